import type { StorageFile } from '@/lib/contract';

/** The file Details opens: one selected file, not a folder or shortcut (they have no versions or comments). */
export function detailsTarget(selection: readonly StorageFile[]): StorageFile | null {
  const [only] = selection;
  return selection.length === 1 && !only!.isFolder && !only!.shortcutTargetId ? only! : null;
}
