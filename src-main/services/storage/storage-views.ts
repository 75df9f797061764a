// The `q` each view of the Storage page sends (research google.md §3.2), and where it looks. files.list
// returns trashed files unless told `trashed = false`, so every view but Trash says so.
import type { StorageView } from '../../../src-shared/contract/schemas/storage';

export function queryOf(view: StorageView): string {
  switch (view.kind) {
    // File IDs hold only letters, digits, - and _ (the contract checks), so quoting needs no escapes.
    case 'folder':
      return `'${view.folderId}' in parents and trashed = false`;
    case 'sharedWithMe':
      return 'sharedWithMe = true and trashed = false';
    case 'starred':
      return 'starred = true and trashed = false';
    case 'trash':
      return 'trashed = true';
    case 'search':
      return view.q;
  }
}

/**
 * The corpus a view's listing searches (§3.4): a store's folder only that store (corpora=drive), another
 * folder the user's files and the stores' items under it; a search, Starred, Shared with me and Trash every
 * store too (a store's trashed items are restored from the Trash like the user's own).
 */
export function corpusOf(view: StorageView): Record<string, string | boolean> {
  if (view.kind !== 'folder') return { corpora: 'allDrives', includeItemsFromAllDrives: true };
  return view.storeId
    ? { corpora: 'drive', driveId: view.storeId, includeItemsFromAllDrives: true }
    : { includeItemsFromAllDrives: true };
}
