import { z } from 'zod';
import { ProfileId, Uint64String } from './common';
import { storageDetails } from './storage-details';
import { storageSharing } from './storage-sharing';

/** A file ID as the storage service makes them (letters, digits, `-` and `_`), or `root` for My Store. */
export const StorageFileId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'a file ID (letters, digits, - and _)');

/** What the caller may do with a file, as the service's `capabilities` say (a subset the page acts on). */
const StorageCapabilities = z.strictObject({
  canEdit: z.boolean(),
  canRename: z.boolean(),
  canTrash: z.boolean(),
  canUntrash: z.boolean(),
  canDelete: z.boolean(),
  canShare: z.boolean(),
  canDownload: z.boolean(),
  canAddChildren: z.boolean(),
  canMoveItemWithinDrive: z.boolean(),
});

export const StorageFile = z.strictObject({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  isFolder: z.boolean(),
  /** Bytes of a blob file (a uint64 as a decimal string); null for folders, shortcuts and Docs Editors files. */
  size: Uint64String.nullable(),
  modifiedTime: z.string().nullable(),
  parents: z.array(z.string()),
  starred: z.boolean(),
  trashed: z.boolean(),
  ownedByMe: z.boolean(),
  /** The owners' e-mail addresses. */
  owners: z.array(z.string()),
  md5Checksum: z.string().nullable(),
  sha256Checksum: z.string().nullable(),
  /** The file a shortcut points at. */
  shortcutTargetId: z.string().nullable(),
  /** The shared store the file is in (its root folder's ID); null in My Store. */
  driveId: z.string().nullable(),
  capabilities: StorageCapabilities,
});
export type StorageFile = z.infer<typeof StorageFile>;

/** A shared store the caller is a member of; its ID is also its root folder's. */
export const StorageStore = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The caller hid it from their list of stores (it still works). */
  hidden: z.boolean(),
  /** What the caller's role in the store lets them do there (writers add but neither trash nor delete). */
  capabilities: z.strictObject({
    canAddChildren: z.boolean(),
    canTrashChildren: z.boolean(),
    canDeleteChildren: z.boolean(),
    canManageMembers: z.boolean(),
  }),
});
export type StorageStore = z.infer<typeof StorageStore>;

/** Which files a listing shows: a folder's children, a fixed view, or a `q` search. */
export const StorageView = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('folder'),
    folderId: StorageFileId,
    /** The shared store the folder is in, when known: its listing then searches that store only. */
    storeId: StorageFileId.optional(),
  }),
  z.strictObject({ kind: z.literal('sharedWithMe') }),
  z.strictObject({ kind: z.literal('starred') }),
  z.strictObject({ kind: z.literal('trash') }),
  z.strictObject({ kind: z.literal('search'), q: z.string().trim().min(1).max(4000) }),
]);
export type StorageView = z.infer<typeof StorageView>;

/** `orderBy` keys the service sorts by, each optionally ` desc`, comma-separated. */
const OrderBy = z
  .string()
  .max(200)
  .regex(
    /^((folder|name|name_natural|modifiedTime|createdTime|quotaBytesUsed|starred|recency|viewedByMeTime|sharedWithMeTime|modifiedByMeTime)( desc)?)(,(folder|name|name_natural|modifiedTime|createdTime|quotaBytesUsed|starred|recency|viewedByMeTime|sharedWithMeTime|modifiedByMeTime)( desc)?)*$/,
    'keys such as folder,name_natural or modifiedTime desc',
  );

const Scope = { profileId: ProfileId.optional() };
/** Up to 100 files acted on at once; each is its own call and journal operation. */
const FileIds = z.array(StorageFileId).min(1).max(100);
const FileName = z.string().trim().min(1).max(32_767);

