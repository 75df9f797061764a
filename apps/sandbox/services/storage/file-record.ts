// What the storage service keeps of each file and folder (Drive's File resource, research google.md §3),
// as saved in <data>/storage/state.json. Per-caller facts (starred, viewed) are kept per identity, as Drive
// keeps them per user; `trashed`, `owners`, `capabilities` and the rest are computed when answering.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

export const FOLDER = 'application/vnd.google-apps.folder';
export const SHORTCUT = 'application/vnd.google-apps.shortcut';
/** Docs Editors files (and folders, shortcuts…) have Google types and no bytes of their own. */
export const GOOGLE_TYPE_PREFIX = 'application/vnd.google-apps.';

/** Who a token speaks for: a demo account by its `sub`, or the sandbox's service account. */
export type Identity = `account:${string}` | 'service-account';

const IdentityText = z.custom<Identity>(
  (value) => typeof value === 'string' && (value === 'service-account' || value.startsWith('account:')),
);

const PermissionRecord = z.object({
  id: z.string(),
  type: z.enum(['user', 'group', 'domain', 'anyone']),
  role: z.enum(['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader']),
  emailAddress: z.string().optional(),
  domain: z.string().optional(),
  allowFileDiscovery: z.boolean().optional(),
  /** When a user or group grant ends (RFC 3339); it is removed then. */
  expirationTime: z.string().optional(),
  /** A writer the owner asked to become the owner (consumer accounts' transfer). */
  pendingOwner: z.boolean().optional(),
});
export type PermissionRecord = z.infer<typeof PermissionRecord>;

/** One version of a file's bytes (Drive's Revision resource, research google.md §3.8). */
export const RevisionRecord = z.object({
  id: z.string(),
  modifiedTime: z.string(),
  lastModifiedBy: IdentityText,
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  md5Checksum: z.string(),
  /** Also the name of the bytes in <data>/storage/blobs (content-store.ts), unless `demoSeed` is set. */
  sha256Checksum: z.string(),
  originalFilename: z.string(),
  keepForever: z.boolean(),
  /** Docs Editors revisions only: whether (and how) the revision is published to the web. */
  published: z.boolean().optional(),
  publishAuto: z.boolean().optional(),
  publishedOutsideDomain: z.boolean().optional(),
  /** A demo file's revision: its bytes are generated from this name (demo-files.ts demoBytes). */
  demoSeed: z.string().optional(),
});
export type RevisionRecord = z.infer<typeof RevisionRecord>;

const ReplyRecord = z.object({
  id: z.string(),
  author: IdentityText,
  /** Empty once deleted: a deleted reply keeps no content. */
  content: z.string(),
  createdTime: z.string(),
  modifiedTime: z.string(),
  action: z.enum(['resolve', 'reopen']).optional(),
  deleted: z.boolean(),
});
export type ReplyRecord = z.infer<typeof ReplyRecord>;

/** A comment thread on a file (research google.md §3.7): the anchor is kept as the JSON string it came as. */
const CommentRecord = z.object({
  id: z.string(),
  author: IdentityText,
  content: z.string(),
  createdTime: z.string(),
  modifiedTime: z.string(),
  anchor: z.string().optional(),
  quotedFileContent: z.object({ mimeType: z.string(), value: z.string() }).optional(),
  resolved: z.boolean(),
  deleted: z.boolean(),
  replies: z.array(ReplyRecord),
});
export type CommentRecord = z.infer<typeof CommentRecord>;

/** A label applied to a file (label-catalog.ts): its values by field ID, each kept as the text the API
 * takes (a choice ID, an e-mail address, an int64 or a YYYY-MM-DD date). */
const LabelRecord = z.object({
  id: z.string(),
  revisionId: z.string(),
  fields: z.record(z.string(), z.array(z.string())),
});
export type LabelRecord = z.infer<typeof LabelRecord>;

