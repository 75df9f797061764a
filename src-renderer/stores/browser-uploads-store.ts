import { create } from 'zustand';

/** What this page knows about an upload it streams itself (headless host, or a drop in the desktop shell). */
interface BrowserUpload {
  /** The page holds the file, so it can send (or send again) its bytes. */
  held: boolean;
  /** A `sendChunk` loop runs for it right now. */
  sending: boolean;
  /** Why sending stopped on this side (a lost connection, a file the browser can no longer read). */
  problem: string | null;
}

interface BrowserUploadsState {
  uploads: Record<string, BrowserUpload>;
  update: (id: string, change: Partial<BrowserUpload>) => void;
  forget: (id: string) => void;
}

const IDLE: BrowserUpload = { held: false, sending: false, problem: null };

/** The page side of page-streamed uploads, by transfer id; the transfers themselves live in main. */
export const useBrowserUploadsStore = create<BrowserUploadsState>((set) => ({
  uploads: {},
  update: (id, change) =>
    set((state) => ({ uploads: { ...state.uploads, [id]: { ...(state.uploads[id] ?? IDLE), ...change } } })),
  forget: (id) =>
    set((state) => {
      const { [id]: _gone, ...rest } = state.uploads;
      return { uploads: rest };
    }),
}));
