import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatMetric } from '@/features/analytics/utils/metric-format';

interface Slice {
  name: string;
  value: number;
  color: string;
}

/** Views split by one dimension: a donut and, beside it, each part's name, views and share. */
export function ShareDonut({ data, testId }: { data: Slice[]; testId: string }) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Group gap="lg" wrap="nowrap" justify="center" data-testid={testId}>
      <DonutChart
        data={data}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => formatMetric('views', value)}
        size={150}
        thickness={24}
      />
      <Stack gap={4}>
        {data.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={10} />
            <Text size="sm">{slice.name}</Text>
            <Text size="sm" c="dimmed">
              {formatMetric('views', slice.value)} · {total ? Math.round((100 * slice.value) / total) : 0}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
