// Items of a shared store through the official Drive client's files.* calls: made under the store's ID
// (a folder tree of its own), owned by the store, reachable only with supportsAllDrives=true and only by
// members, whose roles (organizer, fileOrganizer, writer, commenter, reader) decide what each may do;
// listed with corpora=drive and left out of My Drive listings; trashed by file organizers with who and
// when, deleted by organizers.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, oauthSandboxPerFile } from './oauth-harness';
import { driveAccess, driveClient, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
const FOLDER = 'application/vnd.google-apps.folder';
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

/** A new store of Ada's, with Grace as a member of `role` when one is given. */
async function newStore(name: string, graceRole?: string): Promise<string> {
  const { data } = await ada.drives.create({ requestId: randomUUID(), requestBody: { name } });
  if (graceRole)
    await ada.permissions.create({
      fileId: data.id!,
      supportsAllDrives: true,
      requestBody: { type: 'user', role: graceRole, emailAddress: NOBODY.email },
    });
  return data.id!;
}

async function newItem(client: drive_v3.Drive, name: string, parent: string, mimeType?: string) {
  const { data } = await client.files.create({
    supportsAllDrives: true,
    requestBody: { name, parents: [parent], ...(mimeType ? { mimeType } : {}) },
    fields: 'id,driveId,owners,parents,capabilities',
  });
  return data;
}

describe('files in a store', () => {
  it('are made under the store ID with supportsAllDrives only, owned by the store', async () => {
    const store = await newStore('Items');
    expect(
      await driveRefusal(ada.files.create({ requestBody: { name: 'no flag.txt', parents: [store] } })),
    ).toEqual({ status: 404, reason: 'notFound' });
    const folder = await newItem(ada, 'Plans', store, FOLDER);
    expect(folder).toMatchObject({ driveId: store, parents: [store] });
    expect(folder.owners).toBeUndefined();
    const file = await newItem(ada, 'plan.txt', folder.id!);
    expect(file).toMatchObject({ driveId: store, parents: [folder.id] });
    expect(await driveRefusal(ada.files.get({ fileId: file.id! }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    const { data } = await ada.files.get({
      fileId: file.id!,
      supportsAllDrives: true,
      fields: 'name,driveId,ownedByMe,permissionIds',
    });
    expect(data).toMatchObject({ name: 'plan.txt', driveId: store, ownedByMe: false });
    const members = await ada.permissions.list({
      fileId: file.id!,
      supportsAllDrives: true,
      fields: 'permissions(role,emailAddress,permissionDetails)',
    });
    expect(members.data.permissions).toEqual([
      {
        role: 'organizer',
        emailAddress: 'ada@example.com',
        permissionDetails: [
          { permissionType: 'member', role: 'organizer', inherited: true, inheritedFrom: store },
        ],
      },
    ]);
  });

  it('are reached without the switch by the methods that have none (comments, revisions)', async () => {
    const store = await newStore('No switch', 'commenter');
    const file = await newItem(ada, 'discussed.txt', store);
    const { data } = await grace.comments.create({
      fileId: file.id!,
      fields: 'content,author(me)',
      requestBody: { content: 'Looks good' },
    });
    expect(data).toEqual({ content: 'Looks good', author: { me: true } });
    const revisions = await ada.revisions.list({ fileId: file.id!, fields: 'revisions(id)' });
    expect(revisions.data.revisions).toHaveLength(1);
  });

  it('exist for members only', async () => {
    const store = await newStore('Not Grace’s');
    const file = await newItem(ada, 'private.txt', store);
    expect(await driveRefusal(grace.files.get({ fileId: file.id!, supportsAllDrives: true }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    expect(
      await driveRefusal(
        grace.files.create({ supportsAllDrives: true, requestBody: { name: 'x', parents: [store] } }),
      ),
    ).toEqual({ status: 404, reason: 'notFound' });
  });
});

describe("a member's role", () => {
  it('lets a reader read and nothing more', async () => {
    const store = await newStore('Read only', 'reader');
    const file = await newItem(ada, 'notes.txt', store);
    const { data } = await grace.files.get({
      fileId: file.id!,
      supportsAllDrives: true,
      fields: 'capabilities',
    });
    expect(data.capabilities).toMatchObject({
      canEdit: false,
      canTrash: false,
      canDelete: false,
      canComment: false,
    });
    expect(
      await driveRefusal(
        grace.files.create({ supportsAllDrives: true, requestBody: { name: 'x', parents: [store] } }),
      ),
    ).toEqual({ status: 403, reason: 'insufficientFilePermissions' });
    expect(
      await driveRefusal(
        grace.files.update({ fileId: file.id!, supportsAllDrives: true, requestBody: { name: 'renamed' } }),
      ),
    ).toEqual({ status: 403, reason: 'insufficientFilePermissions' });
  });

  it('lets a writer add and edit but neither trash nor delete', async () => {
    const store = await newStore('Writers', 'writer');
    const made = await newItem(grace, 'by grace.txt', store);
    expect(made.capabilities).toMatchObject({ canEdit: true, canTrash: false, canDelete: false });
    await grace.files.update({
      fileId: made.id!,
      supportsAllDrives: true,
      requestBody: { name: 'renamed.txt' },
    });
    expect(
      await driveRefusal(
        grace.files.update({ fileId: made.id!, supportsAllDrives: true, requestBody: { trashed: true } }),
      ),
    ).toEqual({ status: 403, reason: 'insufficientFilePermissions' });
    expect(await driveRefusal(grace.files.delete({ fileId: made.id!, supportsAllDrives: true }))).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
  });

  it('lets a file organizer trash (with trashedTime and trashingUser) and an organizer delete', async () => {
    const store = await newStore('Organized', 'fileOrganizer');
    const file = await newItem(ada, 'old.txt', store);
    const { data } = await grace.files.update({
      fileId: file.id!,
      supportsAllDrives: true,
      requestBody: { trashed: true },
      fields: 'trashed,trashedTime,trashingUser(emailAddress)',
    });
    expect(data).toEqual({
      trashed: true,
      trashedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      trashingUser: { emailAddress: NOBODY.email },
    });
    expect(await driveRefusal(grace.files.delete({ fileId: file.id!, supportsAllDrives: true }))).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
    await ada.files.delete({ fileId: file.id!, supportsAllDrives: true });
    expect(await driveRefusal(ada.files.get({ fileId: file.id!, supportsAllDrives: true }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
  });

  it('is changed and removed by organizers only', async () => {
    const store = await newStore('Membership', 'writer');
    const graceId = (
      await ada.permissions.list({
        fileId: store,
        supportsAllDrives: true,
        fields: 'permissions(id,emailAddress)',
      })
    ).data.permissions!.find((permission) => permission.emailAddress === NOBODY.email)!.id!;
    expect(
      await driveRefusal(
        grace.permissions.create({
          fileId: store,
          supportsAllDrives: true,
          requestBody: { type: 'user', role: 'reader', emailAddress: 'carol@example.com' },
        }),
      ),
    ).toEqual({ status: 403, reason: 'insufficientFilePermissions' });
    await ada.permissions.update({
      fileId: store,
      permissionId: graceId,
      supportsAllDrives: true,
      requestBody: { role: 'fileOrganizer' },
    });
    const file = await newItem(ada, 'now trashable.txt', store);
    await grace.files.update({ fileId: file.id!, supportsAllDrives: true, requestBody: { trashed: true } });
    expect(
      await driveRefusal(
        ada.permissions.create({
          fileId: file.id!,
          supportsAllDrives: true,
          transferOwnership: true,
          requestBody: { type: 'user', role: 'owner', emailAddress: NOBODY.email },
        }),
      ),
    ).toEqual({ status: 403, reason: 'ownerOnTeamDriveItemNotSupported' });
    await ada.permissions.delete({ fileId: store, permissionId: graceId, supportsAllDrives: true });
    expect(await driveRefusal(grace.drives.get({ driveId: store }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
  });
});

describe('files.list and stores', () => {
  it("lists a store's items with corpora=drive and leaves them out of My Drive listings", async () => {
    const store = await newStore('Listed');
    const folder = await newItem(ada, 'Listed folder', store, FOLDER);
    const file = await newItem(ada, 'listed-item.txt', folder.id!);
    const { data } = await ada.files.list({
      corpora: 'drive',
      driveId: store,
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      fields: 'files(id,driveId)',
    });
    expect(data.files!.map((item) => item.id).sort()).toEqual([folder.id, file.id].sort());
    const q = "name = 'listed-item.txt'";
    expect((await ada.files.list({ q, supportsAllDrives: true })).data.files).toEqual([]);
    const everywhere = await ada.files.list({
      q,
      corpora: 'allDrives',
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      fields: 'files(id,driveId)',
    });
    expect(everywhere.data.files).toEqual([{ id: file.id, driveId: store }]);
    const children = await ada.files.list({
      q: `'${store}' in parents`,
      corpora: 'drive',
      driveId: store,
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      fields: 'files(id)',
    });
    expect(children.data.files).toEqual([{ id: folder.id }]);
  });

  it('refuses a driveId without corpora=drive, and store corpora without the two switches', async () => {
    const store = await newStore('Refusals');
    const invalid = { status: 400, reason: 'invalid' };
    expect(
      await driveRefusal(
        ada.files.list({ driveId: store, includeItemsFromAllDrives: true, supportsAllDrives: true }),
      ),
    ).toEqual(invalid);
    expect(
      await driveRefusal(ada.files.list({ corpora: 'drive', driveId: store, supportsAllDrives: true })),
    ).toEqual(invalid);
    expect(
      await driveRefusal(ada.files.list({ corpora: 'allDrives', includeItemsFromAllDrives: true })),
    ).toEqual(invalid);
    expect(
      await driveRefusal(
        grace.files.list({
          corpora: 'drive',
          driveId: store,
          includeItemsFromAllDrives: true,
          supportsAllDrives: true,
        }),
      ),
    ).toEqual({ status: 404, reason: 'notFound' });
  });
});

describe('moves and the trash', () => {
  it("moves an owner's file into a store, refuses a folder, and empties the store's trash for organizers", async () => {
    const store = await newStore('Moves', 'fileOrganizer');
    const mine = (await ada.files.create({ requestBody: { name: 'moving.txt' }, fields: 'id,parents' })).data;
    const { data } = await ada.files.update({
      fileId: mine.id!,
      addParents: store,
      removeParents: mine.parents![0],
      supportsAllDrives: true,
      fields: 'driveId,parents,owners',
    });
    expect(data).toEqual({ driveId: store, parents: [store] });
    const folder = (
      await ada.files.create({ requestBody: { name: 'Box', mimeType: FOLDER }, fields: 'id,parents' })
    ).data;
    expect(
      await driveRefusal(
        ada.files.update({
          fileId: folder.id!,
          addParents: store,
          removeParents: folder.parents![0],
          supportsAllDrives: true,
        }),
      ),
    ).toEqual({ status: 403, reason: 'teamDrivesFolderMoveInNotSupported' });
    await grace.files.update({ fileId: mine.id!, supportsAllDrives: true, requestBody: { trashed: true } });
    expect(await driveRefusal(grace.files.emptyTrash({ driveId: store }))).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
    await ada.files.emptyTrash({ driveId: store });
    expect(await driveRefusal(ada.files.get({ fileId: mine.id!, supportsAllDrives: true }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    await ada.drives.delete({ driveId: store });
  });
});

describe('the changes feed and stores', () => {
  it("shows a store's items to members who ask for them, and one store's with its driveId", async () => {
    const store = await newStore('Changes', 'writer');
    const other = await newStore('Not shared');
    const { startPageToken } = (
      await grace.changes.getStartPageToken({ driveId: store, supportsAllDrives: true })
    ).data;
    const file = await newItem(ada, 'changed.txt', store);
    const ids = async (params: drive_v3.Params$Resource$Changes$List) =>
      (await grace.changes.list({ pageToken: startPageToken!, ...params })).data.changes!.map(
        (change) => change.fileId,
      );
    expect(await ids({})).not.toContain(file.id);
    expect(await ids({ includeItemsFromAllDrives: true, supportsAllDrives: true })).toContain(file.id);
    expect(await ids({ driveId: store, includeItemsFromAllDrives: true, supportsAllDrives: true })).toEqual([
      file.id,
    ]);
    expect(
      await driveRefusal(
        grace.changes.list({ pageToken: startPageToken!, driveId: other, supportsAllDrives: true }),
      ),
    ).toEqual({ status: 404, reason: 'notFound' });
  });
});