export const FileRecord = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  /** One parent (Drive allows no more since 2020); none for a root folder or an orphan. */
  parents: z.array(z.string()),
  owner: IdentityText,
  /** A root ("My Drive") folder of its owner: never listed, never trashed or deleted. */
  isRoot: z.boolean().optional(),
  /**
   * The shared store the item is in (the store's root folder has the store's own ID). Such an item is owned
   * by the store: `owner` only records who made it, and access comes from the store's members.
   */
  driveId: z.string().optional(),
  description: z.string().optional(),
  explicitlyTrashed: z.boolean(),
  trashedTime: z.string().optional(),
  /** Who trashed it (shown as trashingUser on a shared store's items only, as Drive does). */
  trashedBy: IdentityText.optional(),
  /** The identities that starred the file. */
  starredBy: z.array(IdentityText),
  /** When each identity last viewed the file (RFC 3339). */
  viewedBy: z.record(z.string(), z.string()),
  createdTime: z.string(),
  modifiedTime: z.string(),
  lastModifiedBy: IdentityText,
  version: z.number().int(),
  size: z.number().int().optional(),
  md5Checksum: z.string().optional(),
  sha256Checksum: z.string().optional(),
  headRevisionId: z.string().optional(),
  /**
   * The versions of the bytes, oldest first, the last being the head. Absent on a record made before
   * contents were stored (a demo file, a metadata-only create): its one revision is derived from the
   * record (file-content.ts revisionsOf).
   */
  revisions: z.array(RevisionRecord).optional(),
  /** A demo file's bytes are generated from this name (its name when the demo data was made). */
  demoSeed: z.string().optional(),
  /** Text the full-text search reads (a demo document's words; uploaded text later). */
  contentText: z.string().optional(),
  properties: z.record(z.string(), z.string()),
  appProperties: z.record(z.string(), z.string()),
  /** Grants other than the owner's own. */
  permissions: z.array(PermissionRecord),
  /** The OAuth clients that created or opened the file: what a drive.file token may see. */
  appClientIds: z.array(z.string()),
  shortcutTargetId: z.string().optional(),
  /** Comment threads, oldest first (absent when there are none). */
  comments: z.array(CommentRecord).optional(),
  folderColorRgb: z.string().optional(),
  /** Labels applied with files.modifyLabels, in the order they were first applied (absent when none). */
  labels: z.array(LabelRecord).optional(),
});
export type FileRecord = z.infer<typeof FileRecord>;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A new file ID shaped like Drive's: "1" and 32 URL-safe characters. */
export function newFileId(): string {
  return `1${[...randomBytes(32)].map((byte) => ID_ALPHABET[byte % 64]).join('')}`;
}

/** A file ID derived from `seed`, so demo data comes out the same on every first start. */
export function seededFileId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return `1${[...digest].map((byte) => ID_ALPHABET[byte % 64]).join('')}`;
}

/** A root folder's ID: "0A", 17 characters from the owner, "Uk9PVA" (base64 of "ROOT") as Drive's end. */
export function rootIdOf(identity: Identity): string {
  const digest = createHash('sha256').update(`root:${identity}`).digest();
  return `0A${[...digest.subarray(0, 11)].map((byte) => ID_ALPHABET[byte % 62]).join('')}Uk9PVA`;
}

/** A shared store's ID, shaped like Drive's: "0A", 11 characters (random, or from `seed`), "Uk9PVA". */
export function newStoreId(seed?: string): string {
  const bytes = seed === undefined ? randomBytes(11) : createHash('sha256').update(`store:${seed}`).digest();
  return `0A${[...bytes.subarray(0, 11)].map((byte) => ID_ALPHABET[byte % 62]).join('')}Uk9PVA`;
}

/** Whether `text` could be a file ID the service generated (generateIds, files.create). */
export function isFileIdShape(text: string): boolean {
  return /^[A-Za-z0-9_-]{25,64}$/.test(text);
}
