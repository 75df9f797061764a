import { LineChart } from '@mantine/charts';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import type { AlignedDay } from './align-series';

const SIDES = [
  { name: 'a', color: 'blue.6' },
  { name: 'b', color: 'orange.6' },
] as const;

interface CompareChartProps {
  days: readonly AlignedDay[];
  labels: { a: string; b: string };
  /** Downloads of the chart and its days, beside the title. */
  exportMenu: ReactNode;
}

/** Views a day of A and B on one axis; the chips above it show or hide each side. */
export function CompareChart({ days, labels, exportMenu }: CompareChartProps) {
  const [shown, setShown] = useState<string[]>(['a', 'b']);
  const series = SIDES.filter((side) => shown.includes(side.name)).map((side) => ({
    ...side,
    label: labels[side.name],
  }));
  return (
    <Stack gap="xs" data-testid="compare-chart">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>Views a day</Text>
          {exportMenu}
        </Group>
        <Chip.Group
          multiple
          value={shown}
          // One side stays shown: an empty chart says nothing.
          onChange={(next) => next.length > 0 && setShown(next)}
        >
          <Group gap={6}>
            {SIDES.map((side) => (
              <Chip
                key={side.name}
                value={side.name}
                size="xs"
                color={side.color}
                data-testid={`compare-series-${side.name}`}
              >
                {labels[side.name]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <LineChart
        h={260}
        data={days as AlignedDay[]}
        dataKey="label"
        series={series}
        curveType="monotone"
        withDots={false}
        connectNulls={false}
        yAxisLabel="views"
        valueFormatter={(value) => formatMetric('views', value)}
        tooltipAnimationDuration={0}
      />
    </Stack>
  );
}
