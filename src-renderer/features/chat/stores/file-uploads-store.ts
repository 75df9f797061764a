import { create } from 'zustand';

/** A file dropped on the composer that is not an inline image: uploaded to the Files API first. */
export interface ChatUpload {
  transferId: string;
  name: string;
  /** The chat whose draft gets the file once it is ACTIVE. */
  chatId: string;
}

interface FileUploadsState {
  uploads: ChatUpload[];
  add: (upload: ChatUpload) => void;
  remove: (transferId: string) => void;
}

export const useFileUploadsStore = create<FileUploadsState>((set) => ({
  uploads: [],
  add: (upload) => set((state) => ({ uploads: [...state.uploads, upload] })),
  remove: (transferId) =>
    set((state) => ({ uploads: state.uploads.filter((upload) => upload.transferId !== transferId) })),
}));
