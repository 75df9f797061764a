// Permanent deletion (research google.md §3.4): files.delete skips the trash; on a folder it deletes the
// owner's items below it too, while other people's items there lose that parent and stay theirs (in a shared
// store every item below goes: the store owns them all).
// files.emptyTrash deletes everything the caller owns that is in the trash, or with a driveId everything in
// that store's trash (the route lets only its organizers ask).
import type { Caller } from './file-access';
import type { FileRecord } from './file-record';
import type { StorageState } from './storage-state';

/** Deletes `file` and, below it, what its owner owns; returns how many records went. */
export function deleteTree(file: FileRecord, state: StorageState): number {
  let removed = 0;
  const pending = [file];
  while (pending.length > 0) {
    const item = pending.pop()!;
    for (const child of state.childrenOf(item.id)) {
      if (child.owner === file.owner || child.driveId !== undefined) pending.push(child);
      else state.put({ ...child, parents: child.parents.filter((parent) => parent !== item.id) });
    }
    state.remove(item.id);
    removed++;
  }
  return removed;
}

/** Deletes the caller's explicitly trashed items (with what they own below them), or a store's. */
export function emptyTrash(caller: Caller, state: StorageState, driveId?: string): number {
  const trashed = [...state.files.values()].filter(
    (file) =>
      file.explicitlyTrashed &&
      (driveId === undefined
        ? file.owner === caller.identity && file.driveId === undefined
        : file.driveId === driveId),
  );
  let removed = 0;
  for (const file of trashed) if (state.get(file.id)) removed += deleteTree(file, state);
  return removed;
}
