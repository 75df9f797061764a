import { z } from 'zod';
import { ProfileId, Uint64String } from './common';

/**
 * A file, revision, comment or reply ID as the storage service makes them (defined here, not imported from
 * storage.ts, which spreads these channels into its own: the import would be a cycle).
 */
const ItemId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'an ID (letters, digits, - and _)');

const Scope = { profileId: ProfileId.optional() };
const OfFile = { ...Scope, fileId: ItemId };
/** What a person writes in a comment or reply. */
const Words = z.string().trim().min(1, 'write something first').max(4096);

/** Who made a version or wrote a comment, as the service names them (commenters without an address). */
const Person = z.strictObject({ name: z.string(), me: z.boolean() });

/** One version of a file's content, as revisions.list gives it. */
export const StorageRevision = z.strictObject({
  id: z.string(),
  mimeType: z.string(),
  modifiedTime: z.string().nullable(),
  /** Bytes (a uint64 as a decimal string); null for Docs Editors files, whose versions have no size. */
  size: Uint64String.nullable(),
  md5Checksum: z.string().nullable(),
  /** Null for Docs Editors files: only versions of binary files can be kept forever. */
  keepForever: z.boolean().nullable(),
  lastModifyingUser: Person.nullable(),
  /** The name the file had when this version was uploaded. */
  originalFilename: z.string().nullable(),
  /** The current version: it cannot be deleted. */
  isHead: z.boolean(),
});
export type StorageRevision = z.infer<typeof StorageRevision>;

export const StorageReply = z.strictObject({
  id: z.string(),
  author: Person.nullable(),
  createdTime: z.string().nullable(),
  modifiedTime: z.string().nullable(),
  /** Empty when deleted (the service keeps no content of a deleted reply) or for a bare resolve/reopen. */
  content: z.string(),
  action: z.enum(['resolve', 'reopen']).nullable(),
  deleted: z.boolean(),
});
export type StorageReply = z.infer<typeof StorageReply>;

export const StorageComment = z.strictObject({
  id: z.string(),
  author: Person.nullable(),
  createdTime: z.string().nullable(),
  modifiedTime: z.string().nullable(),
  content: z.string(),
  /** The text of the file the comment is about, when its writer quoted some. */
  quotedText: z.string().nullable(),
  /** Where in the file the comment sits: the service's anchor, a JSON string as written. */
  anchor: z.string().nullable(),
  resolved: z.boolean(),
  deleted: z.boolean(),
  replies: z.array(StorageReply),
});
export type StorageComment = z.infer<typeof StorageComment>;

const OpId = { opId: z.string() };

/** A file's versions and comment threads (the Storage page's details panel); every change journaled. */
export const storageDetails = {
  /** Every version of a file, oldest first (the last is the head). */
  revisions: {
    input: z.strictObject(OfFile),
    output: z.strictObject({ revisions: z.array(StorageRevision) }),
  },
  /** Keeps a version of a binary file forever (up to 200 per file) or lets it expire again; Undo sets it back. */
  keepRevision: {
    input: z.strictObject({ ...OfFile, revisionId: ItemId, keepForever: z.boolean() }),
    output: z.strictObject({ revision: StorageRevision, ...OpId }),
  },
  /** Deletes a version for good (never the current one). */
  deleteRevision: {
    input: z.strictObject({ ...OfFile, revisionId: ItemId }),
    output: z.strictObject(OpId),
  },
  /** Every comment thread of a file with its replies, deleted ones included (with no content). */
  comments: {
    input: z.strictObject(OfFile),
    output: z.strictObject({ comments: z.array(StorageComment) }),
  },
  /** Writes a comment on the file, optionally quoting the text it is about. */
  addComment: {
    input: z.strictObject({ ...OfFile, content: Words, quotedText: z.string().max(4096).optional() }),
    output: z.strictObject({ comment: StorageComment, ...OpId }),
  },
  /** Replies to a thread; `action` resolves or reopens it (with or without words). */
  reply: {
    input: z
      .strictObject({
        ...OfFile,
        commentId: ItemId,
        content: Words.optional(),
        action: z.enum(['resolve', 'reopen']).optional(),
      })
      .refine((input) => input.content !== undefined || input.action !== undefined, {
        message: 'write a reply, or resolve or reopen the thread',
        path: ['content'],
      }),
    output: z.strictObject({ reply: StorageReply, ...OpId }),
  },
  /** Deletes a comment (with its replies) or, with `replyId`, one reply: the service keeps no content of it. */
  deleteComment: {
    input: z.strictObject({ ...OfFile, commentId: ItemId, replyId: ItemId.optional() }),
    output: z.strictObject(OpId),
  },
};
