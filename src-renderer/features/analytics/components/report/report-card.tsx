import { Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { reportCsv } from '@/features/analytics/utils/report-csv';
import { ExportMenu } from './export-menu';
import { ReportChart } from './report-chart';
import {
  availableKinds,
  sortRows,
  suggestChartKind,
  type ChartKind,
  type ReportResult,
  type SortState,
} from './report-shape';
import { ReportTable } from './report-table';

const KIND_LABELS: Record<ChartKind, string> = { line: 'Line', bar: 'Bars', map: 'Map', table: 'Table only' };

interface ReportCardProps {
  title: string;
  result: ReportResult;
  /** The chart drawn first; the suggested one (suggestChartKind) when not given or not possible. */
  kind?: ChartKind;
  /** Called when the user switches the chart kind. */
  onKindChange?: (kind: ChartKind) => void;
  /** The query's endDate, so days not final yet are shown up to it. */
  endDate?: string;
  /** Whether the table is shown under the chart (a table-only result always shows it). */
  withTable?: boolean;
}

function fileNameOf(title: string): string {
  return (
    title
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  );
}

/** A report's chart (switchable among the kinds it allows), its sortable table and their exports in one card. */
export function ReportCard({
  title,
  result,
  kind,
  onKindChange,
  endDate,
  withTable = true,
}: ReportCardProps) {
  const kinds = availableKinds(result);
  const [picked, setPicked] = useState<ChartKind | undefined>(kind);
  const shown = picked && kinds.includes(picked) ? picked : suggestChartKind(result);
  const [sort, setSort] = useState<SortState | null>(null);
  const rows = useMemo(() => sortRows(result.rows, sort), [result.rows, sort]);
  const chart = useRef<HTMLDivElement>(null);

  return (
    <Card withBorder padding="md" data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Group gap="xs" wrap="nowrap">
            {kinds.length > 1 && (
              <SegmentedControl
                size="xs"
                value={shown}
                onChange={(value) => {
                  setPicked(value as ChartKind);
                  onKindChange?.(value as ChartKind);
                }}
                data={kinds.map((value) => ({ value, label: KIND_LABELS[value] }))}
                aria-label="Chart kind"
              />
            )}
            <ExportMenu
              title={title}
              fileName={fileNameOf(title)}
              chart={shown === 'table' ? null : chart}
              csv={() => reportCsv(result, rows)}
            />
          </Group>
        </Group>
        {shown !== 'table' && (
          <div ref={chart}>
            <ReportChart result={result} kind={shown} endDate={endDate} />
          </div>
        )}
        {(withTable || shown === 'table') && (
          <ReportTable result={result} rows={rows} sort={sort} onSortChange={setSort} />
        )}
      </Stack>
    </Card>
  );
}
