import { BarChart } from '@mantine/charts';
import { formatMetric } from '@/features/analytics/utils/metric-format';

interface ViewsBarsProps {
  /** One bar per entry, named by `name`, as long as its `views`. */
  data: { name: string; views: number }[];
  color: string;
  /** Room for the names on the left. */
  labelWidth: number;
  /** Called with the index of the bar clicked; bars are pointers only when given. */
  onBarClick?: (index: number) => void;
  testId?: string;
}

/** Views by category as horizontal bars, every category named on the axis. */
export function ViewsBars({ data, color, labelWidth, onBarClick, testId }: ViewsBarsProps) {
  return (
    <BarChart
      h={Math.max(160, data.length * 28)}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'views', label: 'Views', color }]}
      valueFormatter={(value) => formatMetric('views', value)}
      yAxisProps={{ width: labelWidth, interval: 0 }}
      barProps={
        onBarClick && {
          cursor: 'pointer',
          onClick: (_data: unknown, index: number) => onBarClick(index),
        }
      }
      data-testid={testId}
    />
  );
}
