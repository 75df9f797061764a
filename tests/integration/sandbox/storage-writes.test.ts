// The storage service's changes through the official Drive client: folders and files created (the
// fixture's folder, a shortcut, a pre-generated ID), renamed and starred, moved with addParents/removeParents,
// trashed (inherited below a folder) and restored, deleted for good (a folder takes its owner's items with
// it), the trash emptied; the refusals (parents in an update body, a second parent, a cycle, another
// person's trash, a read-only or drive.file token); and the state kept across a restart.
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { startSandbox } from '../../../apps/sandbox/server';
import {
  DRIVE,
  NOBODY,
  oauthFailure,
  oauthSandboxPerFile,
  readCredentialFiles,
  type OAuthSandbox,
} from './oauth-harness';
import { bearer, rawRequest, resetFaults, startTestSandbox } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
const FOLDER = 'application/vnd.google-apps.folder';
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

async function newFolder(client: drive_v3.Drive, name: string, parent?: string): Promise<string> {
  const { data } = await client.files.create({
    requestBody: { name, mimeType: FOLDER, ...(parent ? { parents: [parent] } : {}) },
    fields: 'id',
  });
  return data.id!;
}

async function namesIn(client: drive_v3.Drive, folder: string, extra = ''): Promise<string[]> {
  const { data } = await client.files.list({
    q: `'${folder}' in parents${extra}`,
    orderBy: 'name',
    fields: 'files(name)',
  });
  return data.files!.map((file) => file.name!);
}

describe('files.create', () => {
  it("creates the fixture's folder inside a folder, and a shortcut to a file", async () => {
    const parent = await newFolder(ada, 'Create test');
    const request = driveExamples.files_create_folder!.request as {
      body: drive_v3.Schema$File;
      query: { fields: string };
    };
    const { data } = await ada.files.create({
      requestBody: { ...request.body, parents: [parent] },
      fields: request.query.fields,
      supportsAllDrives: true,
    });
    // With `fields`, only what it names (no kind).
    expect(data).toEqual({
      id: expect.stringMatching(/^1[\w-]{32}$/),
      name: 'Receipts',
      mimeType: FOLDER,
      parents: [parent],
    });
    const note = await ada.files.create({
      requestBody: { name: 'note.txt', mimeType: 'text/plain', parents: [data.id!] },
    });
    expect(note.data).toEqual({
      kind: 'drive#file',
      id: expect.any(String),
      name: 'note.txt',
      mimeType: 'text/plain',
    });
    const shortcut = await ada.files.create({
      requestBody: {
        name: 'note (shortcut)',
        mimeType: 'application/vnd.google-apps.shortcut',
        shortcutDetails: { targetId: note.data.id! },
        parents: [parent],
      },
      fields: 'shortcutDetails',
    });
    expect(shortcut.data.shortcutDetails).toEqual({ targetId: note.data.id, targetMimeType: 'text/plain' });
    expect(await namesIn(ada, parent)).toEqual(['note (shortcut)', 'Receipts']);
    const created = await ada.files.get({
      fileId: note.data.id!,
      fields: 'size,md5Checksum,version,ownedByMe,parents',
    });
    expect(created.data).toEqual({
      size: '0',
      md5Checksum: 'd41d8cd98f00b204e9800998ecf8427e',
      version: '1',
      ownedByMe: true,
      parents: [data.id],
    });
  });

  it('creates in My Store by default, and with an ID from generateIds only once', async () => {
    const { data: ids } = await ada.files.generateIds({ count: 3, space: 'drive', type: 'files' });
    expect(ids).toMatchObject({
      kind: 'drive#generatedIds',
      space: 'drive',
      ids: [expect.any(String), expect.any(String), expect.any(String)],
    });
    const id = ids.ids![0]!;
    const { data } = await ada.files.create({
      requestBody: { id, name: 'pre-assigned.txt' },
      fields: 'id,parents,mimeType',
    });
    const { data: root } = await ada.files.get({ fileId: 'root', fields: 'id' });
    expect(data).toEqual({ id, parents: [root.id], mimeType: 'application/octet-stream' });
    expect(await oauthFailure(ada.files.create({ requestBody: { id, name: 'again.txt' } }))).toMatchObject({
      status: 409,
    });
    expect(
      await oauthFailure(
        ada.files.create({ requestBody: { id: '1NotGeneratedByTheServiceAAAAAAAA', name: 'x' } }),
      ),
    ).toMatchObject({
      status: 400,
      data: { error: { message: 'The provided file ID is not usable.' } },
    });
    expect(await oauthFailure(ada.files.generateIds({ count: 1001 }))).toMatchObject({ status: 400 });
  });

  it('refuses a parent that is not a folder, one it cannot write, and more than one', async () => {
    const file = await ada.files.create({ requestBody: { name: 'plain.txt' }, fields: 'id' });
    expect(
      await oauthFailure(ada.files.create({ requestBody: { name: 'x', parents: [file.data.id!] } })),
    ).toMatchObject({ status: 400 });
    const one = await newFolder(ada, 'one');
    const two = await newFolder(ada, 'two');
    expect(
      await oauthFailure(ada.files.create({ requestBody: { name: 'x', parents: [one, two] } })),
    ).toMatchObject({
      status: 403,
      data: { error: { errors: [{ reason: 'cannotAddParent' }] } },
    });
    expect(
      await oauthFailure(grace.files.create({ requestBody: { name: 'x', parents: [one] } })),
    ).toMatchObject({ status: 404 });
  });
});

