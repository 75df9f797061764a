import { create } from 'zustand';
import type { InputOf, ServiceId } from '@/lib/contract';

/** The outcomes an operation can be listed by. */
export type JournalOutcome = NonNullable<InputOf<'journal:list'>['outcome']>;

/** The Journal page's filters as the person set them; times as a datetime-local field holds them. */
export interface JournalFilterValues {
  service: ServiceId | null;
  /** Exact kind, e.g. "create-entry"; empty for every kind. */
  kind: string;
  outcome: JournalOutcome | null;
  /** Begun at or after this local time; empty for no lower bound. */
  from: string;
  /** Begun before this local time; empty for no upper bound. */
  to: string;
}

export const NO_JOURNAL_FILTER: JournalFilterValues = {
  service: null,
  kind: '',
  outcome: null,
  from: '',
  to: '',
};

interface JournalFilterState {
  filter: JournalFilterValues;
  /** Zero-based, as the contract counts. */
  page: number;
  setFilter: (patch: Partial<JournalFilterValues>) => void;
  setPage: (page: number) => void;
  reset: () => void;
}

/** Kept outside the page so the filters and the page survive navigating away and back. A new filter starts on page one. */
export const useJournalFilterStore = create<JournalFilterState>((set) => ({
  filter: NO_JOURNAL_FILTER,
  page: 0,
  setFilter: (patch) => set((state) => ({ filter: { ...state.filter, ...patch }, page: 0 })),
  setPage: (page) => set({ page }),
  reset: () => set({ filter: NO_JOURNAL_FILTER, page: 0 }),
}));
