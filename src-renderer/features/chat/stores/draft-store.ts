import { create } from 'zustand';
import type { Attachment } from '../utils/attachments';

interface DraftState {
  /** The chat the draft belongs to; null before one is open. */
  chatId: string | null;
  text: string;
  attachments: Attachment[];
  /** Why the last picked file was refused, until the next pick. */
  attachmentError: string | null;
  /** Set when a draft is restored or cleared, so the composer replaces its text. */
  load: (chatId: string, text: string, attachments: Attachment[]) => void;
  setText: (text: string) => void;
  addAttachments: (attachments: Attachment[]) => void;
  removeAttachment: (index: number) => void;
  setAttachmentError: (error: string | null) => void;
}

/** The unsent message; kept apart from the chat so typing re-renders the composer only. */
export const useDraftStore = create<DraftState>((set) => ({
  chatId: null,
  text: '',
  attachments: [],
  attachmentError: null,
  load: (chatId, text, attachments) => set({ chatId, text, attachments, attachmentError: null }),
  setText: (text) => set({ text }),
  addAttachments: (added) => set((state) => ({ attachments: [...state.attachments, ...added] })),
  removeAttachment: (index) =>
    set((state) => ({ attachments: state.attachments.filter((_, i) => i !== index) })),
  setAttachmentError: (attachmentError) => set({ attachmentError }),
}));
