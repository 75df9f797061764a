import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { memo, useMemo, useState, type ComponentProps } from 'react';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
// Bundled with the renderer: its CSP allows no network fetch for the shapes.
import world from 'world-atlas/countries-110m.json';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import { mapScale, valuesByNumericCode, type MapScale } from './map-scale';
import { columnLabel, type ReportResult } from './report-shape';

const NO_DATA = 'var(--mantine-color-default-border)';

interface Hovered {
  name: string;
  value: number | undefined;
}

const Countries = memo(function Countries({
  byNumeric,
  scale,
  onHover,
}: {
  byNumeric: ReadonlyMap<string, number>;
  scale: MapScale;
  onHover: (hovered: Hovered | null) => void;
}) {
  return (
    <Geographies geography={world as unknown as ComponentProps<typeof Geographies>['geography']}>
      {({ geographies }) =>
        geographies.map((geography) => {
          const id = geography.id === undefined ? undefined : String(geography.id);
          const value = id === undefined ? undefined : byNumeric.get(id);
          const name = String(geography.properties?.name ?? id ?? '');
          return (
            <Geography
              key={geography.rsmKey}
              geography={geography}
              data-country={id}
              fill={value === undefined ? NO_DATA : scale.colorOf(value)}
              stroke="var(--mantine-color-body)"
              strokeWidth={0.4}
              style={{ outline: 'none' }}
              onMouseEnter={() => onHover({ name, value })}
              onMouseLeave={() => onHover(null)}
            />
          );
        })
      }
    </Geographies>
  );
});

interface GeoMapProps {
  result: ReportResult;
  /** The metric the countries are coloured by. */
  metric: string;
}

/** A world choropleth of one metric by country, with its scale and a tooltip naming the country and value. */
export function GeoMap({ result, metric }: GeoMapProps) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const { byNumeric, scale } = useMemo(() => {
    const country = result.columnHeaders.findIndex((header) => header.name === 'country');
    const column = result.columnHeaders.findIndex((header) => header.name === metric);
    const values = new Map<string, number>();
    for (const row of result.rows) {
      const value = row[column];
      if (typeof row[country] === 'string' && typeof value === 'number') values.set(row[country], value);
    }
    return { byNumeric: valuesByNumericCode(values), scale: mapScale(Math.max(0, ...values.values())) };
  }, [result, metric]);

  return (
    <Stack gap="xs" data-testid="geo-map">
      <Tooltip.Floating
        label={
          hovered
            ? `${hovered.name}: ${hovered.value === undefined ? 'no data' : formatMetric(metric, hovered.value)}`
            : ''
        }
        disabled={!hovered}
      >
        <div>
          <ComposableMap
            projection="geoEqualEarth"
            projectionConfig={{ scale: 150 }}
            width={800}
            height={400}
            style={{ width: '100%', height: 'auto' }}
            aria-label={`${columnLabel(metric)} by country`}
          >
            <Countries byNumeric={byNumeric} scale={scale} onHover={setHovered} />
          </ComposableMap>
        </div>
      </Tooltip.Floating>
      <Group gap={4} justify="center" data-testid="geo-map-legend">
        <Text size="xs" c="dimmed" mr={4}>
          {columnLabel(metric)}
        </Text>
        {scale.colors.map((color, index) => (
          <Group key={color} gap={2} wrap="nowrap">
            <span style={{ display: 'inline-block', width: 18, height: 10, background: color }} />
            <Text size="xs" c="dimmed">
              ≤ {formatMetric(metric, scale.bounds[index]!)}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
