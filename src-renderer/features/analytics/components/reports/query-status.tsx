import { Alert, Badge, Group, Text } from '@mantine/core';
import type { QueryCheck } from '@/lib/analytics-catalog';
import { compatibleReports } from '@/features/analytics/utils/builder-options';
import { missingFor, type BuilderState } from '@/features/analytics/utils/builder-query';

interface QueryStatusProps {
  state: BuilderState;
  check: QueryCheck;
}

/** Which report type the picks fall under, or what the nearest one still needs and why the query is refused. */
export function QueryStatus({ state, check }: QueryStatusProps) {
  if (!('error' in check))
    return (
      <Group gap="xs" data-testid="builder-report-type">
        <Text size="sm">Report type:</Text>
        <Badge variant="light">{check.reportType.name}</Badge>
      </Group>
    );
  const picks = {
    metrics: state.metrics,
    dimensions: state.dimensions,
    filters: state.filters.map((filter) => filter.key),
  };
  const nearest = compatibleReports(picks)
    .map((report) => ({ report, needs: missingFor(report, state) }))
    .sort((a, b) => a.needs.length - b.needs.length)[0];
  return (
    <Alert color="yellow" title="Not a query the service answers yet" data-testid="builder-problem">
      {nearest && nearest.needs.length > 0 ? (
        <Text size="sm">
          To run it as <b>{nearest.report.name}</b>, add {nearest.needs.join('; ')}.
        </Text>
      ) : (
        <Text size="sm">{check.error.explanation}</Text>
      )}
      {state.filters.some((filter) => filter.values.length === 0) && (
        <Text size="sm">Give each filter a value, or remove it.</Text>
      )}
    </Alert>
  );
}
