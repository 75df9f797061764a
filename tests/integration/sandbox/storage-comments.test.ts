// Comments and replies through the official Drive client: the fixture's anchored comment, a thread resolved
// and reopened by replies, the list with the fixture's fields, `fields` required, Grace commenting on the
// document Ada shares with her, only authors changing their words, deleted comments keeping no content.
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, oauthSandboxPerFile } from './oauth-harness';
import { rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples, driveRefusal } from './storage-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;
let adaToken: string;

beforeAll(async () => {
  adaToken = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, adaToken);
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

type Example = { request: { query: Record<string, unknown>; body: Record<string, unknown> } };
const example = (name: string) => driveExamples[name] as unknown as Example;

/** The document Ada shares with Grace as a commenter. */
async function sharedDocument(): Promise<string> {
  const { data } = await grace.files.list({
    q: "sharedWithMe = true and mimeType = 'application/vnd.google-apps.document'",
    fields: 'files(id)',
  });
  return data.files![0]!.id!;
}

describe('comments and replies', () => {
  it('runs a thread: an anchored comment, resolved and reopened by replies, listed as the fixture asks', async () => {
    const fileId = await sharedDocument();
    const created = example('comments_create_anchored').request;
    const { data: comment } = await grace.comments.create({
      fileId,
      fields: created.query.fields as string,
      requestBody: { ...created.body, quotedFileContent: { mimeType: 'text/html', value: 'Launch in Q2' } },
    });
    expect(comment).toEqual({ id: expect.stringMatching(/^AAAA/), ...created.body });
    const resolve = example('replies_create_resolve').request;
    const { data: reply } = await ada.replies.create({
      fileId,
      commentId: comment.id!,
      fields: resolve.query.fields as string,
      requestBody: resolve.body,
    });
    expect(reply).toEqual({ id: expect.any(String), ...resolve.body });
    const listed = driveExamples.comments_list!.request!.query as drive_v3.Params$Resource$Comments$List;
    const { data } = await ada.comments.list({ fileId, ...listed });
    const [recorded] = (driveExamples.comments_list!.response as { comments: Array<Record<string, unknown>> })
      .comments;
    const thread = data.comments!.find((candidate) => candidate.id === comment.id)!;
    // The fixture's fields, the author without an e-mail address as Drive shows commenters.
    expect(Object.keys(thread).sort()).toEqual(
      Object.keys(recorded!)
        .filter((name) => name !== 'kind')
        .sort(),
    );
    expect(thread).toMatchObject({
      resolved: true,
      deleted: false,
      author: { displayName: 'Grace Visitor' },
    });
    expect(thread.replies).toEqual([
      {
        id: reply.id,
        content: 'Resolved.',
        action: 'resolve',
        author: { displayName: 'Ada Operator' },
        createdTime: expect.any(String),
      },
    ]);
    await grace.replies.create({
      fileId,
      commentId: comment.id!,
      fields: 'id',
      requestBody: { action: 'reopen' },
    });
    const { data: again } = await grace.comments.get({
      fileId,
      commentId: comment.id!,
      fields: 'resolved,replies(action)',
    });
    expect(again).toEqual({ resolved: false, replies: [{ action: 'resolve' }, { action: 'reopen' }] });
  });

  it('requires fields, and refuses resolved in an update and words from someone not the author', async () => {
    const fileId = await sharedDocument();
    const missing = await rawRequest(`${oauth().sandbox.baseUrl}/store/v3/files/${fileId}/comments`, {
      headers: { authorization: `Bearer ${adaToken}` },
    });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).error.errors[0]).toMatchObject({
      reason: 'required',
      location: 'fields',
    });
    const { data: comment } = await ada.comments.create({
      fileId,
      fields: 'id',
      requestBody: { content: 'Mine' },
    });
    expect(
      await driveRefusal(
        ada.comments.update({
          fileId,
          commentId: comment.id!,
          fields: 'id',
          requestBody: { resolved: true },
        }),
      ),
    ).toEqual({
      status: 403,
      reason: 'fieldNotWritable',
    });
    expect(
      await driveRefusal(
        grace.comments.update({
          fileId,
          commentId: comment.id!,
          fields: 'id',
          requestBody: { content: 'Hers' },
        }),
      ),
    ).toEqual({
      status: 403,
      reason: 'insufficientPermissions',
    });
    const { data: edited } = await ada.comments.update({
      fileId,
      commentId: comment.id!,
      fields: 'content,htmlContent',
      requestBody: { content: 'Mine, <edited> for +grace@example.com' },
    });
    expect(edited).toEqual({
      content: 'Mine, <edited> for +grace@example.com',
      htmlContent: 'Mine, &lt;edited&gt; for +grace@example.com',
    });
  });

  it('keeps no content of a deleted comment, shown only with includeDeleted', async () => {
    const fileId = await sharedDocument();
    const { data: comment } = await grace.comments.create({
      fileId,
      fields: 'id',
      requestBody: { content: 'Temporary' },
    });
    await grace.replies.create({
      fileId,
      commentId: comment.id!,
      fields: 'id',
      requestBody: { content: 'A reply' },
    });
    await grace.comments.delete({ fileId, commentId: comment.id! });
    expect(await driveRefusal(grace.comments.get({ fileId, commentId: comment.id!, fields: 'id' }))).toEqual({
      status: 404,
      reason: 'notFound',
    });
    const { data } = await grace.comments.get({
      fileId,
      commentId: comment.id!,
      includeDeleted: true,
      fields: 'id,deleted,content,replies(deleted,content)',
    });
    expect(data).toEqual({ id: comment.id, deleted: true, replies: [{ deleted: true }] });
  });

  it('refuses comments to someone who may only read', async () => {
    const { data } = await ada.files.list({ q: 'sharedWithMe = true', fields: 'files(id)' });
    const readOnly = data.files![0]!.id!;
    expect(
      await driveRefusal(
        ada.comments.create({ fileId: readOnly, fields: 'id', requestBody: { content: 'Hi' } }),
      ),
    ).toEqual({
      status: 403,
      reason: 'insufficientFilePermissions',
    });
    const { data: listed } = await ada.comments.list({ fileId: readOnly, fields: 'comments(id)' });
    expect(listed.comments).toEqual([]);
  });
});
