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
 * folder the user's files and the stores' items under it, a search, Starred and Shared with me every store
 * too. Trash stays My Store's, as emptying it empties only My Store's trash.
 */
export function corpusOf(view: StorageView): Record<string, string | boolean> {
  switch (view.kind) {
    case 'folder':
      return view.storeId
        ? { corpora: 'drive', driveId: view.storeId, includeItemsFromAllDrives: true }
        : { includeItemsFromAllDrives: true };
    case 'trash':
      return {};
    default:
      return { corpora: 'allDrives', includeItemsFromAllDrives: true };
  }
}
