import { Skeleton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import { useReport } from '@/features/analytics/api/run-report';
import { ReportChart } from '../report/report-chart';
import { availableKinds, sortRows, suggestChartKind, type SortState } from '../report/report-shape';
import { ReportTable } from '../report/report-table';

interface TileReportProps {
  report: SavedReport;
  /** The height the chart may take inside its tile, in pixels. */
  chartHeight: number;
  /** Whether its turn to ask has come (a dashboard asks a few reports at a time); once asked it stays. */
  mayStart: boolean;
  /** Called once the report has answered or failed. */
  onSettled: (reportId: string) => void;
}

/** A saved report run and drawn as it was saved: its chart (or its table when it is saved as one). */
export function TileReport({ report, chartHeight, mayStart, onSettled }: TileReportProps) {
  const [started, setStarted] = useState(mayStart);
  if (mayStart && !started) setStarted(true);
  const answer = useReport(started ? report.query : null);
  const settled = answer.isSuccess || answer.isError;
  useEffect(() => {
    if (settled) onSettled(report.id);
  }, [settled, onSettled, report.id]);
  const [sort, setSort] = useState<SortState | null>(null);
  const rows = useMemo(() => sortRows(answer.data?.rows ?? [], sort), [answer.data, sort]);

  if (answer.isPending) return <Skeleton height={chartHeight} data-testid="tile-loading" />;
  if (answer.isError) return <ErrorAlert title="Could not run this report" query={answer} />;
  const result = answer.data;
  const kind = availableKinds(result).includes(report.chart) ? report.chart : suggestChartKind(result);
  if (kind === 'table') return <ReportTable result={result} rows={rows} sort={sort} onSortChange={setSort} />;
  return <ReportChart result={result} kind={kind} endDate={report.query.endDate} height={chartHeight} />;
}
