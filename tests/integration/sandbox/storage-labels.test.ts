// File labels through the official Drive client: the sandbox's demo labels (a "Review" label with a
// selection and a user field, a "Contract" label with text, integer and date fields) applied with values,
// listed and paged, read back with includeLabels in files.get and files.list, changed, unset and removed;
// each bad modification refused with its 400 and the whole request with it (the file unchanged); a reader
// may list but not modify; a change reaches the changes feed and the saved state.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, oauthFailure, oauthSandboxPerFile } from './oauth-harness';
import {
  APPROVED,
  CONTRACT,
  COUNTERPARTY,
  DRAFT,
  RENEWAL,
  REVIEW,
  REVIEWERS,
  STATUS,
  VALUE,
} from '../../support/demo-labels';
import { driveAccess, driveClient, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

type Modification = drive_v3.Schema$LabelModification;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

async function newFile(name: string): Promise<string> {
  return (await ada.files.create({ requestBody: { name } })).data.id!;
}

function modify(fileId: string, ...labelModifications: Modification[]) {
  return ada.files.modifyLabels({ fileId, requestBody: { labelModifications } });
}

async function labelsOf(fileId: string, client = ada) {
  return (await client.files.listLabels({ fileId })).data.labels ?? [];
}

const field = (id: string, valueType: string, values: unknown[]) => ({
  kind: 'drive#labelField',
  id,
  valueType,
  [valueType]: values,
});

describe('files.modifyLabels and files.listLabels', () => {
  it('applies a label with values, lists it, and shows it with includeLabels in get and list', async () => {
    const fileId = await newFile('labelled-brief.txt');
    const { data } = await modify(fileId, {
      labelId: REVIEW,
      fieldModifications: [
        { fieldId: STATUS, setSelectionValues: [DRAFT] },
        { fieldId: REVIEWERS, setUserValues: ['grace@example.com', 'Ada@Example.com'] },
      ],
    });
    const review = {
      kind: 'drive#label',
      id: REVIEW,
      revisionId: '4',
      fields: {
        [STATUS]: field(STATUS, 'selection', [DRAFT]),
        [REVIEWERS]: field(REVIEWERS, 'user', [
          expect.objectContaining({
            emailAddress: 'grace@example.com',
            displayName: 'Grace Visitor',
            me: false,
          }),
          expect.objectContaining({ emailAddress: 'ada@example.com', displayName: 'Ada Operator', me: true }),
        ]),
      },
    };
    expect(data).toEqual({ kind: 'drive#modifyLabelsResponse', modifiedLabels: [review] });
    expect((await ada.files.listLabels({ fileId })).data).toEqual({
      kind: 'drive#labelList',
      labels: [review],
    });

    const { data: got } = await ada.files.get({
      fileId,
      includeLabels: `${REVIEW},${CONTRACT}`,
      fields: 'labelInfo',
    });
    expect(got).toEqual({ labelInfo: { labels: [review] } });
    const { data: plain } = await ada.files.get({ fileId, fields: 'id,labelInfo' });
    expect(plain).toEqual({ id: fileId });
    const { data: listed } = await ada.files.list({
      q: "name = 'labelled-brief.txt'",
      includeLabels: REVIEW,
      fields: 'files(id,labelInfo/labels(id,fields))',
    });
    expect(listed.files).toEqual([
      { id: fileId, labelInfo: { labels: [{ id: REVIEW, fields: review.fields }] } },
    ]);
  });

  it('changes a field, applies a second label, unsets a field and removes a label', async () => {
    const fileId = await newFile('contract-draft.pdf');
    await modify(fileId, {
      labelId: REVIEW,
      fieldModifications: [{ fieldId: STATUS, setSelectionValues: [DRAFT] }],
    });
    const { data } = await modify(
      fileId,
      { labelId: REVIEW, fieldModifications: [{ fieldId: STATUS, setSelectionValues: [APPROVED] }] },
      {
        labelId: CONTRACT,
        fieldModifications: [
          { fieldId: COUNTERPARTY, setTextValues: ['Example Ltd'] },
          { fieldId: VALUE, setIntegerValues: ['0012500'] },
          { fieldId: RENEWAL, setDateValues: ['2027-02-28'] },
        ],
      },
    );
    expect(data.modifiedLabels!.map((label) => [label.id, label.fields])).toEqual([
      [REVIEW, { [STATUS]: field(STATUS, 'selection', [APPROVED]) }],
      [
        CONTRACT,
        {
          [COUNTERPARTY]: field(COUNTERPARTY, 'text', ['Example Ltd']),
          [VALUE]: field(VALUE, 'integer', ['12500']),
          [RENEWAL]: field(RENEWAL, 'dateString', ['2027-02-28']),
        },
      ],
    ]);

    const { data: unset } = await modify(fileId, {
      labelId: CONTRACT,
      fieldModifications: [{ fieldId: VALUE, unsetValues: true }],
    });
    expect(Object.keys(unset.modifiedLabels![0]!.fields!)).toEqual([COUNTERPARTY, RENEWAL]);

    const { data: removed } = await modify(fileId, { labelId: REVIEW, removeLabel: true });
    expect(removed.modifiedLabels ?? []).toEqual([]);
    expect((await labelsOf(fileId)).map((label) => label.id)).toEqual([CONTRACT]);
    const { data: got } = await ada.files.get({ fileId, includeLabels: REVIEW, fields: 'labelInfo' });
    expect(got).toEqual({ labelInfo: { labels: [] } });
  });

  it('refuses each bad modification with a 400 that says what is wrong, and changes nothing', async () => {
    const fileId = await newFile('refusals.txt');
    await modify(fileId, {
      labelId: REVIEW,
      fieldModifications: [{ fieldId: STATUS, setSelectionValues: [DRAFT] }],
    });
    const { data: before } = await ada.files.get({ fileId, fields: 'version' });
    const cases: Array<[Modification[], string, RegExp]> = [
      [[], 'required', /labelModifications/],
      [[{ labelId: 'NoSuchLabel' }], 'badRequest', /no label with ID 'NoSuchLabel'/],
      [
        [{ labelId: REVIEW, fieldModifications: [{ fieldId: 'FFFFFFFFFF', setTextValues: ['x'] }] }],
        'badRequest',
        /has no field 'FFFFFFFFFF'/,
      ],
      [
        [{ labelId: REVIEW, fieldModifications: [{ fieldId: STATUS, setSelectionValues: ['0000000000'] }] }],
        'badRequest',
        /'0000000000' is not a choice .*EF4DA73D66 \(Draft\)/,
      ],
      [
        [{ labelId: CONTRACT, fieldModifications: [{ fieldId: VALUE, setTextValues: ['12'] }] }],
        'badRequest',
        /holds integer values; use setIntegerValues/,
      ],
      [
        [{ labelId: CONTRACT, fieldModifications: [{ fieldId: VALUE, setIntegerValues: ['12.5'] }] }],
        'badRequest',
        /'12.5' is not a whole number/,
      ],
      [
        [{ labelId: CONTRACT, fieldModifications: [{ fieldId: VALUE, setIntegerValues: ['-1'] }] }],
        'badRequest',
        /below the field's minimum, 0/,
      ],
      [
        [{ labelId: CONTRACT, fieldModifications: [{ fieldId: RENEWAL, setDateValues: ['2027-02-30'] }] }],
        'badRequest',
        /not a date in the form YYYY-MM-DD/,
      ],
      [
        [{ labelId: REVIEW, fieldModifications: [{ fieldId: REVIEWERS, setUserValues: ['grace'] }] }],
        'badRequest',
        /'grace' is not an e-mail address/,
      ],
      [
        [
          {
            labelId: REVIEW,
            fieldModifications: [{ fieldId: STATUS, setSelectionValues: [DRAFT, APPROVED] }],
          },
        ],
        'badRequest',
        /takes one value, not 2/,
      ],
      [
        [
          {
            labelId: REVIEW,
            fieldModifications: [{ fieldId: STATUS, setSelectionValues: [DRAFT], unsetValues: true }],
          },
        ],
        'badRequest',
        /exactly one of setSelectionValues or unsetValues/,
      ],
      [
        [
          {
            labelId: REVIEW,
            removeLabel: true,
            fieldModifications: [{ fieldId: STATUS, unsetValues: true }],
          },
        ],
        'badRequest',
        /removeLabel takes the whole label off/,
      ],
      // Atomic: the first modification is valid, the second is not, so neither is made.
      [
        [
          { labelId: REVIEW, fieldModifications: [{ fieldId: STATUS, setSelectionValues: [APPROVED] }] },
          { labelId: CONTRACT, fieldModifications: [{ fieldId: RENEWAL, setDateValues: ['soon'] }] },
        ],
        'badRequest',
        /labelModifications\[1\]\.fieldModifications\[0\]\.setDateValues: 'soon'/,
      ],
    ];
    for (const [labelModifications, reason, message] of cases) {
      const failure = await oauthFailure(modify(fileId, ...labelModifications));
      expect(failure, JSON.stringify(labelModifications)).toMatchObject({
        status: 400,
        data: {
          error: {
            code: 400,
            errors: [{ domain: 'global', reason, message: expect.stringMatching(message) }],
          },
        },
      });
    }
    const labels = await labelsOf(fileId);
    expect(labels.map((label) => [label.id, Object.keys(label.fields!)])).toEqual([[REVIEW, [STATUS]]]);
    expect(labels[0]!.fields![STATUS]!.selection).toEqual([DRAFT]);
    expect((await ada.files.get({ fileId, fields: 'version' })).data).toEqual(before);
  });

  it('lets a reader list the labels but not change them; others do not see the file', async () => {
    const fileId = await newFile('read-only-labels.txt');
    await modify(fileId, {
      labelId: CONTRACT,
      fieldModifications: [{ fieldId: COUNTERPARTY, setTextValues: ['Acme'] }],
    });
    expect((await grace.files.listLabels({ fileId }).catch((error) => error.response)).status).toBe(404);
    await ada.permissions.create({
      fileId,
      requestBody: { type: 'user', role: 'reader', emailAddress: 'grace@example.com' },
    });
    expect((await labelsOf(fileId, grace)).map((label) => label.id)).toEqual([CONTRACT]);
    const { data } = await grace.files.get({ fileId, fields: 'capabilities(canReadLabels,canModifyLabels)' });
    expect(data.capabilities).toEqual({ canReadLabels: true, canModifyLabels: false });
    const refusal = await oauthFailure(
      grace.files.modifyLabels({
        fileId,
        requestBody: { labelModifications: [{ labelId: CONTRACT, removeLabel: true }] },
      }),
    );
    expect(refusal).toMatchObject({
      status: 403,
      data: {
        error: {
          errors: [
            {
              reason: 'insufficientFilePermissions',
              message: `The user does not have sufficient permissions for file ${fileId}.`,
            },
          ],
        },
      },
    });
    expect((await labelsOf(fileId)).map((label) => label.id)).toEqual([CONTRACT]);
  });

  it('pages with maxResults and pageToken, refuses a maxResults outside 1…100, and cuts answers by fields', async () => {
    const fileId = await newFile('two-labels.txt');
    await modify(fileId, { labelId: REVIEW }, { labelId: CONTRACT });
    const first = (await ada.files.listLabels({ fileId, maxResults: 1 })).data;
    expect(first.labels!.map((label) => label.id)).toEqual([REVIEW]);
    const second = (await ada.files.listLabels({ fileId, maxResults: 1, pageToken: first.nextPageToken! }))
      .data;
    expect(second.labels!.map((label) => label.id)).toEqual([CONTRACT]);
    expect(second.nextPageToken).toBeUndefined();
    for (const maxResults of [0, 101])
      expect(
        await oauthFailure(ada.files.listLabels({ fileId, maxResults })),
        String(maxResults),
      ).toMatchObject({
        status: 400,
        data: {
          error: {
            errors: [
              {
                reason: 'invalid',
                location: 'maxResults',
                message: `Invalid value '${maxResults}'. Values must be within the range: [1, 100]`,
              },
            ],
          },
        },
      });
    expect(await driveRefusal(ada.files.listLabels({ fileId, pageToken: 'not-a-token' }))).toEqual({
      status: 400,
      reason: 'invalid',
    });
    expect((await ada.files.listLabels({ fileId, fields: 'labels(id)' })).data).toEqual({
      labels: [{ id: REVIEW }, { id: CONTRACT }],
    });
    const { data } = await ada.files.modifyLabels({
      fileId,
      fields: 'modifiedLabels/id',
      requestBody: { labelModifications: [{ labelId: REVIEW }] },
    });
    expect(data).toEqual({ modifiedLabels: [{ id: REVIEW }] });
  });

  it('records a label change in the changes feed and in the saved state', async () => {
    const fileId = await newFile('watched-labels.txt');
    const { data: start } = await ada.changes.getStartPageToken({});
    await modify(fileId, {
      labelId: REVIEW,
      fieldModifications: [{ fieldId: STATUS, setSelectionValues: [APPROVED] }],
    });
    const { data: feed } = await ada.changes.list({
      pageToken: start.startPageToken!,
      includeLabels: REVIEW,
      fields: 'changes(fileId,file(version,labelInfo/labels(id)))',
    });
    expect(feed.changes).toEqual([
      { fileId, file: { version: '2', labelInfo: { labels: [{ id: REVIEW }] } } },
    ]);
    const saved = JSON.parse(
      await readFile(join(oauth().sandbox.dataDir, 'storage', 'state.json'), 'utf8'),
    ) as {
      files: Array<{ id: string; labels?: unknown }>;
    };
    expect(saved.files.find((file) => file.id === fileId)?.labels).toEqual([
      { id: REVIEW, revisionId: '4', fields: { [STATUS]: [APPROVED] } },
    ]);
  });
});
