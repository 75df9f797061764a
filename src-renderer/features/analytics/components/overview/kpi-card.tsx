import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import {
  formatChangeRatio,
  formatDifference,
  formatMetric,
  metricChange,
} from '@/features/analytics/utils/metric-format';

interface KpiCardProps {
  label: string;
  /** The metric whose unit the figures are in. */
  metric: string;
  /** Undefined while loading. */
  current: number | undefined;
  previous: number | undefined;
  currency?: string;
  testId: string;
}

/** One figure of the period and its change against the previous period: absolute, in %, coloured by direction. */
export function KpiCard({ label, metric, current, previous, currency, testId }: KpiCardProps) {
  const options = { currency };
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {current === undefined ? (
          <Skeleton height={28} width="60%" />
        ) : (
          <Text fw={700} fz={24} data-testid={`${testId}-value`}>
            {formatMetric(metric, current, options)}
          </Text>
        )}
        {current !== undefined && previous !== undefined && (
          <Change metric={metric} current={current} previous={previous} currency={currency} testId={testId} />
        )}
      </Stack>
    </Paper>
  );
}

function Change({
  metric,
  current,
  previous,
  currency,
  testId,
}: {
  metric: string;
  current: number;
  previous: number;
  currency?: string;
  testId: string;
}) {
  if (previous === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-change`}>
        No previous data
      </Text>
    );
  const change = metricChange(current, previous);
  const direction = Math.sign(change.difference);
  // The -text variables stay readable on both themes' backgrounds.
  const color = [
    'var(--mantine-color-red-text)',
    'var(--mantine-color-dimmed)',
    'var(--mantine-color-teal-text)',
  ][direction + 1];
  const Icon = [IconArrowDownRight, IconMinus, IconArrowUpRight][direction + 1]!;
  return (
    <Group gap={4} data-testid={`${testId}-change`} data-direction={direction}>
      <Icon size={16} color={color} />
      <Text size="sm" c={color}>
        {formatDifference(metric, change.difference, { currency })}
        {change.ratio !== null && ` (${formatChangeRatio(change.ratio)})`}
      </Text>
      <Text size="xs" c="dimmed">
        vs previous period
      </Text>
    </Group>
  );
}
