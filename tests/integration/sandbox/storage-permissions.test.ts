// Permissions through the official Drive client: the fixture's grants (a user, a link, a domain) listed
// with the owner's, inherited ones marked; sharing with the other demo account (what she may then do, her
// grant's expiry ending her access), the rules of research §3.6 refused with the service's reasons, an
// ownership transfer, and a grant removed by its holder.
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, OWNER, oauthSandboxPerFile } from './oauth-harness';
import { bearer, rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
const HOUR = 60 * 60 * 1000;
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

type Example = { request: { query?: Record<string, unknown>; body: drive_v3.Schema$Permission } };
const example = (name: string) => driveExamples[name] as unknown as Example;

async function newFile(name: string, parent?: string): Promise<string> {
  const { data } = await ada.files.create({
    requestBody: { name, ...(parent ? { parents: [parent] } : {}) },
  });
  return data.id!;
}

describe('permissions', () => {
  it("grants the fixture's user, link and domain permissions and lists them after the owner's", async () => {
    const folder = (
      await ada.files.create({
        requestBody: { name: 'Team', mimeType: 'application/vnd.google-apps.folder' },
      })
    ).data.id!;
    await ada.permissions.create({
      fileId: folder,
      requestBody: { type: 'user', role: 'reader', emailAddress: 'carol@example.com' },
    });
    const fileId = await newFile('contract.pdf', folder);
    for (const name of ['permissions_create_user', 'permissions_create_link', 'permissions_create_domain']) {
      const { request } = example(name);
      const { data } = await ada.permissions.create({ fileId, ...request.query, requestBody: request.body });
      expect(data).toMatchObject({
        kind: 'drive#permission',
        type: request.body.type,
        role: request.body.role,
      });
    }
    const listed = driveExamples.permissions_list!;
    const { data } = await ada.permissions.list({ fileId, ...(listed.request!.query as object) });
    const [owner, user, domain, link] = (listed.response as { permissions: Array<Record<string, unknown>> })
      .permissions;
    const strip = ({ kind: _kind, id: _id, expirationTime: _expiry, ...rest }: Record<string, unknown>) =>
      rest;
    expect(data.permissions).toEqual([
      {
        ...strip(owner!),
        id: expect.any(String),
        permissionDetails: [{ permissionType: 'file', role: 'owner', inherited: false }],
      },
      expect.objectContaining({ ...strip(user!), displayName: 'bob', id: expect.stringMatching(/^\d{20}$/) }),
      expect.objectContaining({ ...strip(link!), id: 'anyoneWithLink' }),
      expect.objectContaining({
        ...strip(domain!),
        displayName: 'example.com',
        id: expect.stringMatching(/^\d{20}k$/),
      }),
      expect.objectContaining({
        emailAddress: 'carol@example.com',
        role: 'reader',
        permissionDetails: [
          { permissionType: 'file', role: 'reader', inherited: true, inheritedFrom: folder },
        ],
      }),
    ]);
    expect(data.permissions![0]!.emailAddress).toBe(OWNER.email);
  });

  it('shares a file with Grace: what she may do, and her access ending when the grant expires', async () => {
    const fileId = await newFile('for Grace.txt');
    const expirationTime = new Date(Date.now() + HOUR).toISOString();
    const { data: grant } = await ada.permissions.create({
      fileId,
      requestBody: { type: 'user', role: 'commenter', emailAddress: NOBODY.email, expirationTime },
      fields: 'id,role,expirationTime',
    });
    expect(grant).toEqual({ id: expect.any(String), role: 'commenter', expirationTime });
    const { data: seen } = await grace.files.get({
      fileId,
      fields: 'ownedByMe,capabilities(canComment,canEdit,canShare,canDelete)',
    });
    expect(seen).toEqual({
      ownedByMe: false,
      capabilities: { canComment: true, canEdit: false, canShare: false, canDelete: false },
    });
    const { data: shared } = await grace.files.list({ q: 'sharedWithMe = true', fields: 'files(id)' });
    expect(shared.files!.map((file) => file.id)).toContain(fileId);
    expect(
      await driveRefusal(
        grace.permissions.create({ fileId, requestBody: { type: 'anyone', role: 'reader' } }),
      ),
    ).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
    const { data: start } = await grace.changes.getStartPageToken({});
    const moved = await rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/storage/settings`, {
      method: 'PUT',
      headers: { ...bearer(oauth().sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ clockOffsetMs: 2 * HOUR }),
    });
    expect(moved.status).toBe(200);
    expect(await driveRefusal(grace.files.get({ fileId }))).toEqual({ status: 404, reason: 'notFound' });
    const { data: feed } = await grace.changes.list({
      pageToken: start.startPageToken!,
      fields: 'changes(fileId,removed)',
    });
    expect(feed.changes).toEqual([{ fileId, removed: true }]);
  });

  it('refuses what the rules forbid, with their reasons', async () => {
    const fileId = await newFile('rules.txt');
    const create = (requestBody: drive_v3.Schema$Permission, extra: object = {}) =>
      driveRefusal(ada.permissions.create({ fileId, requestBody, ...extra }));
    const soon = new Date(Date.now() + HOUR).toISOString();
    expect(await create({ type: 'anyone', role: 'reader', expirationTime: soon })).toEqual({
      status: 400,
      reason: 'invalid',
    });
    expect(
      await create({
        type: 'user',
        role: 'reader',
        emailAddress: 'x@example.com',
        expirationTime: new Date(Date.now() + 400 * 24 * HOUR).toISOString(),
      }),
    ).toEqual({ status: 400, reason: 'invalid' });
    expect(
      await create({
        type: 'user',
        role: 'reader',
        emailAddress: 'x@example.com',
        expirationTime: new Date(Date.now() - HOUR).toISOString(),
      }),
    ).toEqual({ status: 400, reason: 'invalid' });
    expect(
      await create({ type: 'user', role: 'reader', emailAddress: 'x@example.com', allowFileDiscovery: true }),
    ).toEqual({ status: 400, reason: 'invalid' });
    expect(await create({ type: 'user', role: 'organizer', emailAddress: 'x@example.com' })).toEqual({
      status: 400,
      reason: 'invalidSharingRequest',
    });
    expect(await create({ type: 'user', role: 'reader' })).toEqual({ status: 400, reason: 'required' });
    expect(await create({ type: 'user', role: 'owner', emailAddress: NOBODY.email })).toEqual({
      status: 403,
      reason: 'forbidden',
    });
    const { data: owner } = await ada.permissions.list({ fileId, fields: 'permissions(id,role)' });
    expect(
      await driveRefusal(ada.permissions.delete({ fileId, permissionId: owner.permissions![0]!.id! })),
    ).toEqual({
      status: 403,
      reason: 'cannotRemoveOwner',
    });
  });

  it("transfers ownership with the fixture's request; the old owner stays a writer", async () => {
    const fileId = await newFile('handed over.txt');
    const { request } = example('permissions_transfer_ownership');
    await ada.permissions.create({
      fileId,
      ...request.query,
      requestBody: { ...request.body, emailAddress: NOBODY.email },
    });
    const { data: mine } = await grace.files.get({ fileId, fields: 'ownedByMe,owners(emailAddress)' });
    expect(mine).toEqual({ ownedByMe: true, owners: [{ emailAddress: NOBODY.email }] });
    const { data: theirs } = await ada.files.get({
      fileId,
      fields: 'ownedByMe,capabilities(canEdit,canDelete)',
    });
    expect(theirs).toEqual({ ownedByMe: false, capabilities: { canEdit: true, canDelete: false } });
  });

  it('changes a role, drops an expiry, and lets the holder remove her own grant', async () => {
    const fileId = await newFile('roles.txt');
    const { data: grant } = await ada.permissions.create({
      fileId,
      requestBody: {
        type: 'user',
        role: 'reader',
        emailAddress: NOBODY.email,
        expirationTime: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    const { data: changed } = await ada.permissions.update({
      fileId,
      permissionId: grant.id!,
      removeExpiration: true,
      requestBody: { role: 'writer' },
      fields: 'role,expirationTime',
    });
    expect(changed).toEqual({ role: 'writer' });
    const { data: seen } = await grace.files.get({ fileId, fields: 'capabilities(canEdit)' });
    expect(seen.capabilities!.canEdit).toBe(true);
    await grace.permissions.delete({ fileId, permissionId: grant.id! });
    expect(await driveRefusal(grace.files.get({ fileId }))).toEqual({ status: 404, reason: 'notFound' });
  });
});
