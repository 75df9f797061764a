// A file's versions (revisions.*) and comment threads (comments.*, replies.*) as the Storage page shows
// them: the calls the details panel and the journal's Check and Undo send, each answer turned into the
// contract's shapes (absent fields read as the service means them).
import type {
  StorageComment,
  StorageReply,
  StorageRevision,
} from '../../../src-shared/contract/schemas/storage-details';
import type { Comment, Reply, Revision, STORE_V3, User } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';

type Client = GoogleClient<typeof STORE_V3>;

const PERSON = 'displayName,me';
const REVISION_FIELDS = `id,mimeType,modifiedTime,keepForever,size,md5Checksum,originalFilename,lastModifyingUser(${PERSON})`;
const REPLY_FIELDS = `id,createdTime,modifiedTime,author(${PERSON}),content,action,deleted`;
const COMMENT_FIELDS = `id,createdTime,modifiedTime,author(${PERSON}),content,quotedFileContent,anchor,resolved,deleted,replies(${REPLY_FIELDS})`;

/** Docs Editors files' versions have no bytes of their own: no size, never kept forever, never deleted. */
const editorType = (mimeType: string) => mimeType.startsWith('application/vnd.google-apps.');

const personOf = (user: User | undefined) =>
  user?.displayName === undefined ? null : { name: user.displayName, me: user.me === true };

export function toStorageRevision(revision: Revision, headId: string | undefined): StorageRevision {
  const mimeType = revision.mimeType ?? 'application/octet-stream';
  return {
    id: revision.id ?? '',
    mimeType,
    modifiedTime: revision.modifiedTime ?? null,
    size: revision.size ?? null,
    md5Checksum: revision.md5Checksum ?? null,
    keepForever: editorType(mimeType) ? null : revision.keepForever === true,
    lastModifyingUser: personOf(revision.lastModifyingUser),
    originalFilename: revision.originalFilename ?? null,
    isHead: revision.id === headId,
  };
}

export function toStorageReply(reply: Reply): StorageReply {
  return {
    id: reply.id ?? '',
    author: personOf(reply.author),
    createdTime: reply.createdTime ?? null,
    modifiedTime: reply.modifiedTime ?? null,
    content: reply.content ?? '',
    action: reply.action === 'resolve' || reply.action === 'reopen' ? reply.action : null,
    deleted: reply.deleted === true,
  };
}

export function toStorageComment(comment: Comment): StorageComment {
  return {
    id: comment.id ?? '',
    author: personOf(comment.author),
    createdTime: comment.createdTime ?? null,
    modifiedTime: comment.modifiedTime ?? null,
    content: comment.content ?? '',
    quotedText: comment.quotedFileContent?.value ?? null,
    anchor: comment.anchor ?? null,
    resolved: comment.resolved === true,
    deleted: comment.deleted === true,
    replies: (comment.replies ?? []).map(toStorageReply),
  };
}

export function createDetailCalls(deps: {
  client: Client;
  /** The same API without retries: a repeated create would write the comment twice. */
  onceClient: Client;
}) {
  const { client, onceClient } = deps;
  const revisionPath = (fileId: string, revisionId: string) => ({ params: { fileId, revisionId } });

  /** The file's current version: its headRevisionId (Docs Editors files have none: their newest then). */
  const headOf = async (profileId: string, fileId: string): Promise<string | undefined> =>
    (
      (await client.call(profileId, 'files.get', { params: { fileId }, fields: 'headRevisionId' })) as {
        headRevisionId?: string;
      } | null
    )?.headRevisionId;

  return {
    /** Every version, oldest first, the current one marked. */
    async revisions(profileId: string, fileId: string): Promise<StorageRevision[]> {
      const found: Revision[] = [];
      for await (const page of client.pages(profileId, 'revisions.list', {
        params: { fileId, pageSize: 1000 },
        fields: `revisions(${REVISION_FIELDS})`,
      }))
        found.push(...((page as { revisions?: Revision[] }).revisions ?? []));
      const headId = (await headOf(profileId, fileId)) ?? found.at(-1)?.id;
      return found.map((revision) => toStorageRevision(revision, headId));
    },
    /** One version; marked current only when it is the file's headRevisionId. */
    async revision(profileId: string, fileId: string, revisionId: string): Promise<StorageRevision> {
      const [answer, headId] = await Promise.all([
        client.call(profileId, 'revisions.get', {
          ...revisionPath(fileId, revisionId),
          fields: REVISION_FIELDS,
        }),
        headOf(profileId, fileId),
      ]);
      return toStorageRevision(answer as Revision, headId);
    },
    async keepForever(profileId: string, fileId: string, revisionId: string, keepForever: boolean) {
      const answer = (await client.call(profileId, 'revisions.update', {
        ...revisionPath(fileId, revisionId),
        body: { keepForever },
        fields: REVISION_FIELDS,
      })) as Revision;
      return toStorageRevision(answer, undefined);
    },
    async deleteRevision(profileId: string, fileId: string, revisionId: string): Promise<void> {
      await onceClient.call(profileId, 'revisions.delete', revisionPath(fileId, revisionId));
    },

    /** Every thread, deleted ones included (the service keeps them marked, with no content). */
    async comments(profileId: string, fileId: string): Promise<StorageComment[]> {
      const found: StorageComment[] = [];
      for await (const page of client.pages(profileId, 'comments.list', {
        params: { fileId, includeDeleted: true, pageSize: 100 },
        fields: `comments(${COMMENT_FIELDS})`,
      }))
        found.push(...((page as { comments?: Comment[] }).comments ?? []).map(toStorageComment));
      return found;
    },
    async comment(profileId: string, fileId: string, commentId: string): Promise<StorageComment> {
      const answer = (await client.call(profileId, 'comments.get', {
        params: { fileId, commentId, includeDeleted: true },
        fields: COMMENT_FIELDS,
      })) as Comment;
      return toStorageComment(answer);
    },
    async addComment(profileId: string, fileId: string, content: string, quotedText?: string) {
      const body: Comment = {
        content,
        ...(quotedText ? { quotedFileContent: { mimeType: 'text/plain', value: quotedText } } : {}),
      };
      const answer = (await onceClient.call(profileId, 'comments.create', {
        params: { fileId },
        body,
        fields: COMMENT_FIELDS,
      })) as Comment;
      return toStorageComment(answer);
    },
    async reply(
      profileId: string,
      fileId: string,
      commentId: string,
      words: { content?: string; action?: 'resolve' | 'reopen' },
    ): Promise<StorageReply> {
      const answer = (await onceClient.call(profileId, 'replies.create', {
        params: { fileId, commentId },
        body: words,
        fields: REPLY_FIELDS,
      })) as Reply;
      return toStorageReply(answer);
    },
    async deleteComment(profileId: string, fileId: string, commentId: string, replyId?: string) {
      if (replyId === undefined)
        await onceClient.call(profileId, 'comments.delete', { params: { fileId, commentId } });
      else await onceClient.call(profileId, 'replies.delete', { params: { fileId, commentId, replyId } });
    },
  };
}

export type DetailCalls = ReturnType<typeof createDetailCalls>;
