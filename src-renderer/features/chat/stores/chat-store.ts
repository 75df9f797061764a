import { create } from 'zustand';
import type { Chat } from '@/lib/contract';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; error: unknown };

interface ChatState {
  /** The open chat, as the page shows it; the core has it as of the last save. */
  chat: Chat | null;
  /**
   * The open chat is new and not stored yet: nothing was written in it. It is saved with its first change
   * or draft, and left unsaved it is dropped when another chat opens, so unused chats never pile up.
   */
  unsaved: boolean;
  save: SaveState;
  open: (chat: Chat, options?: { unsaved?: boolean }) => void;
  /** The open chat `chatId` has been stored. */
  markSaved: (chatId: string) => void;
  /** Applies a change to the open chat (ignored when another chat was opened in the meantime). */
  change: (chatId: string, update: (chat: Chat) => Chat) => void;
  setSave: (save: SaveState) => void;
  close: () => void;
}

export const useChatStore = create<ChatState>((set) => ({
  chat: null,
  unsaved: false,
  save: { kind: 'idle' },
  open: (chat, options) => set({ chat, unsaved: options?.unsaved ?? false, save: { kind: 'idle' } }),
  markSaved: (chatId) => set((state) => (state.chat?.id === chatId ? { unsaved: false } : state)),
  change: (chatId, update) =>
    set((state) => {
      if (!state.chat || state.chat.id !== chatId) return state;
      const next = update(state.chat);
      return next === state.chat ? state : { chat: { ...next, updatedAt: Date.now() } };
    }),
  setSave: (save) => set({ save }),
  close: () => set({ chat: null, unsaved: false, save: { kind: 'idle' } }),
}));
