// The journal's operations on a file's versions and comments. Check reads the version or thread back;
// Undo sends the opposite: keep forever is set back to what it was, a resolve is reopened (and a reopen
// resolved), a reply or comment just written is deleted. A deleted version or comment cannot come back:
// the service keeps nothing of either.
import { createHash } from 'node:crypto';
import type { StorageComment } from '../../../src-shared/contract/schemas/storage-details';
import { GoogleApiError } from '../google/google-error';
import {
  operationFields,
  type BegunOperation,
  type CheckFinding,
  type OperationKind,
} from '../journal/operation-kinds';
import type { DetailCalls } from './storage-detail-calls';

export const DETAIL_KINDS = {
  keepRevision: 'keep-revision',
  deleteRevision: 'delete-revision',
  addComment: 'add-comment',
  reply: 'reply-comment',
  resolve: 'resolve-comment',
  reopen: 'reopen-comment',
  deleteComment: 'delete-comment',
} as const;

/** The kind of a reply: a plain one, or one that resolves or reopens its thread. */
export const replyKind = (action: 'resolve' | 'reopen' | undefined) =>
  action === 'resolve'
    ? DETAIL_KINDS.resolve
    : action === 'reopen'
      ? DETAIL_KINDS.reopen
      : DETAIL_KINDS.reply;

/** What the journal keeps of words written: their SHA-256, enough for Check to find them, never the text. */
export const wordsDigest = (content: string) => createHash('sha256').update(content).digest('hex');

const fields = (op: BegunOperation, names: string[]) => operationFields(op, names, 'the Storage page');

const finding = (holds: boolean, what: string): CheckFinding =>
  holds
    ? { outcome: 'ok', response: { found: `The service shows ${what}: the change took effect` } }
    : {
        outcome: 'failed',
        response: { found: `The service does not show ${what}: the change never took effect` },
      };

const notFound = (error: unknown) => error instanceof GoogleApiError && error.facts.httpStatus === 404;

/** Mine, not deleted, with the words the operation wrote (or none for a bare resolve/reopen). */
const wroteIt = (
  item: { author: { me: boolean } | null; deleted: boolean; content: string },
  op: BegunOperation,
) =>
  item.author?.me === true &&
  !item.deleted &&
  (op.request.contentSha256 ?? null) === (item.content === '' ? null : wordsDigest(item.content));

export function detailKinds(calls: DetailCalls): OperationKind[] {
  const reverseAction = (kind: string, action: 'resolve' | 'reopen'): OperationKind => ({
    service: 'storage',
    kind,
    async check(op) {
      const { profileId, values } = fields(op, ['fileId', 'commentId']);
      const thread = await calls.comment(profileId, values[0]!, values[1]!);
      const replied = thread.replies.some((reply) => reply.action === action && wroteIt(reply, op));
      return finding(replied && thread.resolved === (action === 'resolve'), `the thread ${action}d by you`);
    },
    undo(op) {
      const { profileId, values } = fields(op, ['fileId', 'commentId']);
      const opposite = action === 'resolve' ? 'reopen' : 'resolve';
      return {
        kind: replyKind(opposite),
        target: op.target,
        request: { fileId: values[0]!, commentId: values[1]!, action: opposite, contentSha256: null },
        send: async () => ({
          replyId: (await calls.reply(profileId, values[0]!, values[1]!, { action: opposite })).id,
        }),
      };
    },
  });

  /** Deletes what an add-comment or reply operation wrote (its ID is in the operation's answer). */
  const deleteWritten = (op: BegunOperation, withReply: boolean) => {
    const names = withReply ? ['fileId', 'commentId', 'replyId'] : ['fileId', 'commentId'];
    const { profileId, values } = fields(op, names);
    const [fileId, commentId, replyId] = values as [string, string, string | undefined];
    return {
      kind: DETAIL_KINDS.deleteComment,
      target: op.target,
      request: { fileId, commentId, ...(replyId ? { replyId } : {}) },
      send: async () => {
        await calls.deleteComment(profileId, fileId, commentId, replyId);
        return { deleted: true };
      },
    };
  };

  return [
    {
      service: 'storage',
      kind: DETAIL_KINDS.keepRevision,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'revisionId']);
        const revision = await calls.revision(profileId, values[0]!, values[1]!);
        const wanted = op.request.keepForever === true;
        return finding(
          revision.keepForever === wanted,
          wanted ? 'the version kept forever' : 'the version not kept forever',
        );
      },
      undo(op) {
        const { profileId, values } = fields(op, ['fileId', 'revisionId']);
        const back = op.request.was === true;
        return {
          kind: DETAIL_KINDS.keepRevision,
          target: op.target,
          request: { fileId: values[0]!, revisionId: values[1]!, keepForever: back, was: !back },
          send: async () => ({
            keepForever: (await calls.keepForever(profileId, values[0]!, values[1]!, back)).keepForever,
          }),
        };
      },
    },
    {
      service: 'storage',
      kind: DETAIL_KINDS.deleteRevision,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'revisionId']);
        const gone = await calls.revision(profileId, values[0]!, values[1]!).then(
          () => false,
          (error: unknown) => {
            if (notFound(error)) return true;
            throw error;
          },
        );
        return finding(gone, 'the version gone');
      },
      notUndoable:
        'the service keeps nothing of a deleted version. Upload its content again from a copy you have (it becomes the newest version)',
    },
    {
      service: 'storage',
      kind: DETAIL_KINDS.addComment,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId']);
        const threads: StorageComment[] = await calls.comments(profileId, values[0]!);
        return finding(
          threads.some((thread) => wroteIt(thread, op)),
          'your comment on the file',
        );
      },
      undo: (op) => deleteWritten(op, false),
    },
    {
      service: 'storage',
      kind: DETAIL_KINDS.reply,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'commentId']);
        const thread = await calls.comment(profileId, values[0]!, values[1]!);
        return finding(
          thread.replies.some((reply) => reply.action === null && wroteIt(reply, op)),
          'your reply in the thread',
        );
      },
      undo: (op) => deleteWritten(op, true),
    },
    reverseAction(DETAIL_KINDS.resolve, 'resolve'),
    reverseAction(DETAIL_KINDS.reopen, 'reopen'),
    {
      service: 'storage',
      kind: DETAIL_KINDS.deleteComment,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'commentId']);
        const replyId = op.request.replyId;
        const thread = await calls.comment(profileId, values[0]!, values[1]!);
        const target =
          typeof replyId === 'string' ? thread.replies.find((reply) => reply.id === replyId) : thread;
        return finding(
          target?.deleted === true,
          typeof replyId === 'string' ? 'the reply deleted' : 'the comment deleted',
        );
      },
      notUndoable:
        'the service keeps no content of a deleted comment or reply, so it cannot come back. Write it again if it is still needed',
    },
  ];
}