describe('files.update', () => {
  it("renames, stars and describes as the fixture does; the star is the caller's own", async () => {
    const folder = await newFolder(ada, 'Shared update test');
    const { data: file } = await ada.files.create({
      requestBody: { name: 'contract.pdf', parents: [folder] },
      fields: 'id,version',
    });
    const request = driveExamples.files_update_rename_star!.request as { body: drive_v3.Schema$File };
    const { data } = await ada.files.update({
      fileId: file.id!,
      requestBody: request.body,
      fields: 'name,starred,description,version',
    });
    expect(data).toEqual({
      name: 'contract-signed.pdf',
      starred: true,
      description: 'Signed 2026-01-15',
      version: '2',
    });
    const props = await ada.files.update({
      fileId: file.id!,
      requestBody: { properties: { dept: 'ops' }, appProperties: { tag: 'a' } },
      fields: 'properties,appProperties',
    });
    expect(props.data).toEqual({ properties: { dept: 'ops' }, appProperties: { tag: 'a' } });
    const cleared = await ada.files.update({
      fileId: file.id!,
      requestBody: { properties: { dept: null } as unknown as Record<string, string> },
      fields: 'properties',
    });
    expect(cleared.data.properties).toEqual({});
    const retyped = await ada.files.update({
      fileId: file.id!,
      requestBody: { mimeType: 'application/pdf' },
      fields: 'mimeType',
    });
    expect(retyped.data.mimeType).toBe('application/pdf');
    for (const [fileId, mimeType] of [
      [file.id!, FOLDER],
      [folder, 'text/plain'],
      ['root', 'text/plain'],
    ])
      expect(
        await oauthFailure(ada.files.update({ fileId, requestBody: { mimeType } })),
        fileId,
      ).toMatchObject({
        status: 403,
      });
    const byQuery = await ada.files.list({
      q: `starred = true and '${folder}' in parents`,
      fields: 'files(id)',
    });
    expect(byQuery.data.files).toEqual([{ id: file.id }]);
  });

  it('moves with addParents/removeParents as the fixture does, and refuses parents in the body, two parents and a cycle', async () => {
    const from = await newFolder(ada, 'from');
    const to = await newFolder(ada, 'to');
    const { data: file } = await ada.files.create({
      requestBody: { name: 'moving.txt', parents: [from] },
      fields: 'id',
    });
    const query = driveExamples.files_update_move!.request!.query as { fields: string };
    const { data } = await ada.files.update({
      fileId: file.id!,
      addParents: to,
      removeParents: from,
      fields: query.fields,
      supportsAllDrives: true,
      requestBody: {},
    });
    expect(data).toEqual({ id: file.id, parents: [to] });
    expect(
      await oauthFailure(ada.files.update({ fileId: file.id!, requestBody: { parents: [from] } })),
    ).toEqual({
      status: 403,
      data: {
        error: {
          errors: [
            {
              domain: 'global',
              reason: 'fieldNotWritable',
              message:
                'The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.',
            },
          ],
          code: 403,
          message:
            'The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.',
        },
      },
    });
    expect(
      await oauthFailure(ada.files.update({ fileId: file.id!, addParents: from, requestBody: {} })),
    ).toMatchObject({
      status: 403,
      data: { error: { errors: [{ reason: 'cannotAddParent' }] } },
    });
    const inner = await newFolder(ada, 'inner', to);
    expect(
      await oauthFailure(
        ada.files.update({ fileId: to, addParents: inner, removeParents: 'root', requestBody: {} }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await oauthFailure(ada.files.update({ fileId: file.id!, requestBody: { size: '3' } })),
    ).toMatchObject({
      status: 403,
      data: { error: { errors: [{ reason: 'fieldNotWritable' }] } },
    });
  });

  it('trashes a folder (its items trashed by inheritance) and restores it; only the owner may', async () => {
    const folder = await newFolder(ada, 'Trash test');
    const { data: child } = await ada.files.create({
      requestBody: { name: 'inside.txt', parents: [folder] },
      fields: 'id',
    });
    const trashed = await ada.files.update({
      fileId: folder,
      requestBody: { trashed: true },
      fields: 'trashed,explicitlyTrashed,capabilities(canUntrash)',
    });
    expect(trashed.data).toEqual({
      trashed: true,
      explicitlyTrashed: true,
      capabilities: { canUntrash: true },
    });
    expect((await ada.files.get({ fileId: child.id!, fields: 'trashed,explicitlyTrashed' })).data).toEqual({
      trashed: true,
      explicitlyTrashed: false,
    });
    expect(await namesIn(ada, folder, ' and trashed = false')).toEqual([]);
    expect(await namesIn(ada, folder)).toEqual(['inside.txt']);
    await ada.files.update({ fileId: folder, requestBody: { trashed: false } });
    expect((await ada.files.get({ fileId: child.id!, fields: 'trashed' })).data).toEqual({ trashed: false });
    const sharedFolder = (
      await ada.files.list({ q: "'root' in parents and name = 'Shared with Grace'", fields: 'files(id)' })
    ).data.files![0]!.id!;
    const handover = (
      await grace.files.list({ q: `'${sharedFolder}' in parents`, pageSize: 1, fields: 'files(id)' })
    ).data.files![0]!.id!;
    expect(
      await oauthFailure(grace.files.update({ fileId: handover, requestBody: { trashed: true } })),
    ).toMatchObject({
      status: 403,
      data: { error: { errors: [{ reason: 'insufficientFilePermissions' }] } },
    });
    // Grace is a writer there: she may rename, and star for herself.
    const renamed = await grace.files.update({
      fileId: handover,
      requestBody: { description: 'checked', starred: true },
      fields: 'description,starred,lastModifyingUser(emailAddress)',
    });
    expect(renamed.data).toEqual({
      description: 'checked',
      starred: true,
      lastModifyingUser: { emailAddress: 'grace@example.com' },
    });
    expect((await ada.files.get({ fileId: handover, fields: 'starred' })).data.starred).toBe(false);
  });
});

describe('files.copy', () => {
  it('copies as the fixture does: the caller owns the copy, bytes and properties come along, folders cannot', async () => {
    const into = await newFolder(ada, 'Copies');
    const plan = (
      await ada.files.list({ q: "'root' in parents and name = 'Quarterly plan'", fields: 'files(id)' })
    ).data.files![0]!.id!;
    const request = driveExamples.files_copy!.request as { body: drive_v3.Schema$File };
    const { data } = await ada.files.copy({
      fileId: plan,
      requestBody: { ...request.body, parents: [into] },
      fields: 'id,name,mimeType,parents,version',
    });
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Quarterly plan (copy)',
      mimeType: 'application/vnd.google-apps.document',
      parents: [into],
      version: '1',
    });
    const source = (
      await ada.files.list({
        q: "'root' in parents and name = 'contract.pdf'",
        fields: 'files(id,size,md5Checksum,sha256Checksum,description)',
      })
    ).data.files![0]!;
    // Grace reads contract.pdf by its link; her copy is hers, in her own root, named "Copy of …".
    const { data: hers } = await grace.files.copy({
      fileId: source.id!,
      requestBody: {},
      fields: 'name,size,md5Checksum,sha256Checksum,description,ownedByMe,shared,parents',
    });
    const { data: graceRoot } = await grace.files.get({ fileId: 'root', fields: 'id' });
    expect(hers).toEqual({
      name: 'Copy of contract.pdf',
      size: source.size,
      md5Checksum: source.md5Checksum,
      sha256Checksum: source.sha256Checksum,
      description: source.description,
      ownedByMe: true,
      shared: false,
      parents: [graceRoot.id],
    });
    expect(await oauthFailure(ada.files.copy({ fileId: into, requestBody: {} }))).toMatchObject({
      status: 403,
      data: {
        error: { errors: [{ reason: 'cannotCopyFile' }], message: 'This file cannot be copied by the user.' },
      },
    });
    const secret = (await ada.files.list({ q: `'${into}' in parents`, fields: 'files(id)' })).data.files![0]!
      .id!;
    expect(await oauthFailure(grace.files.copy({ fileId: secret, requestBody: {} }))).toMatchObject({
      status: 404,
    });
  });
});

