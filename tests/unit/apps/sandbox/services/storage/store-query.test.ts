// stores.list `q`: name (=, !=, contains by word prefix), createdTime compared with an RFC 3339 time,
// hidden, joined by and/or/not and parentheses; anything else (other terms, operators or values) refused.
import { describe, expect, it } from 'vitest';
import { parseStoreQuery, storeMatches } from '../../../../../../apps/sandbox/services/storage/store-query';
import { QueryError } from '../../../../../../apps/sandbox/services/storage/query/query-tokens';

const team = { name: 'Team Assets', createdTime: Date.parse('2025-05-01T00:00:00Z'), hidden: false };
const matches = (q: string) => storeMatches(parseStoreQuery(q), team);

describe('parseStoreQuery and storeMatches', () => {
  it("matches the fixture's query and each term", () => {
    expect(matches("name contains 'Team' and hidden = false")).toBe(true);
    expect(matches("name contains 'Ass'")).toBe(true);
    expect(matches("name contains 'eam'")).toBe(false);
    expect(matches("name = 'Team Assets'")).toBe(true);
    expect(matches("name != 'Team Assets'")).toBe(false);
    expect(matches("createdTime > '2025-04-30T23:59:59'")).toBe(true);
    expect(matches("createdTime >= '2025-05-01T02:00:00+02:00'")).toBe(true);
    expect(matches("createdTime < '2025-05-01'")).toBe(false);
    expect(matches('hidden = true')).toBe(false);
    expect(matches('hidden != true')).toBe(true);
  });

  it('combines with and, or, not and parentheses', () => {
    expect(matches("not hidden = true and (name = 'x' or name contains 'team')")).toBe(true);
    expect(matches("name = 'x' or name = 'y'")).toBe(false);
    expect(matches("not (name = 'Team Assets')")).toBe(false);
    expect(parseStoreQuery('  ')).toBeUndefined();
  });

  it('refuses what stores.list cannot search', () => {
    for (const q of [
      "name > 'a'",
      "memberCount > '2'",
      "fullText contains 'a'",
      "hidden = 'yes'",
      "createdTime > 'yesterday'",
      "(name = 'a'",
      "name = 'a' name = 'b'",
      "name contains 'a",
      'and',
      `${'not '.repeat(100_000)}hidden = true`,
      `${'('.repeat(100_000)}hidden = true${')'.repeat(100_000)}`,
    ])
      expect(() => parseStoreQuery(q), q).toThrow(QueryError);
  });
});
