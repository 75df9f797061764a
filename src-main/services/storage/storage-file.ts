// A file as the Storage page shows it: the partial-response mask asked of every listing and read, and the
// service's File turned into the contract's StorageFile (absent fields read as what the service means by
// their absence: no parents, not starred, no capability).
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import type { File } from '../google/generated/store-v3';

export const FOLDER_TYPE = 'application/vnd.google-apps.folder';

/**
 * Sent with every call whose method takes it (the Google client's `everyCall`): without it the service
 * answers a shared store's items as if they did not exist (research google.md §3.4).
 */
export const ALL_STORES = { supportsAllDrives: true } as const;

const CAPABILITIES = [
  'canEdit',
  'canRename',
  'canTrash',
  'canUntrash',
  'canDelete',
  'canShare',
  'canDownload',
  'canAddChildren',
  'canMoveItemWithinDrive',
] as const;

/** The fields a StorageFile is made of. */
export const FILE_FIELDS = `id,name,mimeType,driveId,size,modifiedTime,parents,starred,trashed,ownedByMe,owners(emailAddress),md5Checksum,sha256Checksum,shortcutDetails(targetId),capabilities(${CAPABILITIES.join(',')})`;

export function toStorageFile(file: File | null): StorageFile {
  if (!file?.id || file.name === undefined || !file.mimeType)
    throw new VerityError(
      'BAD_RESPONSE',
      'The storage service answered a file without its ID, name or type: check the endpoint in Settings → Profiles',
    );
  const capabilities = file.capabilities ?? {};
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    isFolder: file.mimeType === FOLDER_TYPE,
    size: file.size ?? null,
    modifiedTime: file.modifiedTime ?? null,
    parents: file.parents ?? [],
    starred: file.starred ?? false,
    trashed: file.trashed ?? false,
    ownedByMe: file.ownedByMe ?? false,
    owners: (file.owners ?? []).flatMap((owner) => (owner.emailAddress ? [owner.emailAddress] : [])),
    md5Checksum: file.md5Checksum ?? null,
    sha256Checksum: file.sha256Checksum ?? null,
    shortcutTargetId: file.shortcutDetails?.targetId ?? null,
    driveId: file.driveId ?? null,
    capabilities: Object.fromEntries(
      CAPABILITIES.map((name) => [name, capabilities[name] === true]),
    ) as StorageFile['capabilities'],
  };
}
