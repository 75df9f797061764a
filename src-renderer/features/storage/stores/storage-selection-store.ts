import { create } from 'zustand';

interface SelectionState {
  /** The selected files, by ID. */
  selected: ReadonlySet<string>;
  /** Where a Shift+click range starts: the last file clicked without Shift. */
  anchor: string | null;
  /** The row the keyboard is on. */
  focused: number;
  /** Click: only this file; Ctrl/Cmd+click: this one in or out; Shift+click: the range from the anchor. */
  pick: (ids: readonly string[], id: string, mode: 'only' | 'toggle' | 'range') => void;
  selectAll: (ids: readonly string[]) => void;
  focus: (index: number) => void;
  clear: () => void;
}

/** The Storage list's selection and keyboard position; the page clears it when the view changes. */
export const useStorageSelection = create<SelectionState>((set) => ({
  selected: new Set(),
  anchor: null,
  focused: 0,
  pick: (ids, id, mode) =>
    set((state) => {
      if (mode === 'toggle') {
        const selected = new Set(state.selected);
        if (!selected.delete(id)) selected.add(id);
        return { selected, anchor: id };
      }
      if (mode === 'range' && state.anchor !== null) {
        const from = ids.indexOf(state.anchor);
        const to = ids.indexOf(id);
        if (from >= 0 && to >= 0) {
          const [start, end] = from < to ? [from, to] : [to, from];
          return { selected: new Set(ids.slice(start, end + 1)) };
        }
      }
      return { selected: new Set([id]), anchor: id };
    }),
  selectAll: (ids) => set({ selected: new Set(ids) }),
  focus: (focused) => set({ focused }),
  clear: () => set({ selected: new Set(), anchor: null, focused: 0 }),
}));
