import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePeriod } from '@/features/analytics/hooks/use-period';
import { KpiCards } from '../overview/kpi-cards';
import { PeriodPicker } from '../overview/period-picker';
import { TimeSeriesPanel } from '../overview/time-series-panel';
import { RetentionChart } from './retention-chart';

/** One video for the period: its figures against the period before, its daily views and its retention curve. */
export function VideoPage() {
  const { videoId = '' } = useParams();
  const period = usePeriod();
  return (
    <Stack gap="md" data-testid="analytics-video">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to="/analytics" size="sm" data-testid="video-back">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              Back to the overview
            </Group>
          </Anchor>
          <Title order={3}>
            Video{' '}
            <Text span ff="monospace" inherit data-testid="video-id">
              {videoId}
            </Text>
          </Title>
        </Stack>
        <PeriodPicker period={period} />
      </Group>
      {period.range && (
        <>
          <KpiCards range={period.range} previous={period.previous} videoId={videoId} />
          <TimeSeriesPanel range={period.range} previous={period.previous} videoId={videoId} />
          <RetentionChart range={period.range} videoId={videoId} />
        </>
      )}
    </Stack>
  );
}
