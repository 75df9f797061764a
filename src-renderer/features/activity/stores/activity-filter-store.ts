import { create } from 'zustand';
import type { ServiceId } from '@/lib/contract';

interface ActivityFilterState {
  /** null shows every service. */
  service: ServiceId | null;
  setService: (service: ServiceId | null) => void;
}

/** Kept outside the page so the filter survives navigating away and back. */
export const useActivityFilterStore = create<ActivityFilterState>((set) => ({
  service: null,
  setService: (service) => set({ service }),
}));
