// Two daily series on one axis. Days line up by their offset from each side's first day, so two periods of
// the same length (this month and the one before) share an axis; two sides over the same days line up by date.
import type { OutputOf } from '@/lib/contract';
import { daysOf, type DateRange } from '@/features/analytics/utils/periods';

type ReportResult = OutputOf<'analytics:query'>;

export interface DailySide {
  range: DateRange;
  /** A `day` × one-metric report. */
  result: ReportResult;
}

export interface AlignedDay {
  /** The axis label: the date when both sides cover the same days, else "Day n". */
  label: string;
  dayA: string | null;
  dayB: string | null;
  /** null where the side has no such day, or the day is not final yet. */
  a: number | null;
  b: number | null;
}

/** One value a day over the side's range: a day without a row had none (0) unless it is not final yet (null). */
function dailyValues(side: DailySide): { day: string; value: number | null }[] {
  const byDay = new Map(side.result.rows.map((row) => [String(row[0]), Number(row[1] ?? 0)]));
  const pending = side.result.incompleteFrom;
  return daysOf(side.range).map((day) => ({
    day,
    value: byDay.get(day) ?? (pending !== undefined && day >= pending ? null : 0),
  }));
}

/** The two sides day by day, as long as the longer of them. */
export function alignDaily(a: DailySide, b: DailySide): AlignedDay[] {
  const valuesA = dailyValues(a);
  const valuesB = dailyValues(b);
  const sameDays = a.range.startDate === b.range.startDate && a.range.endDate === b.range.endDate;
  return Array.from({ length: Math.max(valuesA.length, valuesB.length) }, (_, offset) => {
    const dayA = valuesA[offset];
    const dayB = valuesB[offset];
    return {
      label: sameDays ? dayA!.day : `Day ${offset + 1}`,
      dayA: dayA?.day ?? null,
      dayB: dayB?.day ?? null,
      a: dayA?.value ?? null,
      b: dayB?.value ?? null,
    };
  });
}