/** Each file's outcome in a batch action: the page reports which failed and why. */
const PerFile = z.strictObject({
  results: z.array(
    z.strictObject({
      fileId: z.string(),
      ok: z.boolean(),
      opId: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
});

const Bytes = Uint64String;

/** One entry of the changes feed: the file as it now is, or removed (deleted, or access lost). */
export const StorageChange = z.strictObject({
  fileId: z.string(),
  time: z.string().nullable(),
  removed: z.boolean(),
  file: StorageFile.nullable(),
});
export type StorageChange = z.infer<typeof StorageChange>;

export const StorageUsage = z.strictObject({
  /** Null when the account's storage is unlimited. */
  limit: Bytes.nullable(),
  usage: Bytes,
  usageInStore: Bytes,
  usageInTrash: Bytes,
  /** The largest files outside the trash, largest first. */
  largest: z.array(StorageFile),
});
export type StorageUsage = z.infer<typeof StorageUsage>;

/** Files with the same content (the same MD5 and size), largest groups of wasted bytes first. */
/** A search kept under a name in the Storage page's side panel. */
export const SavedSearch = z.strictObject({
  id: z.string(),
  name: z.string(),
  q: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const DuplicateGroup = z.strictObject({
  md5Checksum: z.string(),
  size: Bytes,
  files: z.array(StorageFile).min(2),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

export const storage = {
  /** One page of a view; `nextPageToken` while more remain (pages may be short before the last). */
  list: {
    input: z.strictObject({
      ...Scope,
      view: StorageView,
      orderBy: OrderBy.optional(),
      pageSize: z.number().int().min(1).max(1000).optional(),
      pageToken: z.string().min(1).max(2000).optional(),
    }),
    output: z.strictObject({
      files: z.array(StorageFile),
      nextPageToken: z.string().nullable(),
      /** The `q` sent, shown beside a search so users learn the language. */
      q: z.string(),
    }),
  },
  /** The shared stores the caller is a member of, by name. */
  stores: {
    input: z.strictObject(Scope),
    output: z.strictObject({ stores: z.array(StorageStore) }),
  },
  /** A folder (or file) with the folders above it, My Store (or its shared store) first, for breadcrumbs. */
  path: {
    input: z.strictObject({ ...Scope, fileId: StorageFileId }),
    output: z.strictObject({
      file: StorageFile,
      ancestors: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    }),
  },
  createFolder: {
    input: z.strictObject({ ...Scope, parentId: StorageFileId, name: FileName }),
    output: z.strictObject({ file: StorageFile, opId: z.string() }),
  },
  /**
   * A folder upload's folders, made under `parentId` before its files are queued: each path ("a", "a/b") and
   * the folders above it, parents first, each a journaled create-folder. Answers each path's folder.
   */
  makeFolders: {
    input: z.strictObject({
      ...Scope,
      parentId: StorageFileId,
      paths: z.array(z.string().min(1).max(32_767)).min(1).max(1000),
    }),
    output: z.strictObject({
      folders: z.array(z.strictObject({ path: z.string(), id: z.string(), opId: z.string() })),
    }),
  },
  rename: {
    input: z.strictObject({ ...Scope, fileId: StorageFileId, name: FileName }),
    output: z.strictObject({ file: StorageFile, opId: z.string() }),
  },
  /** Moves files from the folder they are in to another (journaled; Undo moves them back). */
  move: {
    input: z.strictObject({ ...Scope, fileIds: FileIds, toFolderId: StorageFileId }),
    output: PerFile,
  },
  star: {
    input: z.strictObject({ ...Scope, fileIds: FileIds, starred: z.boolean() }),
    output: PerFile,
  },
  /** Moves files to the trash (restorable for 30 days; Undo restores). */
  trash: { input: z.strictObject({ ...Scope, fileIds: FileIds }), output: PerFile },
  /** Takes files out of the trash. */
  restore: { input: z.strictObject({ ...Scope, fileIds: FileIds }), output: PerFile },
  /** Deletes files permanently, skipping the trash: nothing can bring them back. */
  remove: { input: z.strictObject({ ...Scope, fileIds: FileIds }), output: PerFile },
  /** The quota and what uses it: My Store, the trash, the largest files. */
  usage: { input: z.strictObject(Scope), output: StorageUsage },
  /** Reads every file the account owns outside the trash and groups those with the same content. */
  duplicates: {
    input: z.strictObject(Scope),
    output: z.strictObject({ groups: z.array(DuplicateGroup), scanned: z.number().int() }),
  },
  /**
   * The changes since `pageToken` and the token to ask from next; without a token, no changes and the
   * feed's current position (where the page starts watching).
   */
  changes: {
    input: z.strictObject({ ...Scope, pageToken: z.string().min(1).max(2000).optional() }),
    output: z.strictObject({ changes: z.array(StorageChange), nextPageToken: z.string() }),
  },
  /**
   * Copies files into a folder; a folder is copied with everything in it (the service copies files only, so
   * the console makes each folder and copies each file, every one journaled).
   */
  copy: {
    input: z.strictObject({ ...Scope, fileIds: FileIds, toFolderId: StorageFileId }),
    output: PerFile,
  },
  /** Makes a shortcut to a file or folder in another folder. */
  shortcut: {
    input: z.strictObject({ ...Scope, targetId: StorageFileId, folderId: StorageFileId }),
    output: z.strictObject({ file: StorageFile, opId: z.string() }),
  },
  /** The formats each Docs Editors type exports to (about.exportFormats), for the Export… picker. */
  exportFormats: {
    input: z.strictObject(Scope),
    output: z.strictObject({ formats: z.record(z.string(), z.array(z.string())) }),
  },
  /** The saved searches, by name. */
  searches: { input: z.strictObject({}), output: z.strictObject({ searches: z.array(SavedSearch) }) },
  /** Saves a search under a name (the same name again replaces its q). */
  saveSearch: {
    input: z.strictObject({ name: z.string().trim().min(1).max(100), q: z.string().trim().min(1).max(4000) }),
    output: SavedSearch,
  },
  removeSearch: { input: z.strictObject({ id: z.string().min(1).max(64) }), output: z.strictObject({}) },
  /** Deletes everything in the trash permanently. */
  emptyTrash: {
    input: z.strictObject(Scope),
    output: z.strictObject({ opId: z.string() }),
  },
  ...storageDetails,
  ...storageSharing,
};
