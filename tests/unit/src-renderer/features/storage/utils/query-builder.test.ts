import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../../../../apps/sandbox/services/storage/query/query-parser';
import {
  buildQuery,
  EMPTY_CRITERIA,
  FILE_TYPES,
  type FileType,
} from '@/features/storage/utils/query-builder';

describe('buildQuery', () => {
  it('asks for nothing until a criterion is set', () => {
    expect(buildQuery(EMPTY_CRITERIA)).toBe('');
  });

  it('joins every criterion with and, leaving the trash out unless asked', () => {
    const q = buildQuery({
      name: " Ada's plan ",
      fullText: 'budget',
      type: 'spreadsheet',
      owner: 'ada@example.com',
      modifiedAfter: '2026-01-01',
      modifiedBefore: '2026-02-01',
      starred: true,
      sharedWithMe: true,
      trash: 'exclude',
    });
    expect(q).toBe(
      "name contains 'Ada\\'s plan' and fullText contains 'budget' and mimeType = 'application/vnd.google-apps.spreadsheet' and 'ada@example.com' in owners and modifiedTime >= '2026-01-01T00:00:00Z' and modifiedTime < '2026-02-01T00:00:00Z' and starred = true and sharedWithMe = true and trashed = false",
    );
    expect(buildQuery({ ...EMPTY_CRITERIA, starred: true, trash: 'only' })).toBe(
      'starred = true and trashed = true',
    );
    expect(buildQuery({ ...EMPTY_CRITERIA, starred: true, trash: 'include' })).toBe('starred = true');
  });

  it('writes only queries the storage service parses', () => {
    const samples = [
      { ...EMPTY_CRITERIA, name: "quote ' and back\\slash" },
      { ...EMPTY_CRITERIA, owner: 'grace@example.com', modifiedAfter: '2025-12-31' },
      ...(Object.keys(FILE_TYPES) as FileType[]).map((type) => ({ ...EMPTY_CRITERIA, type })),
    ];
    for (const criteria of samples)
      expect(() => parseQuery(buildQuery(criteria)), buildQuery(criteria)).not.toThrow();
  });
});