describe('files.delete and files.emptyTrash', () => {
  it("deletes for good, a folder with its owner's items; another person's item there is kept, without that parent", async () => {
    const sharedFolder = (
      await ada.files.list({ q: "'root' in parents and name = 'Shared with Grace'", fields: 'files(id)' })
    ).data.files![0]!.id!;
    const folder = await newFolder(ada, 'Delete test', sharedFolder);
    const { data: mine } = await ada.files.create({
      requestBody: { name: 'mine.txt', parents: [folder] },
      fields: 'id',
    });
    const { data: hers } = await grace.files.create({
      requestBody: { name: 'hers.txt', parents: [folder] },
      fields: 'id',
    });
    expect(await oauthFailure(grace.files.delete({ fileId: folder }))).toMatchObject({ status: 403 });
    const deleted = await ada.files.delete({ fileId: folder });
    expect(deleted.status).toBe(204);
    for (const id of [folder, mine.id!])
      expect(await oauthFailure(ada.files.get({ fileId: id }))).toMatchObject({ status: 404 });
    expect((await grace.files.get({ fileId: hers.id!, fields: 'name,parents,ownedByMe' })).data).toEqual({
      name: 'hers.txt',
      parents: [],
      ownedByMe: true,
    });
  });

  it("empties the caller's trash and nobody else's", async () => {
    const { data: a } = await grace.files.create({ requestBody: { name: 'to-trash.txt' }, fields: 'id' });
    await grace.files.update({ fileId: a.id!, requestBody: { trashed: true } });
    const adaTrash = async () =>
      (await ada.files.list({ q: "trashed = true and 'me' in owners", pageSize: 100, fields: 'files(id)' }))
        .data.files!.length;
    const before = await adaTrash();
    expect(before).toBeGreaterThan(0);
    expect((await grace.files.emptyTrash({})).status).toBe(204);
    expect(await oauthFailure(grace.files.get({ fileId: a.id! }))).toMatchObject({ status: 404 });
    expect(await adaTrash()).toBe(before);
  });
});

