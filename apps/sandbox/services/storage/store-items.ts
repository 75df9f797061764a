// The rules of a shared store's items that files.update applies (research google.md §3.4, §3.6): who may
// trash, and what a move across a store's edge does to the item.
import { driveError, insufficientFilePermissions, type Answer } from './drive-errors';
import { storeRoleOf, type Caller } from './file-access';
import { FOLDER, type FileRecord } from './file-record';
import type { StorageState } from './storage-state';
import { storeRoleAtLeast } from './store-access';

/** Owners trash their files; in a shared store, file organizers and organizers do. */
export function mayTrash(
  file: FileRecord,
  role: string | undefined,
  caller: Caller,
  state: StorageState,
): boolean {
  if (file.driveId === undefined) return role === 'owner';
  return storeRoleAtLeast(storeRoleOf(file, caller, state), 'fileOrganizer');
}

/**
 * The moved record's store after a move across a store's edge: a file enters a store from its owner's My
 * Drive and leaves one (becoming the caller's) only by an organizer; folders stay where they are.
 */
export function crossStore(
  next: FileRecord,
  file: FileRecord,
  caller: Caller,
  state: StorageState,
): FileRecord | Answer {
  const target = next.parents[0] === undefined ? undefined : state.get(next.parents[0])?.driveId;
  if (target === file.driveId) return next;
  if (file.mimeType === FOLDER)
    return driveError(
      403,
      'teamDrivesFolderMoveInNotSupported',
      'Folders cannot be moved into or out of a shared drive; move the files inside them instead.',
    );
  const allowed =
    file.driveId === undefined
      ? file.owner === caller.identity
      : storeRoleOf(file, caller, state) === 'organizer';
  if (!allowed) return insufficientFilePermissions(file.id);
  if (target !== undefined) return { ...next, driveId: target };
  const { driveId: _left, ...rest } = next;
  return { ...rest, owner: caller.identity };
}
