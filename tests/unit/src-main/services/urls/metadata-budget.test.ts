import { describe, expect, it } from 'vitest';
import { createMetadataBudget } from '../../../../../src-main/services/urls/metadata-budget';

describe('the metadata budget', () => {
  it('grants reads up to the per-minute limit over a rolling minute, per profile', () => {
    let now = 1_000_000;
    let perMinute = 180;
    const budget = createMetadataBudget({ perMinute: () => perMinute, now: () => now });
    expect(budget.take('p', 100)).toBe(100);
    now += 30_000;
    expect(budget.take('p', 100)).toBe(80);
    expect(budget.usedThisMinute('p')).toBe(180);
    expect(budget.take('p', 1)).toBe(0);
    // Another profile has its own minute.
    expect(budget.take('q', 5)).toBe(5);
    // The first hundred leave the minute a minute after they were taken.
    expect(budget.nextFreeAt('p')).toBe(1_060_000);
    now = 1_060_001;
    expect(budget.usedThisMinute('p')).toBe(80);
    expect(budget.nextFreeAt('p')).toBe(now);
    // A lower limit takes effect at once.
    perMinute = 50;
    expect(budget.take('p', 10)).toBe(0);
    expect(budget.nextFreeAt('p')).toBe(1_090_000);
  });
});
