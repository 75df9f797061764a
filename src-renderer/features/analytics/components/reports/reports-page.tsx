import { Button, Card, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import {
  checkBuilder,
  fromQuery,
  toQuery,
  type BuilderQuery,
  type BuilderState,
} from '@/features/analytics/utils/builder-query';
import { useGroups } from '@/features/analytics/api/list-groups';
import { lastDays, pacificToday } from '@/features/analytics/utils/periods';
import { useReport } from '@/features/analytics/api/run-report';
import { availableKinds, suggestChartKind, type ChartKind } from '../report/report-shape';
import { BuilderForm } from './builder-form';
import { BuilderResult } from './builder-result';
import { QueryStatus } from './query-status';
import { SaveReportForm } from './save-report-form';
import { SavedReportsList } from './saved-reports-list';

/** Views a day over the last 28 days, with filters passed in the address (`?filters=group==ID` from Groups). */
function initialState(filters: string | null): BuilderState {
  const range = lastDays(28, pacificToday());
  return fromQuery({
    ids: 'channel==MINE',
    ...range,
    metrics: 'views',
    dimensions: 'day',
    ...(filters ? { filters } : {}),
  });
}

/** The report builder: picks the catalog allows, the report type they fall under, run, chart, table, save. */
export function ReportsPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState(() => initialState(params.get('filters')));
  const [ran, setRan] = useState<BuilderQuery | null>(null);
  const [open, setOpen] = useState<SavedReport | undefined>();
  const [chart, setChart] = useState<ChartKind | undefined>();
  const groups = useGroups(state.filters.some((filter) => filter.key === 'group'));
  const groupId = state.filters.find((filter) => filter.key === 'group')?.values[0];
  const groupType = groups.data?.find((group) => group.id === groupId)?.itemType;
  const check = checkBuilder(
    state,
    groupType === undefined ? undefined : groupType === 'youtube#playlist' ? 'playlist' : 'video',
  );
  // The chart a save keeps: the one shown (picked, or suggested for the answer the card draws).
  const result = useReport(ran).data;
  const shownChart: ChartKind =
    result === undefined
      ? (chart ?? 'table')
      : chart && availableKinds(result).includes(chart)
        ? chart
        : suggestChartKind(result);
  const valid = !('error' in check) && state.filters.every((filter) => filter.values.length > 0);

  const openReport = (report: SavedReport) => {
    setOpen(report);
    setState(fromQuery(report.query));
    setChart(report.chart);
    setRan(report.query);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SavedReportsList
          openId={open?.id}
          onOpen={openReport}
          onRemoved={(id) => id === open?.id && setOpen(undefined)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Card withBorder padding="md">
            <Stack gap="md">
              <BuilderForm state={state} onChange={setState} />
              <QueryStatus state={state} check={check} />
              <Group justify="space-between" align="flex-end">
                <Button onClick={() => setRan(toQuery(state))} disabled={!valid} data-testid="builder-run">
                  Run
                </Button>
                <SaveReportForm
                  key={open?.id ?? 'new'}
                  open={open}
                  query={valid ? toQuery(state) : null}
                  chart={shownChart}
                  onSaved={setOpen}
                />
              </Group>
            </Stack>
          </Card>
          <BuilderResult
            query={ran}
            title={open?.name ?? ('error' in check ? 'Report' : check.reportType.name)}
            chart={chart}
            onChartChange={setChart}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
