import { create } from 'zustand';
import type { ListSort } from '../utils/list-sort';

interface ListSortState {
  /** The sort picked by a column header, kept from folder to folder; null until one is picked. */
  picked: ListSort | null;
  pick: (sort: ListSort) => void;
}

export const useListSort = create<ListSortState>((set) => ({
  picked: null,
  pick: (picked) => set({ picked }),
}));
