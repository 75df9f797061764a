// The publish quota's day is the date in California: it turns at 08:00 UTC in winter, 07:00 UTC in summer.
import { describe, expect, it } from 'vitest';
import {
  nextPacificMidnight,
  pacificDay,
} from '../../../../../../apps/sandbox/services/indexing/indexing-quota';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('pacificDay', () => {
  it('turns at Pacific midnight, standard and daylight time alike', () => {
    expect(pacificDay(at('2026-01-15T07:59:59.999Z'))).toBe('2026-01-14');
    expect(pacificDay(at('2026-01-15T08:00:00.000Z'))).toBe('2026-01-15');
    expect(pacificDay(at('2026-07-15T06:59:59.999Z'))).toBe('2026-07-14');
    expect(pacificDay(at('2026-07-15T07:00:00.000Z'))).toBe('2026-07-15');
  });
});

describe('nextPacificMidnight', () => {
  it('finds the next reset to the millisecond, across the spring and autumn clock changes', () => {
    // 8 March 2026 starts daylight time at 02:00 PST: that day is 23 hours long.
    expect(iso(nextPacificMidnight(at('2026-03-08T07:58:00Z')))).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(nextPacificMidnight(at('2026-03-08T08:00:00Z')))).toBe('2026-03-09T07:00:00.000Z');
    // 1 November 2026 ends it: 25 hours long.
    expect(iso(nextPacificMidnight(at('2026-11-01T07:00:00Z')))).toBe('2026-11-02T08:00:00.000Z');
    expect(iso(nextPacificMidnight(at('2026-06-30T23:00:00Z')))).toBe('2026-07-01T07:00:00.000Z');
  });
});
