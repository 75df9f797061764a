import { describe, expect, it } from 'vitest';
import { checkQuery, type CheckedQuery } from '../../../../../src-shared/analytics/check-query';
import {
  createReportCache,
  incompleteFrom,
  lastDayCovered,
  queryKey,
} from '../../../../../src-main/services/analytics/report-cache';

function checked(query: Record<string, string | number>): CheckedQuery {
  const check = checkQuery({ ids: 'channel==MINE', ...query });
  if ('error' in check) throw new Error(check.error.explanation);
  return check.query;
}

const answer = (id: string) => ({ columnHeaders: [], rows: [], reportType: { id, name: id } });

describe('the days not final', () => {
  it('begin two days before the service’s today, across month and year ends', () => {
    expect(incompleteFrom('2026-11-27')).toBe('2026-11-25');
    expect(incompleteFrom('2026-03-01')).toBe('2026-02-27');
    expect(incompleteFrom('2027-01-01')).toBe('2026-12-30');
  });

  it('a month report covers the whole month its endDate begins; a day report ends at endDate', () => {
    expect(
      lastDayCovered(
        checked({ startDate: '2026-01-01', endDate: '2026-02-01', metrics: 'views', dimensions: 'month' }),
      ),
    ).toBe('2026-02-28');
    expect(
      lastDayCovered(
        checked({ startDate: '2024-01-01', endDate: '2024-02-01', metrics: 'views', dimensions: 'month' }),
      ),
    ).toBe('2024-02-29');
    expect(
      lastDayCovered(
        checked({ startDate: '2026-01-01', endDate: '2026-02-01', metrics: 'views', dimensions: 'day' }),
      ),
    ).toBe('2026-02-01');
  });
});

describe('queryKey', () => {
  const base = { startDate: '2026-01-01', endDate: '2026-01-28', metrics: 'views', dimensions: 'day' };

  it('is the same for equal queries however they were written, and differs by profile, account and any parameter', () => {
    const key = queryKey('sandbox', 'ada@example.com', checked(base));
    expect(queryKey('sandbox', 'ada@example.com', checked({ ...base, currency: 'USD', startIndex: 1 }))).toBe(
      key,
    );
    expect(queryKey('other', 'ada@example.com', checked(base))).not.toBe(key);
    expect(queryKey('sandbox', 'grace@example.com', checked(base))).not.toBe(key);
    expect(queryKey('sandbox', 'ada@example.com', checked({ ...base, currency: 'EUR' }))).not.toBe(key);
    expect(queryKey('sandbox', 'ada@example.com', checked({ ...base, metrics: 'views,likes' }))).not.toBe(
      key,
    );
    expect(queryKey('sandbox', 'ada@example.com', checked({ ...base, filters: 'country==US' }))).not.toBe(
      key,
    );
  });
});

describe('the report cache', () => {
  it('keeps the most recently used answers up to its bound', () => {
    const cache = createReportCache(2);
    cache.set('a', answer('a'));
    cache.set('b', answer('b'));
    expect(cache.get('a')).toEqual(answer('a'));
    cache.set('c', answer('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer('a'));
    expect(cache.get('c')).toEqual(answer('c'));
  });
});
