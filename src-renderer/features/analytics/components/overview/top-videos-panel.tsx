import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric, metricLabel } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import {
  TOP_VIDEO_COUNT,
  TOP_VIDEO_METRICS,
  TOP_VIDEO_RANKINGS,
  topVideosQuery,
  type TopVideoRanking,
} from './overview-queries';
import { ReportPanel } from './report-panel';
import { numberOf, recordsOf } from './report-rows';

type TopVideoMetric = (typeof TOP_VIDEO_METRICS)[number];

function isRanking(metric: TopVideoMetric): metric is TopVideoRanking {
  return (TOP_VIDEO_RANKINGS as readonly string[]).includes(metric);
}

/**
 * The period's top videos. The service ranks them by views or watch time only, so those two ask it again with
 * that sort; average view duration and likes order the videos already shown.
 */
export function TopVideosPanel({ range }: { range: DateRange }) {
  const [ranking, setRanking] = useState<TopVideoRanking>('views');
  const [order, setOrder] = useState<TopVideoMetric>('views');
  const report = useReport(topVideosQuery(range, ranking));

  const sortBy = (metric: TopVideoMetric) => {
    setOrder(metric);
    if (isRanking(metric)) setRanking(metric);
  };

  return (
    <ReportPanel
      title="Top videos"
      report={report}
      empty="No video was watched in this period."
      testId="top-videos"
      chart={false}
    >
      {(result) => {
        const rows = recordsOf(result).sort((a, b) => numberOf(b, order) - numberOf(a, order));
        return (
          <>
            <Table.ScrollContainer minWidth={560} maxHeight={420}>
              <Table striped highlightOnHover stickyHeader data-testid="top-videos-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Video</Table.Th>
                    {TOP_VIDEO_METRICS.map((metric) => (
                      <Table.Th key={metric} ta="right">
                        <UnstyledButton
                          onClick={() => sortBy(metric)}
                          fw={600}
                          fz="sm"
                          aria-sort={order === metric ? 'descending' : 'none'}
                          data-testid={`top-videos-sort-${metric}`}
                        >
                          {metricLabel(metric)}
                          {order === metric && <IconArrowDown size={12} style={{ marginLeft: 4 }} />}
                        </UnstyledButton>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => {
                    const videoId = String(row.video);
                    return (
                      <Table.Tr key={videoId} data-testid="top-videos-row">
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/analytics/videos/${videoId}`} ff="monospace" fz="sm">
                            {videoId}
                          </Anchor>
                        </Table.Td>
                        {TOP_VIDEO_METRICS.map((metric) => (
                          <Table.Td key={metric} ta="right">
                            {formatMetric(metric, numberOf(row, metric))}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              The {TOP_VIDEO_COUNT} videos with the most {metricLabel(ranking).toLowerCase()}. YouTube ranks
              top videos by views or watch time; average view duration and likes order these {TOP_VIDEO_COUNT}
              .
            </Text>
          </>
        );
      }}
    </ReportPanel>
  );
}
