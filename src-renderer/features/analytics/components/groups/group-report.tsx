import { LineChart } from '@mantine/charts';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useReport, type ReportQuery } from '@/features/analytics/api/run-report';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import { lastDays, pacificToday } from '@/features/analytics/utils/periods';

const METRICS = ['views', 'estimatedMinutesWatched'] as const;
const DAYS = 28;

/** The last 28 days' query for a group: views and watch time a day, filtered to its items. */
function groupReportQuery(groupId: string, today: string): ReportQuery {
  return {
    ...lastDays(DAYS, today),
    metrics: METRICS.join(','),
    dimensions: 'day',
    filters: `group==${groupId}`,
    sort: 'day',
  };
}

/** What a group's items did in the last 28 days: views and watch time in all, and views a day. */
export function GroupReport({ groupId }: { groupId: string }) {
  const query = useMemo(() => groupReportQuery(groupId, pacificToday()), [groupId]);
  const report = useReport(query);
  const rows = report.data?.rows ?? [];
  const totals = METRICS.map((metric, index) => ({
    metric,
    total: rows.reduce((sum, row) => sum + Number(row[index + 1] ?? 0), 0),
  }));
  const daily = rows.map((row) => ({ day: String(row[0]), views: Number(row[1] ?? 0) }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="group-report">
      <Stack gap="sm">
        <Text fw={600}>Last {DAYS} days</Text>
        <ErrorAlert title="Could not run the group's report" query={report} />
        {report.isPending && <Skeleton height={160} />}
        {report.isSuccess && (
          <>
            <Group gap="xl">
              {totals.map(({ metric, total }) => (
                <Stack key={metric} gap={0} data-testid={`group-report-${metric}`}>
                  <Text size="xs" c="dimmed">
                    {metric === 'views' ? 'Views' : 'Watch time'}
                  </Text>
                  <Text fw={700} size="lg">
                    {formatMetric(metric, total)}
                  </Text>
                </Stack>
              ))}
            </Group>
            {daily.length > 0 ? (
              <LineChart
                h={160}
                data={daily}
                dataKey="day"
                series={[{ name: 'views', label: 'Views', color: 'blue.6' }]}
                curveType="monotone"
                withDots={false}
                valueFormatter={(value) => formatMetric('views', value)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No views in these days: add items, or the items had none.
              </Text>
            )}
            {report.data.incompleteFrom && (
              <Text size="xs" c="dimmed">
                From {report.data.incompleteFrom} the figures are not final yet.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
