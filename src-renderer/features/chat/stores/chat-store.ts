import { create } from 'zustand';
import type { Chat } from '@/lib/contract';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; error: unknown };

interface ChatState {
  /** The open chat, as the page shows it; the core has it as of the last save. */
  chat: Chat | null;
  save: SaveState;
  open: (chat: Chat) => void;
  /** Applies a change to the open chat (ignored when another chat was opened in the meantime). */
  change: (chatId: string, update: (chat: Chat) => Chat) => void;
  setSave: (save: SaveState) => void;
  close: () => void;
}

export const useChatStore = create<ChatState>((set) => ({
  chat: null,
  save: { kind: 'idle' },
  open: (chat) => set({ chat, save: { kind: 'idle' } }),
  change: (chatId, update) =>
    set((state) => {
      if (!state.chat || state.chat.id !== chatId) return state;
      const next = update(state.chat);
      return next === state.chat ? state : { chat: { ...next, updatedAt: Date.now() } };
    }),
  setSave: (save) => set({ save }),
  close: () => set({ chat: null, save: { kind: 'idle' } }),
}));