describe('scopes', () => {
  it('refuses changes to a read-only token and lets drive.file see only what its app created', async () => {
    const readonly = driveClient(
      oauth().sandbox,
      await driveAccess(oauth(), undefined, [`${DRIVE}.readonly`]),
    );
    expect((await readonly.files.list({ pageSize: 1 })).data.files).toHaveLength(1);
    expect(await oauthFailure(readonly.files.create({ requestBody: { name: 'x' } }))).toMatchObject({
      status: 403,
    });
    const metadata = driveClient(
      oauth().sandbox,
      await driveAccess(oauth(), undefined, [`${DRIVE}.metadata.readonly`]),
    );
    expect(
      await oauthFailure(metadata.files.update({ fileId: 'root', requestBody: { description: 'x' } })),
    ).toMatchObject({ status: 403 });
    const appOnly = driveClient(oauth().sandbox, await driveAccess(oauth(), undefined, [`${DRIVE}.file`]));
    expect((await appOnly.files.list({ q: "name = 'contract.pdf'" })).data.files).toEqual([]);
    const { data } = await appOnly.files.create({ requestBody: { name: 'app-made.txt' }, fields: 'id' });
    // The app's own files: this one and those the other tests made with the same OAuth client.
    const own = await appOnly.files.list({ q: 'trashed = false', fields: 'files(id,isAppAuthorized)' });
    expect(own.data.files).toContainEqual({ id: data.id, isAppAuthorized: true });
    expect(own.data.files!.every((file) => file.isAppAuthorized)).toBe(true);
  });
});

