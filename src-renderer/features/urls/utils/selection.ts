import type { UrlFilter, UrlSelection } from '@/lib/contract';

/** Rows ticked one by one, or every row the search and filter match (most of them never loaded). */
export type RowSelection = { all: false; urls: ReadonlySet<string> } | { all: true };

/** How many URLs the selection holds, given how many the search and filter match. */
export function selectedCount(selection: RowSelection, total: number): number {
  return selection.all ? total : selection.urls.size;
}

/** The selection as actions take it; null when nothing is selected. */
export function selectionTarget(
  selection: RowSelection,
  search: string,
  filter: UrlFilter,
): UrlSelection | null {
  if (selection.all) {
    return {
      all: true,
      ...(search.trim() === '' ? {} : { search: search.trim() }),
      ...(Object.keys(filter).length === 0 ? {} : { filter }),
    };
  }
  return selection.urls.size === 0 ? null : { urls: [...selection.urls] };
}
