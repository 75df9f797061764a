import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { useExportHistory } from '../api/export-history';
import type { useUrlHistory } from '../api/url-history';

const RANGES = ['7', '30', '90'];

const SERIES = [
  { name: 'updated', label: 'URL_UPDATED', color: 'blue.6', stackId: 'sent' },
  { name: 'deleted', label: 'URL_DELETED', color: 'grape.6', stackId: 'sent' },
  { name: 'failed', label: 'Failed', color: 'red.6' },
];

/** Notifications a day by type (stacked) and failures, over 7, 30 or 90 days; every one can be exported. */
interface HistoryPanelProps {
  days: number;
  onDays: (days: number) => void;
  /** The page's history query: its errors are the page's error groups too. */
  history: ReturnType<typeof useUrlHistory>;
}

export function HistoryPanel({ days, onDays, history }: HistoryPanelProps) {
  const exporting = useExportHistory();
  const data = history.data?.days ?? [];
  const empty = data.every((day) => day.updated + day.deleted + day.failed === 0);
  return (
    <Paper withBorder p="md" radius="md" data-testid="url-history">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Notifications a day</Text>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={String(days)}
              onChange={(value) => onDays(Number(value))}
              data={RANGES.map((range) => ({ value: range, label: `${range} days` }))}
              data-testid="history-range"
            />
            {(['csv', 'json'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                loading={exporting.isPending && exporting.variables === format}
                onClick={() => exporting.mutate(format)}
                data-testid={`history-export-${format}`}
              >
                Export {format.toUpperCase()}
              </Button>
            ))}
          </Group>
        </Group>
        <ErrorAlert title="Could not read the notification history" query={history} />
        {history.isPending && <Skeleton height={220} />}
        {history.isSuccess &&
          (empty ? (
            <Text size="sm" c="dimmed" data-testid="history-empty">
              No notification sent in the last {days} days. Notifications sent from this page are counted here
              by day, with their failures.
            </Text>
          ) : (
            <BarChart
              h={220}
              data={data}
              dataKey="day"
              series={SERIES}
              withLegend
              tickLine="y"
              data-testid="history-chart"
            />
          ))}
      </Stack>
    </Paper>
  );
}
