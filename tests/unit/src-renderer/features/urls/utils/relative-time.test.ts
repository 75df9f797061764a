import { describe, expect, it } from 'vitest';
import { relativeTime, timeLeft } from '@/features/urls/utils/relative-time';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

describe('relativeTime', () => {
  it('says the largest whole unit', () => {
    const english = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect(relativeTime(NOW - 3 * 24 * HOUR, NOW)).toBe(english.format(-3, 'day'));
    expect(relativeTime(NOW - 5 * HOUR - 1000, NOW)).toBe(english.format(-5, 'hour'));
    expect(relativeTime(NOW + 2 * 60_000, NOW)).toBe(english.format(2, 'minute'));
    expect(relativeTime(NOW - 10_000, NOW)).toBe(english.format(0, 'second'));
  });
});

describe('timeLeft', () => {
  it('hours and minutes, or minutes and seconds, never negative', () => {
    expect(timeLeft(5 * HOUR + 12 * 60_000 + 59_000)).toBe('5 h 12 min');
    expect(timeLeft(12 * 60_000 + 30_000)).toBe('12 min 30 s');
    expect(timeLeft(-5000)).toBe('0 min 0 s');
  });
});
