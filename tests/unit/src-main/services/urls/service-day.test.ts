import { describe, expect, it } from 'vitest';
import {
  createServiceClock,
  dayBefore,
  nextPacificMidnight,
  pacificDay,
} from '../../../../../src-main/services/urls/service-day';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("the service's day", () => {
  it('is the date in California, changing at Pacific midnight (UTC-8 in winter, UTC-7 in summer)', () => {
    expect(pacificDay(at('2026-01-15T07:59:59.999Z'))).toBe('2026-01-14');
    expect(pacificDay(at('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
    expect(pacificDay(at('2026-07-15T06:59:59.999Z'))).toBe('2026-07-14');
    expect(pacificDay(at('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });

  it('resets at the next Pacific midnight, across the days the clocks change', () => {
    expect(iso(nextPacificMidnight(at('2026-01-15T12:00:00Z')))).toBe('2026-01-16T08:00:00.000Z');
    // Daylight time starts on 8 March 2026 at 02:00: that day has 23 hours.
    expect(iso(nextPacificMidnight(at('2026-03-08T08:00:00Z')))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(nextPacificMidnight(at('2026-03-07T23:00:00Z')))).toBe('2026-03-08T08:00:00.000Z');
    // It ends on 1 November 2026: that day has 25 hours.
    expect(iso(nextPacificMidnight(at('2026-11-01T07:00:00Z')))).toBe('2026-11-02T08:00:00.000Z');
    expect(iso(nextPacificMidnight(at('2026-10-31T20:00:00Z')))).toBe('2026-11-01T07:00:00.000Z');
    // One ms before midnight is still the day before; midnight itself begins the next day.
    expect(iso(nextPacificMidnight(at('2026-01-16T07:59:59.999Z')))).toBe('2026-01-16T08:00:00.000Z');
    expect(iso(nextPacificMidnight(at('2026-01-16T08:00:00Z')))).toBe('2026-01-17T08:00:00.000Z');
  });

  it('counts days back across month and year ends', () => {
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(dayBefore('2026-01-01', 2)).toBe('2025-12-30');
    expect(dayBefore('2026-05-05', 0)).toBe('2026-05-05');
  });
});

describe("a profile's service clock", () => {
  it("follows the latest answer's Date, keeps the last offset for a missing or odd one, and gives the reset on this machine's clock", () => {
    let local = at('2026-01-16T07:00:00Z');
    const clock = createServiceClock(() => local);
    // No answer yet: this machine's clock.
    expect(clock.day('p')).toBe('2026-01-15');
    // The service is two hours ahead: it is already past Pacific midnight there.
    clock.observe('p', 'Fri, 16 Jan 2026 09:00:00 GMT');
    expect(clock.day('p')).toBe('2026-01-16');
    expect(iso(clock.resetsAt('p'))).toBe('2026-01-17T06:00:00.000Z');
    clock.observe('p', null);
    clock.observe('p', 'yesterday');
    expect(clock.day('p')).toBe('2026-01-16');
    // Other profiles are not moved.
    expect(clock.day('q')).toBe('2026-01-15');
    local += 60_000;
    expect(iso(clock.now('p'))).toBe('2026-01-16T09:01:00.000Z');
    expect(iso(clock.toLocal('p', at('2026-01-16T09:01:00Z')))).toBe(iso(local));
  });
});
