// Shared stores through the official Drive client's drives.* calls (the path rewrite serves them as
// /store/v3/stores): create with its requestId idempotency, the creator as organizer, get and list (paging,
// `q`), update and delete by organizers only, delete refused while an item is left, hide and unhide per
// member, and the store kept across a restart of the sandbox.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { startSandbox } from '../../../apps/sandbox/server';
import { NOBODY, oauthSandboxPerFile, readCredentialFiles } from './oauth-harness';
import { rawRequest, startTestSandbox } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

const create = async (name: string, client = ada) =>
  (await client.drives.create({ requestId: randomUUID(), requestBody: { name }, fields: '*' })).data;

/** Makes Grace a member of the store with `role` (a permission on the store's ID). */
const addGrace = (driveId: string, role: string) =>
  ada.permissions.create({
    fileId: driveId,
    supportsAllDrives: true,
    requestBody: { type: 'user', role, emailAddress: NOBODY.email },
  });

describe('stores.create', () => {
  it("makes the fixture's store with the caller as organizer; the same requestId again is a 409", async () => {
    const { request } = driveExamples.drives_create as unknown as {
      request: { query: { requestId: string }; body: { name: string } };
    };
    const { data } = await ada.drives.create({ ...request.query, requestBody: request.body, fields: '*' });
    expect(data).toMatchObject({
      kind: 'drive#drive',
      id: expect.stringMatching(/^0A[A-Za-z0-9]{11}Uk9PVA$/),
      name: 'Team Assets',
      hidden: false,
      createdTime: expect.any(String),
      colorRgb: '#4285f4',
      restrictions: { driveMembersOnly: false, copyRequiresWriterPermission: false },
      capabilities: {
        canManageMembers: true,
        canDeleteDrive: true,
        canRenameDrive: true,
        canTrashChildren: true,
      },
    });
    const again = await ada.drives
      .create({ ...request.query, requestBody: { name: 'Another' } })
      .catch((error: { response: { status: number; data: unknown } }) => error.response);
    expect(again).toMatchObject({
      status: 409,
      data: { error: { code: 409, errors: [{ domain: 'global', reason: 'teamDriveAlreadyExists' }] } },
    });
    const members = await ada.permissions.list({
      fileId: data.id!,
      supportsAllDrives: true,
      fields: 'permissions(type,role,emailAddress)',
    });
    expect(members.data.permissions).toEqual([
      { type: 'user', role: 'organizer', emailAddress: 'ada@example.com' },
    ]);
  });

  it('refuses a create without requestId or name, and read-only fields', async () => {
    const { sandbox } = oauth();
    const post = (query: string, body: unknown) =>
      rawRequest(`${sandbox.baseUrl}/store/v3/stores${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessOf(ada)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await post('', { name: 'x' })).toMatchObject({ status: 400 });
    expect(JSON.parse((await post('', { name: 'x' })).body).error.errors[0]).toMatchObject({
      reason: 'required',
      location: 'requestId',
    });
    expect(await driveRefusal(ada.drives.create({ requestId: randomUUID(), requestBody: {} }))).toEqual({
      status: 400,
      reason: 'required',
    });
    expect(
      await driveRefusal(
        ada.drives.create({ requestId: randomUUID(), requestBody: { name: 'x', id: 'mine' } }),
      ),
    ).toEqual({ status: 403, reason: 'fieldNotWritable' });
  });
});

/** The access token the client was made with (for the one raw call the client cannot make). */
function accessOf(client: drive_v3.Drive): string {
  return (client.context._options.auth as { credentials: { access_token: string } }).credentials.access_token;
}

describe('stores.get and stores.list', () => {
  it('shows a store to its members only, with capabilities for each', async () => {
    const store = await create('Members only');
    expect(await driveRefusal(grace.drives.get({ driveId: store.id! }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    await addGrace(store.id!, 'writer');
    const { data } = await grace.drives.get({ driveId: store.id!, fields: 'id,name,capabilities' });
    expect(data).toMatchObject({
      id: store.id,
      name: 'Members only',
      capabilities: { canAddChildren: true, canEdit: true, canTrashChildren: false, canManageMembers: false },
    });
    const listed = await grace.drives.list({ q: "name = 'Members only'" });
    expect(listed.data.drives).toEqual([{ kind: 'drive#drive', id: store.id, name: 'Members only' }]);
  });

  it('pages by pageSize (10 by default, at most 100) and filters with q on name, createdTime and hidden', async () => {
    const made: string[] = [];
    for (let n = 1; n <= 12; n++) made.push((await create(`Paged ${String(n).padStart(2, '0')}`)).id!);
    const q = "name contains 'Paged'";
    const first = await ada.drives.list({ q });
    expect(first.data.drives).toHaveLength(10);
    const second = await ada.drives.list({ q, pageToken: first.data.nextPageToken! });
    expect(second.data.drives).toHaveLength(2);
    expect(second.data.nextPageToken).toBeUndefined();
    expect([...first.data.drives!, ...second.data.drives!].map((store) => store.id)).toEqual(made);
    expect(await driveRefusal(ada.drives.list({ pageSize: 101 }))).toEqual({
      status: 400,
      reason: 'invalid',
    });
    expect(await driveRefusal(ada.drives.list({ q: "name > 'a'" }))).toEqual({
      status: 400,
      reason: 'invalid',
    });
    expect(await driveRefusal(ada.drives.list({ q: "memberCount > '1'" }))).toEqual({
      status: 400,
      reason: 'invalid',
    });
    await ada.drives.hide({ driveId: made[0]! });
    const hidden = await ada.drives.list({ q: `${q} and hidden = true`, fields: 'drives(id,hidden)' });
    expect(hidden.data.drives).toEqual([{ id: made[0], hidden: true }]);
    const shown = await ada.drives.list({ q: `${q} and not hidden = true`, pageSize: 100 });
    expect(shown.data.drives).toHaveLength(11);
    const later = await ada.drives.list({ q: `${q} and createdTime > '2000-01-01T00:00:00'`, pageSize: 100 });
    expect(later.data.drives).toHaveLength(12);
    const none = await ada.drives.list({ q: `${q} and createdTime < '2000-01-01T00:00:00'` });
    expect(none.data.drives).toEqual([]);
    const unhidden = await ada.drives.unhide({ driveId: made[0]!, fields: 'hidden' });
    expect(unhidden.data).toEqual({ hidden: false });
  });

  it('keeps hidden per member', async () => {
    const store = await create('Hidden by one');
    await addGrace(store.id!, 'reader');
    await grace.drives.hide({ driveId: store.id! });
    expect((await grace.drives.get({ driveId: store.id!, fields: 'hidden' })).data).toEqual({ hidden: true });
    expect((await ada.drives.get({ driveId: store.id!, fields: 'hidden' })).data).toEqual({ hidden: false });
  });
});

describe('the demo store', () => {
  it('is listed for Ada as organizer and Grace as writer, with its folders', async () => {
    const q = "name = 'Team store'";
    const fields = 'drives(id,name,capabilities(canManageMembers,canAddChildren,canTrashChildren))';
    const [forAda] = (await ada.drives.list({ q, fields })).data.drives!;
    expect(forAda).toMatchObject({
      name: 'Team store',
      capabilities: { canManageMembers: true, canAddChildren: true, canTrashChildren: true },
    });
    const [forGrace] = (await grace.drives.list({ q, fields })).data.drives!;
    expect(forGrace).toEqual({
      id: forAda!.id,
      name: 'Team store',
      capabilities: { canManageMembers: false, canAddChildren: true, canTrashChildren: false },
    });
    const { data } = await grace.files.list({
      q: `'${forAda!.id}' in parents and mimeType = 'application/vnd.google-apps.folder'`,
      corpora: 'drive',
      driveId: forAda!.id!,
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      orderBy: 'name',
      fields: 'files(name,driveId)',
    });
    expect(data.files).toEqual(
      ['Budget', 'Design', 'Meeting notes'].map((name) => ({ name, driveId: forAda!.id })),
    );
  });
});

describe('stores.update and stores.delete', () => {
  it('lets organizers rename and restrict; other members are refused', async () => {
    const store = await create('Before');
    await addGrace(store.id!, 'fileOrganizer');
    const { data } = await ada.drives.update({
      driveId: store.id!,
      fields: 'name,restrictions',
      requestBody: { name: 'After', restrictions: { driveMembersOnly: true } },
    });
    expect(data).toMatchObject({
      name: 'After',
      restrictions: { driveMembersOnly: true, domainUsersOnly: false },
    });
    const root = await ada.files.get({ fileId: store.id!, supportsAllDrives: true, fields: 'name,driveId' });
    expect(root.data).toEqual({ name: 'After', driveId: store.id });
    expect(
      await driveRefusal(grace.drives.update({ driveId: store.id!, requestBody: { name: 'Mine' } })),
    ).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
    expect(
      await driveRefusal(
        ada.drives.update({ driveId: store.id!, requestBody: { restrictions: { nope: true } } as never }),
      ),
    ).toEqual({ status: 400, reason: 'invalid' });
    expect(await driveRefusal(grace.drives.delete({ driveId: store.id! }))).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
  });

  it('refuses to delete a store holding an untrashed item, and deletes it once the item is trashed', async () => {
    const store = await create('To delete');
    const item = await ada.files.create({
      supportsAllDrives: true,
      requestBody: { name: 'left behind.txt', parents: [store.id!] },
    });
    expect(await driveRefusal(ada.drives.delete({ driveId: store.id! }))).toEqual({
      status: 403,
      reason: 'cannotDeleteResourceWithChildren',
    });
    await ada.files.update({
      fileId: item.data.id!,
      supportsAllDrives: true,
      requestBody: { trashed: true },
    });
    await ada.drives.delete({ driveId: store.id! });
    expect(await driveRefusal(ada.drives.get({ driveId: store.id! }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    expect(await driveRefusal(ada.files.get({ fileId: item.data.id!, supportsAllDrives: true }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
  });
});

describe('a restart', () => {
  it('keeps the stores and their members', async () => {
    const first = await startTestSandbox({ tlog: { seed: false } });
    try {
      await first.opened;
      const credentials = await readCredentialFiles(first.dataDir);
      const before = driveClient(first, await driveAccess({ sandbox: first, ...credentials }));
      const { data: store } = await before.drives.create({
        requestId: randomUUID(),
        requestBody: { name: 'Kept' },
      });
      await before.permissions.create({
        fileId: store.id!,
        supportsAllDrives: true,
        requestBody: { type: 'user', role: 'commenter', emailAddress: NOBODY.email },
      });
      await first.close();
      const restarted = await startSandbox({ port: 0, dataDir: first.dataDir, tlog: { seed: false } });
      try {
        await restarted.opened;
        const sandbox = { ...first, ...restarted };
        const grace = driveClient(sandbox, await driveAccess({ sandbox, ...credentials }, NOBODY.sub));
        const { data } = await grace.drives.get({
          driveId: store.id!,
          fields: 'name,capabilities(canComment,canEdit)',
        });
        expect(data).toEqual({ name: 'Kept', capabilities: { canComment: true, canEdit: false } });
      } finally {
        await restarted.close();
      }
    } finally {
      await first.dispose();
    }
  });
});
