import type { StorageRevision } from '@/lib/contract';

/** Newest first, as people look for a version; the service lists them oldest first. */
export const newestFirst = (revisions: readonly StorageRevision[]): StorageRevision[] =>
  [...revisions].reverse();

/** Why a version cannot be deleted, or null when it can. */
export function deleteBlocker(revision: StorageRevision): string | null {
  if (revision.keepForever === null)
    return 'Versions of Docs Editors files cannot be deleted: the service keeps them itself';
  if (revision.isHead)
    return 'The current version cannot be deleted: upload a newer one first, or delete the whole file';
  return null;
}

/** Why a version cannot be kept forever, or null when it can. */
export function keepBlocker(revision: StorageRevision): string | null {
  return revision.keepForever === null
    ? 'Only versions of uploaded files can be kept forever; the service keeps every version of a Docs Editors file'
    : null;
}

/** Why a version cannot be downloaded, or null when it can. */
export function downloadBlocker(revision: StorageRevision, canDownload: boolean): string | null {
  if (!canDownload) return 'The owner does not let you download this file';
  return revision.keepForever === null
    ? 'Versions of Docs Editors files have no bytes of their own: use Export… on the file instead'
    : null;
}
