import { create } from 'zustand';
import type { FileFilter, FileSort, FileSortKey } from '../utils/file-rows';

interface FilesViewState {
  filter: FileFilter;
  sort: FileSort;
  /** Tokens of the pages before the current one (null is the first page); the last is the current page. */
  pages: (string | null)[];
  setFilter: (change: Partial<FileFilter>) => void;
  /** Sorts by `key`; the same key again flips the direction. */
  sortBy: (key: FileSortKey) => void;
  next: (token: string) => void;
  previous: () => void;
  first: () => void;
}

/** How the Files page shows the list; kept while the person visits other pages. */
export const useFilesViewStore = create<FilesViewState>((set) => ({
  filter: { text: '', type: '' },
  sort: { key: 'created', descending: true },
  pages: [null],
  setFilter: (change) => set((state) => ({ filter: { ...state.filter, ...change } })),
  sortBy: (key) =>
    set((state) => ({
      sort: { key, descending: state.sort.key === key ? !state.sort.descending : key === 'created' },
    })),
  next: (token) => set((state) => ({ pages: [...state.pages, token] })),
  previous: () =>
    set((state) => ({ pages: state.pages.length > 1 ? state.pages.slice(0, -1) : state.pages })),
  first: () => set({ pages: [null] }),
}));
