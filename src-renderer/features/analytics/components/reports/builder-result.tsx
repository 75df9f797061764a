import { Center, Loader, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useReport } from '@/features/analytics/api/run-report';
import type { BuilderQuery } from '@/features/analytics/utils/builder-query';
import { ReportCard } from '../report/report-card';
import type { ChartKind } from '../report/report-shape';

interface BuilderResultProps {
  /** The query last run, null before the first run. */
  query: BuilderQuery | null;
  title: string;
  chart: ChartKind | undefined;
  onChartChange: (kind: ChartKind) => void;
}

/** The answer to the query last run, as a chart of the suggested (or saved) kind, its table and exports. */
export function BuilderResult({ query, title, chart, onChartChange }: BuilderResultProps) {
  const report = useReport(query);
  if (!query)
    return (
      <Text c="dimmed" size="sm">
        Pick what to report and press Run.
      </Text>
    );
  if (report.isPending)
    return (
      <Center p="lg">
        <Loader size="sm" />
      </Center>
    );
  if (report.error)
    return (
      <ErrorAlert
        title="The report could not be run"
        error={report.error}
        query={report}
        testId="builder-run-error"
      />
    );
  return (
    <ReportCard
      key={JSON.stringify(query)}
      title={title}
      result={report.data}
      kind={chart}
      onKindChange={onChartChange}
      endDate={query.endDate}
    />
  );
}
