// A file's versions and comment threads for the Storage page's details panel: read as they are, and
// changed (keep forever, delete a version, comment, reply, resolve, reopen, delete) each through the
// journal before it is sent, as the profile's account.
import { VerityError } from '../../../src-shared/contract/result';
import type { STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import type { OperationKinds } from '../journal/operation-kinds';
import type { Summary } from '../../verification/journal/journal-chain';
import { detailsRefusal } from './details-refusal';
import { createDetailCalls } from './storage-detail-calls';
import { DETAIL_KINDS, detailKinds, replyKind, wordsDigest } from './storage-detail-kinds';

type Client = GoogleClient<typeof STORE_V3>;

/** Waits for `call`; a refusal of the service comes back said as what was refused and what to do. */
const refused = <T>(doing: string, call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw detailsRefusal(error, doing);
  });

export function createStorageDetails(deps: {
  client: Client;
  onceClient: Client;
  journal: Pick<Journal, 'begin' | 'settle'>;
  kinds: OperationKinds;
}) {
  const calls = createDetailCalls(deps);
  for (const kind of detailKinds(calls)) deps.kinds.declare(kind);

  /** Journals one change before it is sent; answers its outcome with the operation's ID. */
  async function journaled<T>(
    profileId: string,
    doing: string,
    op: { kind: string; target: string; request: Summary },
    send: () => Promise<T>,
    summarize: (answer: T) => Summary,
  ): Promise<{ opId: string; answer: T }> {
    const opId = deps.journal.begin({ profileId, service: 'storage', ...op });
    return { opId, answer: await deps.journal.settle(opId, () => refused(doing, send()), summarize) };
  }

  const versionOf = (fileId: string, revisionId: string) => `version ${revisionId} of file ${fileId}`;
  const threadOf = (fileId: string, commentId: string) => `comment ${commentId} on file ${fileId}`;

  return {
    revisions: async (profileId: string, fileId: string) => ({
      revisions: await refused(`list the versions of file ${fileId}`, calls.revisions(profileId, fileId)),
    }),

    async keepRevision(profileId: string, fileId: string, revisionId: string, keepForever: boolean) {
      // The value before is read first, so Undo sets back what was there rather than guessing it.
      const version = versionOf(fileId, revisionId);
      const before = await refused(`read ${version}`, calls.revision(profileId, fileId, revisionId));
      if (before.keepForever === null)
        throw new VerityError(
          'VALIDATION',
          'Only versions of uploaded files can be kept forever; the service keeps every version of a Docs Editors file by itself',
        );
      const { opId, answer } = await journaled(
        profileId,
        `${keepForever ? 'keep' : 'stop keeping'} ${version} forever`,
        {
          kind: DETAIL_KINDS.keepRevision,
          target: version,
          request: { fileId, revisionId, keepForever, was: before.keepForever },
        },
        () => calls.keepForever(profileId, fileId, revisionId, keepForever),
        (revision) => ({ keepForever: revision.keepForever }),
      );
      return { revision: { ...answer, isHead: before.isHead }, opId };
    },

    async deleteRevision(profileId: string, fileId: string, revisionId: string) {
      const { opId } = await journaled(
        profileId,
        `delete ${versionOf(fileId, revisionId)}`,
        {
          kind: DETAIL_KINDS.deleteRevision,
          target: versionOf(fileId, revisionId),
          request: { fileId, revisionId },
        },
        () => calls.deleteRevision(profileId, fileId, revisionId),
        () => ({ deleted: true }),
      );
      return { opId };
    },

    comments: async (profileId: string, fileId: string) => ({
      comments: await refused(`list the comments on file ${fileId}`, calls.comments(profileId, fileId)),
    }),

    async addComment(profileId: string, fileId: string, content: string, quotedText?: string) {
      const { opId, answer } = await journaled(
        profileId,
        `comment on file ${fileId}`,
        {
          kind: DETAIL_KINDS.addComment,
          target: `a comment on file ${fileId}`,
          request: { fileId, contentSha256: wordsDigest(content), quoted: Boolean(quotedText) },
        },
        () => calls.addComment(profileId, fileId, content, quotedText),
        (comment) => ({ commentId: comment.id }),
      );
      return { comment: answer, opId };
    },

    async reply(
      profileId: string,
      fileId: string,
      commentId: string,
      words: { content?: string; action?: 'resolve' | 'reopen' },
    ) {
      const { opId, answer } = await journaled(
        profileId,
        `${words.action ?? 'reply to'} ${threadOf(fileId, commentId)}`,
        {
          kind: replyKind(words.action),
          target: threadOf(fileId, commentId),
          request: {
            fileId,
            commentId,
            action: words.action ?? null,
            contentSha256: words.content === undefined ? null : wordsDigest(words.content),
          },
        },
        () => calls.reply(profileId, fileId, commentId, words),
        (reply) => ({ replyId: reply.id }),
      );
      return { reply: answer, opId };
    },

    async deleteComment(profileId: string, fileId: string, commentId: string, replyId?: string) {
      const { opId } = await journaled(
        profileId,
        `delete ${replyId ? `reply ${replyId} to ` : ''}${threadOf(fileId, commentId)}`,
        {
          kind: DETAIL_KINDS.deleteComment,
          target: replyId
            ? `reply ${replyId} to ${threadOf(fileId, commentId)}`
            : threadOf(fileId, commentId),
          request: { fileId, commentId, ...(replyId ? { replyId } : {}) },
        },
        () => calls.deleteComment(profileId, fileId, commentId, replyId),
        () => ({ deleted: true }),
      );
      return { opId };
    },
  };
}
