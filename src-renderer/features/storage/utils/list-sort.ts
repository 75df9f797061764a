// How the Storage list is sorted: a column and a direction, sent as the service's orderBy with folders first
// (as the service's own web page and rclone list them). A full-text search comes by relevance only: the
// service refuses an orderBy with it.
import type { StorageView } from '@/lib/contract';

export type SortColumn = 'name' | 'modified' | 'size';
export interface ListSort {
  column: SortColumn;
  descending: boolean;
}

const KEYS: Record<SortColumn, string> = {
  name: 'name_natural',
  modified: 'modifiedTime',
  size: 'quotaBytesUsed',
};

/** Where a column starts when first picked: names A to Z, the newest and the largest first. */
const FIRST_DESCENDING: Record<SortColumn, boolean> = { name: false, modified: true, size: true };

export const orderByOf = ({ column, descending }: ListSort): string =>
  `folder,${KEYS[column]}${descending ? ' desc' : ''}`;

/** Picking the sorted column again turns its direction; another column starts where it starts. */
export const nextSort = (current: ListSort, column: SortColumn): ListSort =>
  current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: FIRST_DESCENDING[column] };

export const byRelevance = (view: StorageView): boolean =>
  view.kind === 'search' && /\bfullText\b/.test(view.q);

/** The sort a view opens with until one is picked: the trash newest first, the rest by name. */
export const defaultSort = (view: StorageView): ListSort =>
  view.kind === 'trash' ? { column: 'modified', descending: true } : { column: 'name', descending: false };
