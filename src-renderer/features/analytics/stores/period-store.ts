import { create } from 'zustand';
import type { DateRange, PeriodPreset } from '../utils/periods';

interface PeriodState {
  preset: PeriodPreset;
  /** The range picked for `custom`; kept when another preset is chosen, so switching back restores it. */
  custom: Partial<DateRange>;
  setPreset: (preset: PeriodPreset) => void;
  setCustom: (custom: Partial<DateRange>) => void;
}

/**
 * The period the Overview and a video's page report on. Kept outside the pages, so opening a video from the
 * top videos and coming back keeps the period.
 */
export const usePeriodStore = create<PeriodState>((set) => ({
  preset: '28',
  custom: {},
  setPreset: (preset) => set({ preset }),
  setCustom: (custom) => set({ custom }),
}));
