// The world map's colour scale: a country's value falls in one of a few steps of one hue, on a square-root
// scale so a few large countries do not leave the rest in the palest step.
import countries from 'i18n-iso-countries';

const STEPS = ['blue.1', 'blue.3', 'blue.4', 'blue.5', 'blue.7', 'blue.9'];

export interface MapScale {
  /** The upper bound of each step, smallest first. */
  bounds: number[];
  colors: string[];
  colorOf: (value: number) => string;
}

export function mapScale(max: number): MapScale {
  const root = Math.sqrt(Math.max(max, 0));
  const bounds = STEPS.map((_, index) => ((index + 1) / STEPS.length) ** 2 * root ** 2);
  const colors = STEPS.map((step) => `var(--mantine-color-${step.replace('.', '-')})`);
  const colorOf = (value: number) => {
    const index = bounds.findIndex((bound) => value <= bound);
    return colors[index === -1 ? colors.length - 1 : index]!;
  };
  return { bounds, colors, colorOf };
}

/**
 * The service's ISO 3166-1 alpha-2 country codes keyed by the numeric codes world-atlas's shapes carry as IDs
 * (both from ISO 3166-1, mapped by i18n-iso-countries' table).
 */
export function valuesByNumericCode(values: ReadonlyMap<string, number>): Map<string, number> {
  const byNumeric = new Map<string, number>();
  for (const [alpha2, value] of values) {
    const numeric = countries.alpha2ToNumeric(alpha2);
    if (numeric) byNumeric.set(numeric, value);
  }
  return byNumeric;
}
