// comments.* (replies in file-replies.ts) (research google.md §3.7, drive-examples.json comments_*, replies_*): anyone who
// can see a file reads its discussions, commenters and up write them; only the author changes a comment or
// reply, the author or an editor deletes one (it stays, marked deleted, with no content); `resolved` is
// not writable: a reply with action resolve or reopen sets it.
import { randomBytes } from 'node:crypto';
import { COMMENT_FIELDS, commentResource } from './comment-resource';
import { driveError, insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, roleOf, type Caller } from './file-access';
import type { CommentRecord, FileRecord } from './file-record';
import { pageOf } from './list-paging';
import type { StorageState } from './storage-state';

type Body = Record<string, unknown>;

const commentNotFound = (id: string) =>
  driveError(404, 'notFound', `Comment not found: ${id}.`, { location: 'commentId' });
export const notAuthor = (what: string) =>
  driveError(403, 'insufficientPermissions', `Only the author of a ${what} can change it.`);

export const newId = () => `AAAA${randomBytes(12).toString('base64url')}`;

/** The checks of a comment or reply body: only `writable` fields, each of its type. */
export function checkBody(body: Body, writable: string[], fields: ReadonlySet<string>): Answer | undefined {
  const unknown = Object.keys(body).find((name) => !writable.includes(name));
  if (unknown !== undefined)
    return fields.has(unknown)
      ? driveError(403, 'fieldNotWritable', `The ${unknown} field is not writable here.`)
      : driveError(400, 'invalid', `Unknown field: ${unknown}.`, { location: unknown });
  for (const name of ['content', 'anchor', 'action'])
    if (name in body && typeof body[name] !== 'string')
      return driveError(400, 'invalid', `Invalid value for ${name}: expected a string.`, { location: name });
  return undefined;
}

export function canWrite(file: FileRecord, caller: Caller, state: StorageState): Answer | undefined {
  return atLeast(roleOf(file, caller, state, true), 'commenter')
    ? undefined
    : insufficientFilePermissions(file.id);
}

export function save(file: FileRecord, comments: CommentRecord[], state: StorageState): void {
  state.put({ ...file, comments });
}

export function findComment(file: FileRecord, id: string, includeDeleted: boolean): CommentRecord | Answer {
  const comment = file.comments?.find((candidate) => candidate.id === id);
  return comment && (includeDeleted || !comment.deleted) ? comment : commentNotFound(id);
}

export function listComments(
  file: FileRecord,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
): Answer {
  const includeDeleted = params.get('includeDeleted') === 'true';
  const since = params.get('startModifiedTime');
  if (since !== null && Number.isNaN(Date.parse(since)))
    return driveError(
      400,
      'invalid',
      'Invalid value for startModifiedTime: expected an RFC 3339 date-time.',
      {
        location: 'startModifiedTime',
      },
    );
  const shown = (file.comments ?? []).filter(
    (comment) =>
      (includeDeleted || !comment.deleted) &&
      (since === null || Date.parse(comment.modifiedTime) >= Date.parse(since)),
  );
  const page = pageOf(shown, params, 20, 100);
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#commentList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      comments: page.items.map((comment) => commentResource(comment, caller, state, includeDeleted)),
    },
  };
}

export function createComment(
  file: FileRecord,
  body: Body,
  caller: Caller,
  state: StorageState,
  now: string,
) {
  const problem =
    canWrite(file, caller, state) ??
    checkBody(body, ['content', 'anchor', 'quotedFileContent'], COMMENT_FIELDS);
  if (problem) return problem;
  if (typeof body.content !== 'string' || body.content === '')
    return driveError(400, 'required', 'A comment needs content.', { location: 'content' });
  if (typeof body.anchor === 'string') {
    try {
      JSON.parse(body.anchor);
    } catch {
      return driveError(400, 'invalid', 'The anchor must be a JSON string such as {"r":"head","a":[…]}.', {
        location: 'anchor',
      });
    }
  }
  const quoted = body.quotedFileContent as { mimeType?: unknown; value?: unknown } | undefined;
  const comment: CommentRecord = {
    id: newId(),
    author: caller.identity,
    content: body.content,
    createdTime: now,
    modifiedTime: now,
    ...(typeof body.anchor === 'string' ? { anchor: body.anchor } : {}),
    ...(quoted && typeof quoted.value === 'string'
      ? {
          quotedFileContent: {
            mimeType: typeof quoted.mimeType === 'string' ? quoted.mimeType : 'text/plain',
            value: quoted.value,
          },
        }
      : {}),
    resolved: false,
    deleted: false,
    replies: [],
  };
  save(file, [...(file.comments ?? []), comment], state);
  return { status: 200, body: commentResource(comment, caller, state) };
}

export function updateComment(
  file: FileRecord,
  id: string,
  body: Body,
  caller: Caller,
  state: StorageState,
  now: string,
) {
  const comment = findComment(file, id, false);
  if ('status' in comment) return comment;
  const problem = checkBody(body, ['content'], COMMENT_FIELDS);
  if (problem) return problem;
  if (comment.author !== caller.identity) return notAuthor('comment');
  const next = {
    ...comment,
    content: (body.content as string | undefined) ?? comment.content,
    modifiedTime: now,
  };
  save(
    file,
    file.comments!.map((kept) => (kept === comment ? next : kept)),
    state,
  );
  return { status: 200, body: commentResource(next, caller, state) };
}

/** Marks a comment or reply deleted (its author or an editor may): its content goes. */
export function mayDelete(file: FileRecord, authorOf: string, caller: Caller, state: StorageState) {
  return authorOf === caller.identity || atLeast(roleOf(file, caller, state, true), 'writer');
}

export function deleteComment(
  file: FileRecord,
  id: string,
  caller: Caller,
  state: StorageState,
  now: string,
): Answer {
  const comment = findComment(file, id, false);
  if ('status' in comment) return comment;
  if (!mayDelete(file, comment.author, caller, state)) return notAuthor('comment');
  const gone = {
    ...comment,
    content: '',
    deleted: true,
    modifiedTime: now,
    replies: comment.replies.map((reply) => ({ ...reply, content: '', deleted: true })),
  };
  delete gone.anchor;
  delete gone.quotedFileContent;
  save(
    file,
    file.comments!.map((kept) => (kept === comment ? gone : kept)),
    state,
  );
  return { status: 204, body: undefined };
}
