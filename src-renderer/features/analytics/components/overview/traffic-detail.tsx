import { Button, Table } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import { trafficSourceLabel } from './audience-names';
import { TRAFFIC_DETAIL_ROWS, trafficDetailQuery } from './overview-queries';
import { ReportPanel } from './report-panel';
import { numberOf, recordsOf } from './report-rows';

interface TrafficDetailProps {
  range: DateRange;
  source: string;
  onBack: () => void;
}

/** One traffic source's details: its top search terms, external sites or referring videos by views. */
export function TrafficDetail({ range, source, onBack }: TrafficDetailProps) {
  const report = useReport(trafficDetailQuery(range, source));
  return (
    <ReportPanel
      title={`Traffic sources › ${trafficSourceLabel(source)}`}
      controls={
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          data-testid="traffic-detail-back"
        >
          All sources
        </Button>
      }
      report={report}
      empty="No details for this source in this period."
      testId="traffic-detail"
    >
      {(result) => (
        <Table striped data-testid="traffic-detail-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Top {TRAFFIC_DETAIL_ROWS}</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
              <Table.Th ta="right">Watch time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recordsOf(result).map((record) => (
              <Table.Tr key={String(record.insightTrafficSourceDetail)} data-testid="traffic-detail-row">
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {String(record.insightTrafficSourceDetail)}
                </Table.Td>
                <Table.Td ta="right">{formatMetric('views', numberOf(record, 'views'))}</Table.Td>
                <Table.Td ta="right">
                  {formatMetric('estimatedMinutesWatched', numberOf(record, 'estimatedMinutesWatched'))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ReportPanel>
  );
}
