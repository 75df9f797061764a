import { SimpleGrid, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { FILTER_VALUES } from '@/lib/analytics-catalog';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import { trafficSourceLabel } from './audience-names';
import { trafficSourcesQuery } from './overview-queries';
import { ReportPanel } from './report-panel';
import { numberOf, recordsOf } from './report-rows';
import { TrafficDetail } from './traffic-detail';
import { ViewsBars } from './views-bars';

/** The service reports details (search terms, sites, videos…) only for these source types. */
const WITH_DETAILS = new Set(FILTER_VALUES['insightTrafficSourceDetailAllowedSourceTypes'] ?? []);

/** Views by traffic source as bars; a source with details opens them (its search terms, its sites…). */
export function TrafficSourcesPanel({ range }: { range: DateRange }) {
  const report = useReport(trafficSourcesQuery(range));
  const [source, setSource] = useState<string | null>(null);
  if (source) return <TrafficDetail range={range} source={source} onBack={() => setSource(null)} />;

  return (
    <ReportPanel
      title="Traffic sources"
      report={report}
      empty="No views in this period."
      testId="traffic-sources"
    >
      {(result) => {
        const bars = recordsOf(result).map((record) => ({
          source: String(record.insightTrafficSourceType),
          name: trafficSourceLabel(String(record.insightTrafficSourceType)),
          views: numberOf(record, 'views'),
          estimatedMinutesWatched: numberOf(record, 'estimatedMinutesWatched'),
        }));
        const open = (code: string) => WITH_DETAILS.has(code) && setSource(code);
        return (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ViewsBars
                data={bars}
                color="teal.6"
                labelWidth={160}
                onBarClick={(index) => open(bars[index]!.source)}
                testId="traffic-sources-chart"
              />
              <Table highlightOnHover data-testid="traffic-sources-table">
                <Table.Tbody>
                  {bars.map((bar) => (
                    <Table.Tr key={bar.source}>
                      <Table.Td>
                        {WITH_DETAILS.has(bar.source) ? (
                          <UnstyledButton
                            c="var(--mantine-color-anchor)"
                            fz="sm"
                            onClick={() => open(bar.source)}
                            data-testid={`traffic-source-${bar.source}`}
                          >
                            {bar.name} ›
                          </UnstyledButton>
                        ) : (
                          <Text fz="sm" data-testid={`traffic-source-${bar.source}`}>
                            {bar.name}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatMetric('views', bar.views)}</Table.Td>
                      <Table.Td ta="right">
                        {formatMetric('estimatedMinutesWatched', bar.estimatedMinutesWatched)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Click a source with › (or its bar) for its details: search terms, sites, videos. YouTube gives
              no details for the others.
            </Text>
          </>
        );
      }}
    </ReportPanel>
  );
}
