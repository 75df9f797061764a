import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import { retentionQuery } from '../overview/overview-queries';
import { ReportPanel } from '../overview/report-panel';
import { numberOf, recordsOf } from '../overview/report-rows';
import { SeriesLegend, toggled, type LegendEntry } from '../overview/series-legend';

const ENTRIES: LegendEntry[] = [
  { name: 'audienceWatchRatio', label: 'Audience watching', color: 'blue.6' },
  { name: 'relativeRetentionPerformance', label: 'Against similar videos', color: 'orange.6' },
];

const position = (ratio: number) => `${Math.round(ratio * 100)}%`;

/**
 * How much of the audience is still watching at each point of the video (audienceWatchRatio, can pass 100%
 * where people rewatch) and how that ranks against videos of similar length (0 worst … 1 best, drawn as a percentage).
 */
export function RetentionChart({ range, videoId }: { range: DateRange; videoId: string }) {
  const report = useReport(retentionQuery(range, videoId));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  return (
    <ReportPanel
      title="Audience retention"
      report={report}
      empty="No one watched this video in this period, so it has no retention curve."
      testId="retention"
    >
      {(result) => {
        const points = recordsOf(result).map((record) => ({
          at: numberOf(record, 'elapsedVideoTimeRatio'),
          audienceWatchRatio: numberOf(record, 'audienceWatchRatio'),
          relativeRetentionPerformance: numberOf(record, 'relativeRetentionPerformance'),
        }));
        return (
          <Stack gap="xs">
            <SeriesLegend
              entries={ENTRIES}
              hidden={hidden}
              onToggle={(name) => setHidden((set) => toggled(set, name))}
              testId="retention-legend"
            />
            <LineChart
              h={280}
              data={points}
              dataKey="at"
              series={ENTRIES}
              lineProps={(series) => ({ hide: hidden.has(series.name) })}
              withDots={false}
              withLegend={false}
              curveType="monotone"
              valueFormatter={(value) => formatMetric('audienceWatchRatio', value)}
              xAxisProps={{ tickFormatter: position }}
              xAxisLabel="Position in the video"
              yAxisLabel="%"
              yAxisProps={{ tickFormatter: (value: number) => position(value) }}
              data-testid="retention-chart"
              data-points={points.length}
            />
            <Text size="xs" c="dimmed">
              Audience watching: the share of the video&apos;s views still watching at that point. Against
              similar videos: how this video ranks there among videos of similar length, 50% being typical and
              higher keeping viewers better.
            </Text>
          </Stack>
        );
      }}
    </ReportPanel>
  );
}
