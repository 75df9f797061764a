import { useMemo } from 'react';
import { usePeriodStore } from '../stores/period-store';
import { customRangeProblem, lastDays, pacificToday, previousRange, type DateRange } from '../utils/periods';

export type ReportPeriod =
  | { range: DateRange; previous: DateRange; problem?: undefined }
  /** A custom range not yet complete: why, and nothing to ask for. */
  | { range?: undefined; previous?: undefined; problem: string };

/** The chosen period in the service's days and the one before it, or why a custom range cannot be asked for. */
export function usePeriod(): ReportPeriod {
  const preset = usePeriodStore((state) => state.preset);
  const custom = usePeriodStore((state) => state.custom);
  return useMemo(() => {
    if (preset !== 'custom') {
      const range = lastDays(Number(preset), pacificToday());
      return { range, previous: previousRange(range) };
    }
    const problem = customRangeProblem(custom);
    if (problem) return { problem };
    const range = custom as DateRange;
    return { range, previous: previousRange(range) };
  }, [preset, custom]);
}
