import { create } from 'zustand';
import type { RunSettings } from '@/lib/contract';
import { defaultSettings } from '../utils/new-chat';
import { settingsToForm, type SettingsForm } from '../utils/settings-form';

export type Pane = 'a' | 'b';

interface SettingsFormState {
  chatId: string | null;
  /** Pane A: the chat's settings; pane B: the compare settings (null when compare mode is off). */
  forms: { a: SettingsForm; b: SettingsForm | null };
  /** Which pane's settings the panel edits. */
  editing: Pane;
  load: (chatId: string, settings: RunSettings, compare: RunSettings | null) => void;
  setForm: (pane: Pane, form: SettingsForm) => void;
  setEditing: (pane: Pane) => void;
}

/**
 * The run-settings panel's text as typed. A valid form is copied into the chat (and saved); an invalid
 * one stays here with its errors shown, and the chat keeps the last valid settings.
 */
export const useSettingsFormStore = create<SettingsFormState>((set) => ({
  chatId: null,
  forms: { a: settingsToForm(defaultSettings()), b: null },
  editing: 'a',
  load: (chatId, settings, compare) =>
    set({
      chatId,
      forms: { a: settingsToForm(settings), b: compare ? settingsToForm(compare) : null },
      editing: 'a',
    }),
  setForm: (pane, form) => set((state) => ({ forms: { ...state.forms, [pane]: form } })),
  setEditing: (editing) => set({ editing }),
}));
