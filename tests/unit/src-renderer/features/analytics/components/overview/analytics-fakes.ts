// Report answers for the Overview's component tests, shaped as main returns them.
import type { ReportQuery } from '@/features/analytics/api/run-report';

type Cell = string | number | null;

/** A reports.query answer with the query's dimensions, then its metrics, as column headers. */
export function answer(query: ReportQuery, rows: Cell[][], incompleteFrom?: string) {
  const dimensions = query.dimensions ? query.dimensions.split(',') : [];
  return {
    columnHeaders: [
      ...dimensions.map((name) => ({ name, columnType: 'DIMENSION' as const, dataType: 'STRING' })),
      ...query.metrics
        .split(',')
        .map((name) => ({ name, columnType: 'METRIC' as const, dataType: 'INTEGER' })),
    ],
    rows,
    reportType: { id: 'Test', name: 'Test' },
    ...(incompleteFrom && { incompleteFrom }),
    cached: false,
  };
}
