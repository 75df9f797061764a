import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useReport } from '@/features/analytics/api/run-report';
import { alignDaily } from './align-series';
import { ExportMenu } from '@/features/analytics/components/report/export-menu';
import { CompareChart } from './compare-chart';
import { dailyCsv, kpisCsv } from './compare-csv';
import { compareKpis, kpiMetrics, totalsOf } from './compare-deltas';
import { CompareKpis } from './compare-kpis';
import { dailyViewsQuery, totalsQuery, type CompareSide } from './compare-queries';

interface CompareResultProps {
  a: CompareSide;
  b: CompareSide;
  /** Either side is a group of playlists, whose reports offer fewer metrics. */
  anyPlaylists: boolean;
}

/** A and B side by side: the KPI table with the change between them, and views a day of both. */
export function CompareResult({ a, b, anyPlaylists }: CompareResultProps) {
  const metrics = kpiMetrics(anyPlaylists);
  const queries = useMemo(
    () => ({
      totalsA: totalsQuery(a, metrics),
      totalsB: totalsQuery(b, metrics),
      dailyA: dailyViewsQuery(a),
      dailyB: dailyViewsQuery(b),
    }),
    [a, b, metrics],
  );
  const totalsA = useReport(queries.totalsA);
  const totalsB = useReport(queries.totalsB);
  const dailyA = useReport(queries.dailyA);
  const dailyB = useReport(queries.dailyB);
  const labels = { a: a.label, b: b.label };
  const chart = useRef<HTMLDivElement>(null);
  const fileName = `compare-${a.label}-vs-${b.label}`.replace(/[^\w.-]+/g, '-');

  const kpis =
    totalsA.data && totalsB.data
      ? compareKpis(metrics, totalsOf(totalsA.data, metrics), totalsOf(totalsB.data, metrics))
      : null;
  const days =
    dailyA.data && dailyB.data
      ? alignDaily({ range: a.range, result: dailyA.data }, { range: b.range, result: dailyB.data })
      : null;
  const notFinal = [
    totalsA.data?.incompleteFrom && `A (from ${totalsA.data.incompleteFrom})`,
    totalsB.data?.incompleteFrom && `B (from ${totalsB.data.incompleteFrom})`,
  ].filter(Boolean);
  const pending = [dailyA.data?.incompleteFrom, dailyB.data?.incompleteFrom].filter(Boolean);

  return (
    <Stack gap="md" data-testid="compare-result">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <ErrorAlert title={`Could not report A (${a.label})`} query={totalsA} />
          <ErrorAlert title={`Could not report B (${b.label})`} query={totalsB} />
          {kpis ? (
            <>
              <Group justify="space-between">
                <Text fw={600}>A against B</Text>
                <ExportMenu
                  title="A against B"
                  fileName={fileName}
                  chart={null}
                  csv={() => kpisCsv(kpis, labels)}
                />
              </Group>
              <CompareKpis rows={kpis} labels={labels} />
              {notFinal.length > 0 && (
                <Text size="xs" c="dimmed" data-testid="compare-not-final">
                  {notFinal.join(' and ')}{' '}
                  {notFinal.length > 1
                    ? 'reach days not final yet, which the service leaves out: their totals may still grow.'
                    : 'reaches days not final yet, which the service leaves out: its totals may still grow.'}
                </Text>
              )}
            </>
          ) : (
            !totalsA.error && !totalsB.error && <Skeleton height={200} />
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <ErrorAlert title={`Could not read A's views a day`} query={dailyA} />
          <ErrorAlert title={`Could not read B's views a day`} query={dailyB} />
          {days ? (
            <div ref={chart}>
              <CompareChart
                days={days}
                labels={labels}
                exportMenu={
                  <ExportMenu
                    title={`Views a day: ${a.label} against ${b.label}`}
                    fileName={`${fileName}-daily`}
                    chart={chart}
                    csv={() => dailyCsv(days, labels)}
                  />
                }
              />
            </div>
          ) : (
            !dailyA.error && !dailyB.error && <Skeleton height={260} />
          )}
          {pending.length > 0 && (
            <Text size="xs" c="dimmed">
              Days from {[...new Set(pending)].join(' and ')} on are not final yet: the service leaves them
              out, so they show as gaps.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
