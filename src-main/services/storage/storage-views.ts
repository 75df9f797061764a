// The `q` each view of the Storage page sends (research google.md §3.2). files.list returns trashed files
// unless told `trashed = false`, so every view but Trash says so.
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
