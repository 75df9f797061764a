import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { formatMetric, unitLabel } from '@/features/analytics/utils/metric-format';
import { codeLabel } from './audience-names';
import { numberOf, recordsOf, type ReportResult } from './report-rows';
import { SeriesLegend, toggled, type LegendEntry } from './series-legend';

const GENDER_COLORS: Record<string, string> = {
  female: 'pink.6',
  male: 'blue.6',
  user_specified: 'teal.6',
};

/** The share of viewers in each age group, a bar per gender; the legend shows or hides a gender. */
export function AgeGenderChart({ result }: { result: ReportResult }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const records = recordsOf(result);
  const genders = [...new Set(records.map((record) => String(record.gender)))];
  const byAge = new Map<string, Record<string, string | number>>();
  for (const record of records) {
    const age = String(record.ageGroup);
    const row = byAge.get(age) ?? { age: codeLabel(age) };
    row[String(record.gender)] = numberOf(record, 'viewerPercentage');
    byAge.set(age, row);
  }
  const entries: LegendEntry[] = genders.map((gender) => ({
    name: gender,
    label: codeLabel(gender),
    color: GENDER_COLORS[gender] ?? 'gray.6',
  }));
  return (
    <Stack gap="xs">
      <SeriesLegend
        entries={entries}
        hidden={hidden}
        onToggle={(name) => setHidden((set) => toggled(set, name))}
        testId="age-gender-legend"
      />
      <BarChart
        h={240}
        data={[...byAge.values()]}
        dataKey="age"
        series={entries}
        barProps={(series) => ({ hide: hidden.has(series.name) })}
        valueFormatter={(value) => formatMetric('viewerPercentage', value)}
        yAxisLabel={`Viewers (${unitLabel('viewerPercentage')})`}
        data-testid="age-gender-chart"
      />
    </Stack>
  );
}
