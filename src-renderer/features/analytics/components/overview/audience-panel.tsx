import { SimpleGrid } from '@mantine/core';
import { useReport } from '@/features/analytics/api/run-report';
import type { DateRange } from '@/features/analytics/utils/periods';
import { AgeGenderChart } from './age-gender-chart';
import { codeLabel } from './audience-names';
import { ageGenderQuery, audienceQuery } from './overview-queries';
import { ReportPanel } from './report-panel';
import { ShareDonut } from './share-donut';
import { ViewsBars } from './views-bars';
import { numberOf, recordsOf, type ReportResult } from './report-rows';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'yellow.6', 'cyan.6', 'pink.6', 'gray.6'];

/** Views by one dimension's values, largest first, with readable names. */
function viewsBy(result: ReportResult, dimension: string) {
  return recordsOf(result).map((record, index) => ({
    name: codeLabel(String(record[dimension])),
    value: numberOf(record, 'views'),
    color: COLORS[index % COLORS.length]!,
  }));
}

/** Who watches: age and gender, subscribed or not, on which devices and systems. */
export function AudiencePanel({ range }: { range: DateRange }) {
  const ageGender = useReport(ageGenderQuery(range));
  const subscribed = useReport(audienceQuery(range, 'subscribedStatus'));
  const devices = useReport(audienceQuery(range, 'deviceType'));
  const systems = useReport(audienceQuery(range, 'operatingSystem'));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="audience">
      <ReportPanel
        title="Age and gender"
        report={ageGender}
        empty="No viewer data in this period."
        testId="age-gender"
      >
        {(result) => <AgeGenderChart result={result} />}
      </ReportPanel>
      <ReportPanel
        title="Subscribed viewers"
        report={subscribed}
        empty="No views in this period."
        testId="subscribed-status"
      >
        {(result) => (
          <ShareDonut data={viewsBy(result, 'subscribedStatus')} testId="subscribed-status-chart" />
        )}
      </ReportPanel>
      <ReportPanel title="Devices" report={devices} empty="No views in this period." testId="device-type">
        {(result) => <ShareDonut data={viewsBy(result, 'deviceType')} testId="device-type-chart" />}
      </ReportPanel>
      <ReportPanel
        title="Operating systems"
        report={systems}
        empty="No views in this period."
        testId="operating-system"
      >
        {(result) => (
          <ViewsBars
            data={viewsBy(result, 'operatingSystem').map(({ name, value }) => ({ name, views: value }))}
            color="blue.6"
            labelWidth={110}
          />
        )}
      </ReportPanel>
    </SimpleGrid>
  );
}
