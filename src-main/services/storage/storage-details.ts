// A file's versions and comment threads for the Storage page's details panel: read as they are, and
// changed (keep forever, delete a version, comment, reply, resolve, reopen, delete) each through the
// journal before it is sent, as the profile's account.
import { VerityError } from '../../../src-shared/contract/result';
import type { STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import type { Journal } from '../journal/journal';
import type { OperationKinds } from '../journal/operation-kinds';
import type { Summary } from '../../verification/journal/journal-chain';
import { createDetailCalls } from './storage-detail-calls';
import { DETAIL_KINDS, detailKinds, replyKind, wordsDigest } from './storage-detail-kinds';

type Client = GoogleClient<typeof STORE_V3>;

/** The service's refusal to delete a version, said with why and what to do instead; others pass through. */
function versionRefusal(error: unknown): unknown {
  if (!(error instanceof GoogleApiError) || error.facts.httpStatus !== 400) return error;
  return new VerityError(
    'VALIDATION',
    `The storage service refused to delete this version (${error.facts.message}). The current version of a file cannot be deleted: upload a newer one first, or delete the whole file. Versions of Docs Editors files cannot be deleted at all`,
  );
}

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
    op: { kind: string; target: string; request: Summary },
    send: () => Promise<T>,
    summarize: (answer: T) => Summary,
  ): Promise<{ opId: string; answer: T }> {
    const opId = deps.journal.begin({ profileId, service: 'storage', ...op });
    return { opId, answer: await deps.journal.settle(opId, send, summarize) };
  }

  const versionOf = (fileId: string, revisionId: string) => `version ${revisionId} of file ${fileId}`;
  const threadOf = (fileId: string, commentId: string) => `comment ${commentId} on file ${fileId}`;

  return {
    revisions: async (profileId: string, fileId: string) => ({
      revisions: await calls.revisions(profileId, fileId),
    }),

    async keepRevision(profileId: string, fileId: string, revisionId: string, keepForever: boolean) {
      // The value before is read first, so Undo sets back what was there rather than guessing it.
      const before = await calls.revision(profileId, fileId, revisionId);
      if (before.keepForever === null)
        throw new VerityError(
          'VALIDATION',
          'Only versions of uploaded files can be kept forever; the service keeps every version of a Docs Editors file by itself',
        );
      const { opId, answer } = await journaled(
        profileId,
        {
          kind: DETAIL_KINDS.keepRevision,
          target: versionOf(fileId, revisionId),
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
        {
          kind: DETAIL_KINDS.deleteRevision,
          target: versionOf(fileId, revisionId),
          request: { fileId, revisionId },
        },
        () =>
          calls.deleteRevision(profileId, fileId, revisionId).catch((error: unknown) => {
            throw versionRefusal(error);
          }),
        () => ({ deleted: true }),
      );
      return { opId };
    },

    comments: async (profileId: string, fileId: string) => ({
      comments: await calls.comments(profileId, fileId),
    }),

    async addComment(profileId: string, fileId: string, content: string, quotedText?: string) {
      const { opId, answer } = await journaled(
        profileId,
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
