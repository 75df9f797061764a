// Report periods in the analytics service's days. The service counts its days in California
// (America/Los_Angeles), so "the last 28 days" ends on today's Pacific date whatever the machine's zone is, and
// a period is compared with the one of the same length just before it.

export type PeriodPreset = '7' | '28' | '90' | 'custom';

/** An inclusive range of Pacific dates, `YYYY-MM-DD`, as reports.query takes them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const PACIFIC_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date at the service (Pacific), `YYYY-MM-DD`. */
export function pacificToday(nowMs: number = Date.now()): string {
  // Read by parts: how a locale orders and punctuates a date differs between ICU versions.
  const parts = Object.fromEntries(
    PACIFIC_DATE.formatToParts(new Date(nowMs)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The date `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dateOf(dayNumber(day) + count);
}

/** How many days a range holds, both ends included. */
export function rangeLength(range: DateRange): number {
  return dayNumber(range.endDate) - dayNumber(range.startDate) + 1;
}

/** The `days` days ending today (Pacific), today included. */
export function lastDays(days: number, today: string): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DateRange): DateRange {
  const length = rangeLength(range);
  return { startDate: addDays(range.startDate, -length), endDate: addDays(range.startDate, -1) };
}

/** Every date of a range in order, for a daily axis that shows the days without rows too. */
export function daysOf(range: DateRange): string[] {
  const first = dayNumber(range.startDate);
  return Array.from({ length: rangeLength(range) }, (_, index) => dateOf(first + index));
}

/**
 * The months a range touches, as the month dimension takes them: startDate and endDate are each the first of
 * a month (the service refuses other days with the month dimension).
 */
export function monthRange(range: DateRange): DateRange {
  return { startDate: `${range.startDate.slice(0, 7)}-01`, endDate: `${range.endDate.slice(0, 7)}-01` };
}

/** Why a custom range cannot be reported, or undefined when it can. */
export function customRangeProblem(range: Partial<DateRange>): string | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!range.startDate || !date.test(range.startDate)) return 'Pick the first day of the range.';
  if (!range.endDate || !date.test(range.endDate)) return 'Pick the last day of the range.';
  if (range.startDate > range.endDate) return 'The first day must not be after the last day.';
  return undefined;
}
