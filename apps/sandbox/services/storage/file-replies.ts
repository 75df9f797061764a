// replies.* (research google.md §3.7, drive-examples.json replies_create_resolve): a reply answers a
// comment thread; its action resolve or reopen is the only way to change the comment's `resolved`. The
// rules of who writes, changes and deletes are the comments' (file-comments.ts).
import { REPLY_FIELDS, replyResource } from './comment-resource';
import { driveError, type Answer } from './drive-errors';
import type { Caller } from './file-access';
import { canWrite, checkBody, mayDelete, newId, notAuthor, save } from './file-comments';
import type { CommentRecord, FileRecord, ReplyRecord } from './file-record';
import { pageOf } from './list-paging';
import type { StorageState } from './storage-state';

type Body = Record<string, unknown>;

const replyNotFound = (id: string) =>
  driveError(404, 'notFound', `Reply not found: ${id}.`, { location: 'replyId' });

function findReply(comment: CommentRecord, id: string, includeDeleted: boolean): ReplyRecord | Answer {
  const reply = comment.replies.find((candidate) => candidate.id === id);
  return reply && (includeDeleted || !reply.deleted) ? reply : replyNotFound(id);
}

export function listReplies(
  file: FileRecord,
  comment: CommentRecord,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
): Answer {
  const includeDeleted = params.get('includeDeleted') === 'true';
  const page = pageOf(
    comment.replies.filter((reply) => includeDeleted || !reply.deleted),
    params,
    20,
    100,
  );
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#replyList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      replies: page.items.map((reply) => replyResource(reply, caller, state)),
    },
  };
}

export function getReply(
  comment: CommentRecord,
  id: string,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
): Answer {
  const reply = findReply(comment, id, params.get('includeDeleted') === 'true');
  return 'status' in reply ? reply : { status: 200, body: replyResource(reply, caller, state) };
}

/** replies.create, and replies.update (with `replyId`) or delete (with `remove`). */
export function writeReply(
  file: FileRecord,
  comment: CommentRecord,
  change: { body?: Body; replyId?: string; remove?: boolean },
  caller: Caller,
  state: StorageState,
  now: string,
): Answer {
  const body = change.body ?? {};
  const problem =
    canWrite(file, caller, state) ??
    checkBody(body, change.replyId ? ['content'] : ['content', 'action'], REPLY_FIELDS);
  if (problem) return problem;
  let replies = comment.replies;
  let reply: ReplyRecord;
  let resolved = comment.resolved;
  if (change.replyId !== undefined) {
    const found = findReply(comment, change.replyId, false);
    if ('status' in found) return found;
    if (change.remove ? !mayDelete(file, found.author, caller, state) : found.author !== caller.identity)
      return notAuthor('reply');
    reply = change.remove
      ? { ...found, content: '', deleted: true, modifiedTime: now }
      : { ...found, content: (body.content as string | undefined) ?? found.content, modifiedTime: now };
    replies = replies.map((kept) => (kept === found ? reply : kept));
  } else {
    const action = body.action as ReplyRecord['action'] | undefined;
    if (action !== undefined && action !== 'resolve' && action !== 'reopen')
      return driveError(
        400,
        'invalid',
        `Invalid value for action: ${String(action)}. Use resolve or reopen.`,
        { location: 'action' },
      );
    if (!action && (typeof body.content !== 'string' || body.content === ''))
      return driveError(400, 'required', 'A reply needs content or an action.', { location: 'content' });
    reply = {
      id: newId(),
      author: caller.identity,
      content: (body.content as string | undefined) ?? '',
      createdTime: now,
      modifiedTime: now,
      deleted: false,
      ...(action ? { action } : {}),
    };
    replies = [...replies, reply];
    if (action) resolved = action === 'resolve';
  }
  const next = { ...comment, replies, resolved, modifiedTime: now };
  save(
    file,
    file.comments!.map((kept) => (kept === comment ? next : kept)),
    state,
  );
  return change.remove
    ? { status: 204, body: undefined }
    : { status: 200, body: replyResource(reply, caller, state) };
}
