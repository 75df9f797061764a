import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { reportCsv } from '@/features/analytics/utils/report-csv';
import { ExportMenu } from '../report/export-menu';
import type { ReportResult } from './report-rows';
import { AnalyticsError } from './analytics-error';

interface ReportPanelProps {
  title: string;
  /** Controls beside the title (a metric picker, a toggle). */
  controls?: ReactNode;
  report: UseQueryResult<ReportResult>;
  /** Said when the answer holds no rows. */
  empty: string;
  skeletonHeight?: number;
  testId: string;
  /** False for a panel that shows only a table: its export offers the CSV alone. */
  chart?: boolean;
  children: (result: ReportResult) => ReactNode;
}

/** One section of the Overview: a skeleton while its report runs, its failure, "nothing" when it has no rows. */
export function ReportPanel({
  title,
  controls,
  report,
  empty,
  skeletonHeight = 220,
  testId,
  chart = true,
  children,
}: ReportPanelProps) {
  const content = useRef<HTMLDivElement>(null);
  const shown = report.isSuccess && report.data.rows.length > 0 ? report.data : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4}>{title}</Title>
          <Group gap="xs">
            {controls}
            {shown && (
              <ExportMenu
                title={title}
                fileName={`analytics-${testId}`}
                chart={chart ? content : null}
                csv={() => reportCsv(shown)}
              />
            )}
          </Group>
        </Group>
        {report.isPending && <Skeleton height={skeletonHeight} data-testid={`${testId}-loading`} />}
        <AnalyticsError title={`Could not load ${title.toLowerCase()}`} query={report} />
        {report.isSuccess && report.data.rows.length === 0 && (
          <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        )}
        {shown && <div ref={content}>{children(shown)}</div>}
      </Stack>
    </Paper>
  );
}
