import { describe, expect, it } from 'vitest';
import { quoted, searchQuery } from '@/features/storage/utils/search-query';

describe('searchQuery', () => {
  it('sends words as a full-text search that leaves the trash out, quotes escaped', () => {
    expect(searchQuery(' budget 2026 ')).toBe("fullText contains 'budget 2026' and trashed = false");
    expect(searchQuery("Ada's \\ notes")).toBe("fullText contains 'Ada\\'s \\\\ notes' and trashed = false");
  });

  it('sends an expression in the q language as typed', () => {
    for (const q of [
      "name contains 'plan'",
      'starred = true',
      "'root' in parents",
      "modifiedTime > '2026-01-01T00:00:00'",
    ])
      expect(searchQuery(q)).toBe(q);
  });

  it('quotes a value as q writes them', () => {
    expect(quoted("it's")).toBe("'it\\'s'");
  });
});
