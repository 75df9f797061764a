import { describe, expect, it } from 'vitest';
import { mergeExchanges } from '@/features/activity/utils/merge-exchanges';
import { exchange } from '../../../../../support/renderer/fixtures';

describe('mergeExchanges', () => {
  it('adds new exchanges newest first and replaces ones seen again', () => {
    const data = {
      exchanges: [exchange({ id: 'b', startedAt: 2 }), exchange({ id: 'a', startedAt: 1 })],
      total: 2,
    };
    const merged = mergeExchanges(data, [
      exchange({ id: 'c', startedAt: 3 }),
      exchange({ id: 'a', startedAt: 1, status: 500 }),
    ]);
    expect(merged.exchanges.map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(merged.exchanges[2]?.status).toBe(500);
    expect(merged.total).toBe(3);
  });
});
