import { create } from 'zustand';
import type { Attachment, DraftFile } from '../utils/attachments';

interface DraftState {
  /** The chat the draft belongs to; null before one is open. */
  chatId: string | null;
  text: string;
  attachments: Attachment[];
  /** Files API files attached (sent as fileData parts). */
  files: DraftFile[];
  /** Why the last picked file was refused, until the next pick. */
  attachmentError: string | null;
  /** Set when a draft is restored or cleared, so the composer replaces its text. */
  load: (chatId: string, text: string, attachments: Attachment[], files: DraftFile[]) => void;
  setText: (text: string) => void;
  addAttachments: (attachments: Attachment[]) => void;
  removeAttachment: (index: number) => void;
  /** Adds files not attached yet (a file attached twice would be sent twice). */
  addFiles: (files: DraftFile[]) => void;
  removeFile: (name: string) => void;
  setAttachmentError: (error: string | null) => void;
}

/** The unsent message; kept apart from the chat so typing re-renders the composer only. */
export const useDraftStore = create<DraftState>((set) => ({
  chatId: null,
  text: '',
  attachments: [],
  files: [],
  attachmentError: null,
  load: (chatId, text, attachments, files) =>
    set({ chatId, text, attachments, files, attachmentError: null }),
  setText: (text) => set({ text }),
  addAttachments: (added) => set((state) => ({ attachments: [...state.attachments, ...added] })),
  removeAttachment: (index) =>
    set((state) => ({ attachments: state.attachments.filter((_, i) => i !== index) })),
  addFiles: (added) =>
    set((state) => ({
      files: [
        ...state.files,
        ...added.filter((file) => !state.files.some((known) => known.name === file.name)),
      ],
    })),
  removeFile: (name) => set((state) => ({ files: state.files.filter((file) => file.name !== name) })),
  setAttachmentError: (attachmentError) => set({ attachmentError }),
}));
