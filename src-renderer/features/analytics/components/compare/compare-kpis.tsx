import { Table, Text } from '@mantine/core';
import {
  formatChangeRatio,
  formatDifference,
  formatMetric,
  metricLabel,
} from '@/features/analytics/utils/metric-format';
import type { KpiComparison } from './compare-deltas';

interface CompareKpisProps {
  rows: readonly KpiComparison[];
  labels: { a: string; b: string };
}

function changeColor(difference: number): string | undefined {
  if (difference === 0) return undefined;
  return difference > 0 ? 'teal' : 'red';
}

/** Each KPI for A and B, and how A differs from B: in the metric's unit and as a percentage of B. */
export function CompareKpis({ rows, labels }: CompareKpisProps) {
  return (
    <Table striped data-testid="compare-kpis">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Metric</Table.Th>
          <Table.Th ta="right">A: {labels.a}</Table.Th>
          <Table.Th ta="right">B: {labels.b}</Table.Th>
          <Table.Th ta="right">A − B</Table.Th>
          <Table.Th ta="right">Change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.metric} data-testid="compare-kpi" data-metric={row.metric}>
            <Table.Td>{metricLabel(row.metric)}</Table.Td>
            <Table.Td ta="right" data-testid="compare-kpi-a">
              {formatMetric(row.metric, row.a)}
            </Table.Td>
            <Table.Td ta="right" data-testid="compare-kpi-b">
              {formatMetric(row.metric, row.b)}
            </Table.Td>
            <Table.Td ta="right" data-testid="compare-kpi-difference">
              <Text span size="sm" c={changeColor(row.difference)}>
                {formatDifference(row.metric, row.difference)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" data-testid="compare-kpi-ratio">
              {row.ratio === null ? (
                <Text span size="sm" c="dimmed" title="B is zero: there is nothing to take a percentage of">
                  —
                </Text>
              ) : (
                <Text span size="sm" c={changeColor(row.difference)}>
                  {formatChangeRatio(row.ratio)}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
