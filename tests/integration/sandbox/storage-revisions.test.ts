// Revisions through the official Drive client: one per content upload, listed with the fixture's fields,
// each one's bytes downloadable (alt=media), pinned with the fixture's keepForever body, deleted except the
// head; a Docs Editors file's revisions (numbered, publishable, not deletable); a commenter may not read them.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, OWNER, oauthSandboxPerFile } from './oauth-harness';
import { driveAccess, driveClient, driveExamples, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const media = (bytes: Buffer | string) => ({ mimeType: 'application/pdf', body: Readable.from([bytes]) });

describe('revisions of a binary file', () => {
  const versions = [randomBytes(1000), randomBytes(2000), randomBytes(3000)];
  let fileId: string;

  beforeAll(async () => {
    const { data } = await ada.files.create({
      requestBody: { name: 'contract-draft.pdf' },
      media: media(versions[0]!),
      keepRevisionForever: true,
    });
    fileId = data.id!;
    for (const bytes of versions.slice(1)) await ada.files.update({ fileId, media: media(bytes) });
  });

  it("lists one revision per upload with the fixture's fields, the last being the head", async () => {
    const query = driveExamples.revisions_list!.request!.query as { pageSize: number; fields: string };
    const { data } = await ada.revisions.list({ fileId, ...query });
    const example = (driveExamples.revisions_list!.response as { revisions: Array<Record<string, unknown>> })
      .revisions[0]!;
    expect(data.revisions).toHaveLength(3);
    // What the fixture's `fields` names (its example answer also shows the list's kind).
    const named = Object.keys(example).filter((name) => name !== 'kind');
    for (const revision of data.revisions!) expect(Object.keys(revision).sort()).toEqual(named.sort());
    expect(data.revisions![0]!.lastModifyingUser).toEqual({ displayName: expect.any(String) });
    expect(
      data.revisions!.map((revision) => [revision.size, revision.md5Checksum, revision.keepForever]),
    ).toEqual([
      ['1000', md5(versions[0]!), true],
      ['2000', md5(versions[1]!), false],
      ['3000', md5(versions[2]!), false],
    ]);
    const { data: file } = await ada.files.get({ fileId, fields: 'headRevisionId' });
    expect(data.revisions![2]!.id).toBe(file.headRevisionId);
    // Pages of one: a token while more remain.
    const { data: first } = await ada.revisions.list({ fileId, pageSize: 1 });
    expect(first.nextPageToken).toBeTruthy();
    const { data: second } = await ada.revisions.list({
      fileId,
      pageSize: 1,
      pageToken: first.nextPageToken!,
    });
    expect(second.revisions![0]!.id).toBe(data.revisions![1]!.id);
  });

  it("downloads an earlier revision's bytes", async () => {
    const { data: list } = await ada.revisions.list({ fileId });
    const { data } = await ada.revisions.get(
      { fileId, revisionId: list.revisions![0]!.id!, alt: 'media' },
      { responseType: 'arraybuffer' },
    );
    expect(md5(Buffer.from(data as ArrayBuffer))).toBe(md5(versions[0]!));
  });

  it("pins a revision with the fixture's body, and deletes any but the head", async () => {
    const { data: list } = await ada.revisions.list({ fileId });
    const [oldest, middle, head] = list.revisions!;
    const body = driveExamples.revisions_update_pin!.request as unknown as { body: drive_v3.Schema$Revision };
    const { data: pinned } = await ada.revisions.update({
      fileId,
      revisionId: middle!.id!,
      requestBody: body.body,
      fields: 'id,keepForever',
    });
    expect(pinned).toEqual({ id: middle!.id, keepForever: true });
    expect(
      await driveRefusal(
        ada.revisions.update({ fileId, revisionId: middle!.id!, requestBody: { published: true } }),
      ),
    ).toEqual({
      status: 403,
      reason: 'fieldNotWritable',
    });
    expect(await driveRefusal(ada.revisions.delete({ fileId, revisionId: head!.id! }))).toEqual({
      status: 400,
      reason: 'badRequest',
    });
    await ada.revisions.delete({ fileId, revisionId: oldest!.id! });
    expect(await driveRefusal(ada.revisions.get({ fileId, revisionId: oldest!.id! }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    const { data: after } = await ada.revisions.list({ fileId, fields: 'revisions(id)' });
    expect(after.revisions).toEqual([{ id: middle!.id }, { id: head!.id }]);
  });
});

describe('revisions of a Docs Editors file', () => {
  it('numbers them, publishes them, and keeps them', async () => {
    const { data: doc } = await ada.files.create({
      requestBody: { name: 'Plan', mimeType: 'application/vnd.google-apps.document' },
      media: { mimeType: 'text/plain', body: Readable.from(['first']) },
    });
    await ada.files.update({
      fileId: doc.id!,
      media: { mimeType: 'text/plain', body: Readable.from(['second']) },
    });
    const { data } = await ada.revisions.list({ fileId: doc.id!, fields: 'revisions(id,published,size)' });
    expect(data.revisions).toEqual([
      { id: '1', published: false },
      { id: '2', published: false },
    ]);
    const { data: published } = await ada.revisions.update({
      fileId: doc.id!,
      revisionId: '2',
      requestBody: { published: true, publishAuto: true },
      fields: 'published,publishAuto',
    });
    expect(published).toEqual({ published: true, publishAuto: true });
    expect(
      await driveRefusal(
        ada.revisions.update({ fileId: doc.id!, revisionId: '1', requestBody: { keepForever: true } }),
      ),
    ).toEqual({
      status: 403,
      reason: 'fieldNotWritable',
    });
    expect(await driveRefusal(ada.revisions.delete({ fileId: doc.id!, revisionId: '1' }))).toEqual({
      status: 400,
      reason: 'badRequest',
    });
  });

  it("gives a demo document its first revision, and exports still read the document's words", async () => {
    const { data } = await ada.files.list({
      q: `mimeType = 'application/vnd.google-apps.spreadsheet' and '${OWNER.email}' in owners and modifiedTime < '2026-07-01T00:00:00'`,
      pageSize: 1,
      fields: 'files(id,name)',
    });
    const fileId = data.files![0]!.id!;
    const { data: revisions } = await ada.revisions.list({ fileId, fields: 'revisions(id,published)' });
    expect(revisions.revisions).toEqual([{ id: '1', published: false }]);
    const { data: copy } = await ada.files.copy({ fileId, fields: 'id' });
    const { data: text } = await ada.files.export(
      { fileId: copy.id!, mimeType: 'text/csv' },
      { responseType: 'text' },
    );
    expect(text).toContain(data.files![0]!.name);
  });

  it('refuses them to someone who may only comment', async () => {
    const { data } = await grace.files.list({
      q: 'sharedWithMe = true',
      fields: 'files(id,capabilities(canReadRevisions,canComment))',
    });
    const commenting = data.files!.find(
      (file) => file.capabilities!.canComment && !file.capabilities!.canReadRevisions,
    )!;
    expect(await driveRefusal(grace.revisions.list({ fileId: commenting.id! }))).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
  });
});
