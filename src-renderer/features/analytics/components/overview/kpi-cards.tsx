import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useReport } from '@/features/analytics/api/run-report';
import type { DateRange } from '@/features/analytics/utils/periods';
import { AnalyticsError, isRefusedForScope } from './analytics-error';
import { KpiCard } from './kpi-card';
import { kpiQuery, revenueQuery } from './overview-queries';
import { numberOf, totalsOf, type ReportRecord } from './report-rows';

interface KpiCardsProps {
  range: DateRange;
  previous: DateRange;
  /** A video's figures; the channel's when absent. */
  videoId?: string;
}

const CARDS: { label: string; metric: string; value: (record: ReportRecord | undefined) => number }[] = [
  { label: 'Views', metric: 'views', value: (r) => numberOf(r, 'views') },
  {
    label: 'Watch time',
    metric: 'estimatedMinutesWatched',
    value: (r) => numberOf(r, 'estimatedMinutesWatched'),
  },
  {
    label: 'Average view duration',
    metric: 'averageViewDuration',
    value: (r) => numberOf(r, 'averageViewDuration'),
  },
  {
    label: 'Subscribers',
    metric: 'subscribersNet',
    value: (r) => numberOf(r, 'subscribersGained') - numberOf(r, 'subscribersLost'),
  },
  { label: 'Likes', metric: 'likes', value: (r) => numberOf(r, 'likes') },
];

/**
 * The period's headline figures against the previous period's. Revenue is asked on its own and shown only when
 * the account granted the monetary scope: a refusal for scope hides its card instead of failing the others.
 */
export function KpiCards({ range, previous, videoId }: KpiCardsProps) {
  const current = useReport(kpiQuery(range, videoId));
  const before = useReport(kpiQuery(previous, videoId));
  const revenue = useReport(revenueQuery(range, videoId));
  const revenueBefore = useReport(revenueQuery(previous, videoId));
  const failed = current.isError ? current : before.isError ? before : undefined;
  const revenueShown = !revenue.isError || !isRefusedForScope(revenue.error);
  const incompleteFrom = current.data?.incompleteFrom;
  const noViews = current.data !== undefined && numberOf(totalsOf(current.data), 'views') === 0;

  return (
    <Stack gap="xs" data-testid="kpi-cards">
      {noViews && (
        <Alert color="gray" title="No views in this period" data-testid="kpi-empty">
          {videoId
            ? 'Nobody watched this video in these days: pick a longer period, or check the video ID.'
            : "The channel had no views in these days. A new channel's figures show a few days after its first views; pick a longer period, or check in Settings → Accounts that the profile is signed in as the channel's owner."}
        </Alert>
      )}
      {failed && <AnalyticsError title="Could not load the figures" query={failed} testId="kpi-error" />}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: revenueShown ? 6 : 5 }}>
        {CARDS.map(({ label, metric, value }) => (
          <KpiCard
            key={metric}
            label={label}
            metric={metric}
            current={current.data && value(totalsOf(current.data))}
            previous={before.data && value(totalsOf(before.data))}
            testId={`kpi-${metric}`}
          />
        ))}
        {revenueShown && (
          <KpiCard
            label="Estimated revenue"
            metric="estimatedRevenue"
            current={revenue.data && numberOf(totalsOf(revenue.data), 'estimatedRevenue')}
            previous={revenueBefore.data && numberOf(totalsOf(revenueBefore.data), 'estimatedRevenue')}
            testId="kpi-estimatedRevenue"
          />
        )}
      </SimpleGrid>
      {revenue.isError && !isRefusedForScope(revenue.error) && (
        <AnalyticsError title="Could not load the revenue" query={revenue} />
      )}
      {incompleteFrom && (
        <Text size="xs" c="dimmed" data-testid="kpi-not-final">
          Figures from {incompleteFrom} on are not final yet: the service adds those days later, so the period
          counts fewer days than the one it is compared with.
        </Text>
      )}
    </Stack>
  );
}
