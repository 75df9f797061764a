import { describe, expect, it } from 'vitest';
import { selectedCount, selectionTarget } from '@/features/urls/utils/selection';

describe('selection', () => {
  it('ticked rows are sent as the URLs themselves', () => {
    const selection = { all: false as const, urls: new Set(['https://a.example/', 'https://b.example/']) };
    expect(selectionTarget(selection, 'a', { owned: 'owner' })).toEqual({
      urls: ['https://a.example/', 'https://b.example/'],
    });
    expect(selectedCount(selection, 500)).toBe(2);
  });

  it('"all matching" is sent as the search and filter, so rows never loaded are included', () => {
    expect(selectionTarget({ all: true }, ' articles ', { queue: 'held' })).toEqual({
      all: true,
      search: 'articles',
      filter: { queue: 'held' },
    });
    expect(selectionTarget({ all: true }, '', {})).toEqual({ all: true });
    expect(selectedCount({ all: true }, 100_000)).toBe(100_000);
  });

  it('nothing ticked is no target', () => {
    expect(selectionTarget({ all: false, urls: new Set() }, '', {})).toBeNull();
  });
});
