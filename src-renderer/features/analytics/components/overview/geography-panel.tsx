import { SimpleGrid, Table } from '@mantine/core';
import { GeoMap } from '../report/geo-map';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric, metricLabel } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import { countryQuery } from './overview-queries';
import { ReportPanel } from './report-panel';
import { numberOf, recordsOf } from './report-rows';

const COUNTRY_METRICS = ['views', 'estimatedMinutesWatched', 'averageViewDuration'] as const;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's name from the service's ISO 3166 alpha-2 code, the code itself where the name is unknown. */
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the views come from: a world map coloured by views, and the countries by views. */
export function GeographyPanel({ range }: { range: DateRange }) {
  const report = useReport(countryQuery(range));
  return (
    <ReportPanel title="Geography" report={report} empty="No views in this period." testId="geography">
      {(result) => (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <GeoMap result={result} metric="views" />
          <Table.ScrollContainer minWidth={420} maxHeight={360}>
            <Table striped stickyHeader data-testid="geography-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Country</Table.Th>
                  {COUNTRY_METRICS.map((metric) => (
                    <Table.Th key={metric} ta="right">
                      {metricLabel(metric)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recordsOf(result).map((record) => (
                  <Table.Tr key={String(record.country)} data-testid="geography-row">
                    <Table.Td>{countryName(String(record.country))}</Table.Td>
                    {COUNTRY_METRICS.map((metric) => (
                      <Table.Td key={metric} ta="right">
                        {formatMetric(metric, numberOf(record, metric))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </ReportPanel>
  );
}
