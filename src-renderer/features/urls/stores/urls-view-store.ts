import { create } from 'zustand';
import type { UrlFilter } from '@/lib/contract';
import type { RowSelection } from '../utils/selection';

interface UrlsViewState {
  search: string;
  filter: UrlFilter;
  selection: RowSelection;
  setSearch: (search: string) => void;
  /** Changes filters; a value undefined clears that filter. The selection is cleared: it was of other rows. */
  setFilter: (change: Partial<UrlFilter>) => void;
  toggle: (url: string) => void;
  /** Selects every URL the search and filter match, loaded or not. */
  selectAllMatching: () => void;
  clearSelection: () => void;
  /** Clears the search, the filters and the selection. */
  showAll: () => void;
}

const NONE: RowSelection = { all: false, urls: new Set() };

/** How the URLs page shows its list; kept while the person visits other pages. */
export const useUrlsViewStore = create<UrlsViewState>((set) => ({
  search: '',
  filter: {},
  selection: NONE,
  setSearch: (search) => set({ search, selection: NONE }),
  setFilter: (change) =>
    set((state) => {
      const filter: Record<string, unknown> = { ...state.filter, ...change };
      for (const key of Object.keys(filter)) if (filter[key] === undefined) delete filter[key];
      return { filter: filter as UrlFilter, selection: NONE };
    }),
  toggle: (url) =>
    set((state) => {
      if (state.selection.all) return state;
      const urls = new Set(state.selection.urls);
      if (!urls.delete(url)) urls.add(url);
      return { selection: { all: false, urls } };
    }),
  selectAllMatching: () => set({ selection: { all: true } }),
  clearSelection: () => set({ selection: NONE }),
  showAll: () => set({ search: '', filter: {}, selection: NONE }),
}));
