import { describe, expect, it } from 'vitest';
import world from 'world-atlas/countries-110m.json';
import { mapScale, valuesByNumericCode } from '@/features/analytics/components/report/map-scale';

describe('map scale', () => {
  it('keys the service alpha-2 codes by the atlas numeric IDs', () => {
    const byNumeric = valuesByNumericCode(
      new Map([
        ['US', 10],
        ['DE', 5],
        ['IN', 7],
        ['ZZ', 1],
      ]),
    );
    expect(Object.fromEntries(byNumeric)).toEqual({ '840': 10, '276': 5, '356': 7 });
    const atlasIds = new Set(
      world.objects.countries.geometries.map((shape) => (shape as { id?: string }).id),
    );
    for (const id of byNumeric.keys()) expect(atlasIds).toContain(id);
  });

  it('puts the largest value in the darkest step and zero in the palest', () => {
    const scale = mapScale(400);
    expect(scale.colorOf(400)).toBe(scale.colors.at(-1));
    expect(scale.colorOf(0)).toBe(scale.colors[0]);
    expect(scale.bounds.at(-1)).toBeCloseTo(400);
  });
});
