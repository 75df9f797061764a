import { create } from 'zustand';

interface TransfersDrawerState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the Transfers drawer is open: the header opens it, and so may any page that queues a transfer. */
export const useTransfersDrawerStore = create<TransfersDrawerState>((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
