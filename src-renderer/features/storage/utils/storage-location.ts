import type { StorageView } from '@/lib/contract';

/** The views the navigation offers, in order; a folder view is My Store or a folder within it. */
export const PLACES = [
  { kind: 'folder', label: 'My Store' },
  { kind: 'sharedWithMe', label: 'Shared with me' },
  { kind: 'starred', label: 'Starred' },
  { kind: 'trash', label: 'Trash' },
] as const;

const isFileId = (id: string | null): id is string => id !== null && /^[A-Za-z0-9_-]{1,200}$/.test(id);

/**
 * The view a Storage URL names: `?folder=ID` (with `&store=ID` for a folder in a shared store),
 * `?view=sharedWithMe|starred|trash` or `?q=…`; My Store otherwise. An ID the contract would refuse falls
 * back to My Store rather than failing the page.
 */
export function viewOf(params: URLSearchParams): StorageView {
  const q = params.get('q')?.trim();
  if (q) return { kind: 'search', q };
  const view = params.get('view');
  if (view === 'sharedWithMe' || view === 'starred' || view === 'trash') return { kind: view };
  const folder = params.get('folder');
  if (!isFileId(folder)) return { kind: 'folder', folderId: 'root' };
  const store = params.get('store');
  return { kind: 'folder', folderId: folder, ...(isFileId(store) ? { storeId: store } : {}) };
}

/** The folder view of `folderId`, in the shared store `storeId` when it is in one. */
export const folderView = (folderId: string, storeId?: string | null): StorageView => ({
  kind: 'folder',
  folderId,
  ...(storeId ? { storeId } : {}),
});

/** The search string that opens `view`. */
export function searchOf(view: StorageView): string {
  switch (view.kind) {
    case 'folder':
      if (view.folderId === 'root') return '';
      return `?folder=${encodeURIComponent(view.folderId)}${view.storeId ? `&store=${encodeURIComponent(view.storeId)}` : ''}`;
    case 'search':
      return `?q=${encodeURIComponent(view.q)}`;
    default:
      return `?view=${view.kind}`;
  }
}

/** Views that are not listings: the quota and duplicates, and the changes feed. */
export const PANELS = [
  { view: 'usage', label: 'Usage' },
  { view: 'activity', label: 'Activity' },
] as const;
export type Panel = (typeof PANELS)[number]['view'];

export function panelOf(params: URLSearchParams): Panel | null {
  return PANELS.find((panel) => panel.view === params.get('view'))?.view ?? null;
}

/** The `q` of a folder's subfolders (not trashed), for the folder tree and the folder pickers. */
export const foldersIn = (folderId: string) =>
  `'${folderId}' in parents and mimeType = 'application/vnd.google-apps.folder' and trashed = false`;
