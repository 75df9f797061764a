import { create } from 'zustand';

/** A Files API file handed to the chat composer, to be sent as a `fileData` part. */
interface ChatFileRef {
  /** `files/…` */
  name: string;
  displayName: string | null;
  mimeType: string;
  /** The file's `uri`, the part's `fileUri`. */
  uri: string;
  sizeBytes: number;
}

interface ChatHandoffState {
  files: ChatFileRef[];
  hand: (file: ChatFileRef) => void;
  /** Everything handed over so far, emptied: the chat takes each file once. */
  take: () => ChatFileRef[];
}

/** "Use in chat": the Files page leaves a file here and opens the chat, whose composer takes it. */
export const useChatHandoffStore = create<ChatHandoffState>((set, get) => ({
  files: [],
  hand: (file) => set((state) => ({ files: [...state.files.filter((f) => f.name !== file.name), file] })),
  take: () => {
    const { files } = get();
    if (files.length > 0) set({ files: [] });
    return files;
  },
}));
