// ReportResults shaped as analytics.query answers them, for the report components' tests.
import type { OutputOf } from '@/lib/contract';

type ReportResult = OutputOf<'analytics:query'>;

const reportType = { id: 'TimeBasedActivity', name: 'Time-based activity' };

export function dailyResult(days: string[], incompleteFrom?: string): ReportResult {
  return {
    columnHeaders: [
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
    ],
    rows: days.map((day, index) => [day, 100 + index, 1000 + index * 10]),
    reportType,
    ...(incompleteFrom ? { incompleteFrom } : {}),
    cached: false,
  };
}

export function countryResult(rows: [string, number][]): ReportResult {
  return {
    columnHeaders: [
      { name: 'country', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
    ],
    rows,
    reportType: { id: 'GeographyBasedActivity', name: 'Geography-based activity' },
    cached: false,
  };
}

/** `count` videos with views and revenue, in the service's order (video IDs ascending). */
export function videoResult(count: number): ReportResult {
  return {
    columnHeaders: [
      { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedRevenue', columnType: 'METRIC', dataType: 'FLOAT' },
    ],
    rows: Array.from({ length: count }, (_, index) => [
      `video${String(index).padStart(5, '0')}`,
      (index * 7919) % 10007,
      ((index * 31) % 1000) / 10,
    ]),
    reportType: { id: 'TopVideos', name: 'Top videos' },
    cached: false,
  };
}
