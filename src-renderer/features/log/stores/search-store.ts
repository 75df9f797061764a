import { create } from 'zustand';
import type { SearchCriteria } from '../api/search-entries';
import { EMPTY_SEARCH_DRAFT, type SearchDraft } from '../utils/search-criteria';

interface SearchState {
  draft: SearchDraft;
  /** What was last searched for; null before the first search. */
  criteria: SearchCriteria | null;
  /** Counts searches, so searching again (even for the same criteria) fetches afresh and drops old results. */
  run: number;
  /** Zero-based, as the contract counts. */
  page: number;
  /** Name of the local file whose SHA-256 is in the hash field, while it still is. */
  hashedFileName: string | null;
  setDraft: (patch: Partial<SearchDraft>) => void;
  setHashedFile: (name: string, sha256: string) => void;
  submit: (criteria: SearchCriteria) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

/**
 * Kept outside the page so opening a result and coming back shows the same
 * query on the same page.
 */
export const useSearchStore = create<SearchState>((set) => ({
  draft: EMPTY_SEARCH_DRAFT,
  criteria: null,
  run: 0,
  page: 0,
  hashedFileName: null,
  setDraft: (patch) =>
    set((state) => ({
      draft: { ...state.draft, ...patch },
      hashedFileName: patch.hash === undefined ? state.hashedFileName : null,
    })),
  setHashedFile: (name, sha256) =>
    set((state) => ({ draft: { ...state.draft, hash: `sha256:${sha256}` }, hashedFileName: name })),
  submit: (criteria) => set((state) => ({ criteria, page: 0, run: state.run + 1 })),
  setPage: (page) => set({ page }),
  clear: () =>
    set((state) => ({
      draft: EMPTY_SEARCH_DRAFT,
      criteria: null,
      run: state.run + 1,
      page: 0,
      hashedFileName: null,
    })),
}));