describe('the storage settings', () => {
  const settings = (body: unknown) =>
    rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/storage/settings`, {
      method: 'PUT',
      headers: { ...bearer(oauth().sandbox), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("dates changes and answers by the service's clock, which the control API moves", async () => {
    const offset = Date.parse('2030-05-01T12:00:00Z') - Date.now();
    expect((await settings({ clockOffsetMs: offset })).status).toBe(200);
    const { data, headers } = await ada.files.create({
      requestBody: { name: 'future.txt' },
      fields: 'createdTime,modifiedTime',
    });
    expect(data.createdTime!.slice(0, 10)).toBe('2030-05-01');
    expect(data.modifiedTime).toBe(data.createdTime);
    // gaxios 7 hands the response headers over as a Headers object.
    expect(new Headers(headers as unknown as ConstructorParameters<typeof Headers>[0]).get('date')).toContain(
      '2030',
    );
  });

  it('switches on the recorded rate limits for every call, until the faults are reset', async () => {
    for (const [rateLimit, name] of [
      ['userRateLimitExceeded', '403_userRateLimitExceeded'],
      ['rateLimitExceeded', '429_rateLimitExceeded'],
    ] as const) {
      await settings({ rateLimit });
      const recorded = driveExamples.errors[name]!;
      expect(await oauthFailure(ada.files.list({ pageSize: 1, fields: 'files(id)' })), name).toEqual({
        status: recorded.status,
        data: recorded.body,
      });
    }
    expect((await settings({ rateLimit: 'sometimes' })).status).toBe(400);
    await resetFaults(oauth().sandbox);
    expect((await ada.files.list({ pageSize: 1 })).status).toBe(200);
  });
});

describe('a restart', () => {
  it('keeps every change: the saved state is read back', async () => {
    const first = await startTestSandbox({ tlog: { seed: false } });
    try {
      await first.opened;
      const before: OAuthSandbox = { sandbox: first, ...(await readCredentialFiles(first.dataDir)) };
      const client = driveClient(first, await driveAccess(before));
      const folder = await newFolder(client, 'Kept across restarts');
      await client.files.update({ fileId: folder, requestBody: { starred: true } });
      await first.close();
      const restarted = await startSandbox({ port: 0, dataDir: first.dataDir, tlog: { seed: false } });
      try {
        await restarted.opened;
        const after: OAuthSandbox = {
          sandbox: { ...first, ...restarted },
          ...(await readCredentialFiles(first.dataDir)),
        };
        const again = driveClient(after.sandbox, await driveAccess(after));
        const { data } = await again.files.get({ fileId: folder, fields: 'name,starred' });
        expect(data).toEqual({ name: 'Kept across restarts', starred: true });
      } finally {
        await restarted.close();
      }
    } finally {
      await first.dispose();
    }
  });
});
