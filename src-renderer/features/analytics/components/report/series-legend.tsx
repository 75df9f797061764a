import { Button, ColorSwatch, Group } from '@mantine/core';
import { columnLabel } from './report-shape';

interface SeriesLegendProps {
  series: { name: string; color: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
}

/** The chart's series, each a button that hides or shows it (at least one stays shown). */
export function SeriesLegend({ series, hidden, onToggle }: SeriesLegendProps) {
  if (series.length < 2) return null;
  const shown = series.length - hidden.size;
  return (
    <Group gap={6} justify="center" data-testid="chart-legend">
      {series.map(({ name, color }) => {
        const off = hidden.has(name);
        return (
          <Button
            key={name}
            size="compact-xs"
            variant={off ? 'subtle' : 'light'}
            color="gray"
            aria-pressed={!off}
            disabled={!off && shown === 1}
            onClick={() => onToggle(name)}
            leftSection={
              <ColorSwatch
                size={10}
                color={off ? 'transparent' : `var(--mantine-color-${color.replace('.', '-')})`}
                withShadow={false}
                style={{ border: `1px solid var(--mantine-color-${color.replace('.', '-')})` }}
              />
            }
            style={off ? { textDecoration: 'line-through' } : undefined}
          >
            {columnLabel(name)}
          </Button>
        );
      })}
    </Group>
  );
}
