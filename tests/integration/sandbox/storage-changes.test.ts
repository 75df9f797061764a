// The changes feed and watch channels through the official Drive client: a start token, then each changed
// file once in its latest state (removed when deleted, or when the caller lost access), pages with
// nextPageToken and newStartPageToken on the last, other people's private changes left out; files.watch,
// changes.watch and channels.stop with the fixture's bodies.
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, oauthSandboxPerFile } from './oauth-harness';
import { rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
const FOLDER = 'application/vnd.google-apps.folder';
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;
let adaToken: string;

beforeAll(async () => {
  adaToken = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, adaToken);
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

async function startToken(client: drive_v3.Drive): Promise<string> {
  const { data } = await client.changes.getStartPageToken({ supportsAllDrives: true });
  expect(data).toEqual({ kind: 'drive#startPageToken', startPageToken: expect.stringMatching(/^\d+$/) });
  return data.startPageToken!;
}

/** Every change from `token` to the end, following nextPageToken; and the cursor for the next poll. */
async function allChanges(client: drive_v3.Drive, token: string, pageSize = 100) {
  const changes: drive_v3.Schema$Change[] = [];
  let pageToken: string | undefined = token;
  for (;;) {
    const { data }: { data: drive_v3.Schema$ChangeList } = await client.changes.list({
      pageToken,
      pageSize,
      fields: 'nextPageToken,newStartPageToken,changes(changeType,removed,fileId,file(name,trashed))',
    });
    changes.push(...data.changes!);
    if (!data.nextPageToken) return { changes, next: data.newStartPageToken! };
    expect(data.newStartPageToken).toBeUndefined();
    pageToken = data.nextPageToken;
  }
}

describe('the changes feed', () => {
  it('answers each changed file once, in its latest state, and deletions as removed', async () => {
    const token = await startToken(ada);
    const { data: folder } = await ada.files.create({ requestBody: { name: 'Feed', mimeType: FOLDER } });
    const { data: file } = await ada.files.create({
      requestBody: { name: 'draft.txt', parents: [folder.id!] },
      media: { mimeType: 'text/plain', body: Readable.from(['words']) },
    });
    await ada.files.update({ fileId: file.id!, requestBody: { name: 'final.txt' } });
    await ada.files.update({ fileId: file.id!, requestBody: { trashed: true } });
    const { data: gone } = await ada.files.create({ requestBody: { name: 'gone.txt' } });
    await ada.files.delete({ fileId: gone.id! });
    const { changes, next } = await allChanges(ada, token);
    expect(changes).toEqual([
      { changeType: 'file', removed: false, fileId: folder.id, file: { name: 'Feed', trashed: false } },
      { changeType: 'file', removed: false, fileId: file.id, file: { name: 'final.txt', trashed: true } },
      { changeType: 'file', removed: true, fileId: gone.id },
    ]);
    // Page by page, the same changes.
    expect((await allChanges(ada, token, 1)).changes).toEqual(changes);
    // Nothing happened since: an empty last page, and the same cursor.
    expect(await allChanges(ada, next)).toEqual({ changes: [], next });
  });

  it("shows Grace a file leaving the folder Ada shares with her as removed, and none of Ada's own files", async () => {
    const { data: shared } = await grace.files.list({
      q: `sharedWithMe = true and mimeType = '${FOLDER}'`,
      fields: 'files(id)',
    });
    const folderId = shared.files![0]!.id!;
    const { data: inside } = await grace.files.list({
      q: `'${folderId}' in parents and mimeType != '${FOLDER}'`,
      pageSize: 1,
      fields: 'files(id)',
    });
    const fileId = inside.files![0]!.id!;
    const [graceToken, adaStart] = [await startToken(grace), await startToken(ada)];
    await ada.files.update({ fileId, addParents: 'root', removeParents: folderId });
    await ada.files.create({ requestBody: { name: 'private.txt' } });
    expect((await allChanges(grace, graceToken)).changes).toEqual([
      { changeType: 'file', removed: true, fileId },
    ]);
    expect((await allChanges(ada, adaStart)).changes).toContainEqual(
      expect.objectContaining({ fileId, removed: false }),
    );
  });

  it("follows the fixture's query, and refuses a token it never gave or none", async () => {
    const query = driveExamples.changes_list_page!.request!.query as drive_v3.Params$Resource$Changes$List;
    const { data } = await ada.changes.list({ ...query, pageToken: await startToken(ada) });
    expect(data).toEqual({ newStartPageToken: expect.any(String), changes: [] });
    const refused = async (token: string | undefined) => {
      const search = token === undefined ? '' : `?pageToken=${token}`;
      const response = await rawRequest(`${oauth().sandbox.baseUrl}/store/v3/changes${search}`, {
        headers: { authorization: `Bearer ${adaToken}` },
      });
      return { status: response.status, error: JSON.parse(response.body).error.errors[0] };
    };
    expect(await refused('999999999')).toMatchObject({
      status: 400,
      error: { reason: 'invalid', location: 'pageToken' },
    });
    expect(await refused(undefined)).toMatchObject({
      status: 400,
      error: { reason: 'required', location: 'pageToken' },
    });
  });
});

describe('watch channels', () => {
  it("accepts the fixture's files.watch and changes.watch channels, and stops them once", async () => {
    const { data: file } = await ada.files.create({ requestBody: { name: 'watched.pdf' } });
    const request = driveExamples.files_watch!.request as unknown as { body: drive_v3.Schema$Channel };
    // The fixture's expiration has passed: refused; an hour ahead is taken as asked.
    const past = await ada.files
      .watch({ fileId: file.id!, requestBody: request.body })
      .catch((error: { response: { status: number } }) => error.response);
    expect(past.status).toBe(400);
    const expiration = String(Date.now() + 60 * 60 * 1000);
    const { data: channel } = await ada.files.watch({
      fileId: file.id!,
      requestBody: { ...request.body, expiration },
    });
    expect(channel).toEqual({
      kind: 'api#channel',
      id: request.body.id,
      resourceId: expect.any(String),
      resourceUri: `${oauth().sandbox.baseUrl}/store/v3/files/${file.id}?acknowledgeAbuse=false&supportsAllDrives=false&supportsTeamDrives=false&alt=json`,
      token: request.body.token,
      expiration,
    });
    const changesRequest = driveExamples.changes_watch!.request as unknown as {
      query: drive_v3.Params$Resource$Changes$Watch;
      body: drive_v3.Schema$Channel;
    };
    const { data: changes } = await ada.changes.watch({
      ...changesRequest.query,
      requestBody: changesRequest.body,
    });
    expect(changes).toMatchObject({ kind: 'api#channel', id: changesRequest.body.id });
    // Without an expiration a channel lasts an hour.
    expect(Number(changes.expiration)).toBeGreaterThan(Date.now());
    const stop = { id: channel.id, resourceId: channel.resourceId };
    expect((await ada.channels.stop({ requestBody: stop })).status).toBe(204);
    const again = await ada.channels
      .stop({ requestBody: stop })
      .catch((error: { response: { status: number } }) => error.response);
    expect(again.status).toBe(404);
    const plain = await ada.files
      .watch({
        fileId: file.id!,
        requestBody: { id: 'another', type: 'web_hook', address: 'http://hooks.example.com/' },
      })
      .catch(
        (error: { response: { status: number; data: { error: { errors: Array<{ reason: string }> } } } }) =>
          error.response,
      );
    expect(plain.status).toBe(400);
    expect((plain.data as { error: { errors: Array<{ reason: string }> } }).error.errors[0]!.reason).toBe(
      'push.webhookUrlNotHttps',
    );
  });
});
