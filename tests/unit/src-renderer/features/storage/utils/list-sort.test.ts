import { describe, expect, it } from 'vitest';
import {
  byRelevance,
  defaultSort,
  nextSort,
  orderByOf,
} from '../../../../../../src-renderer/features/storage/utils/list-sort';

describe('list sort', () => {
  it('sends folders first, then the column, descending when asked', () => {
    expect(orderByOf({ column: 'name', descending: false })).toBe('folder,name_natural');
    expect(orderByOf({ column: 'modified', descending: true })).toBe('folder,modifiedTime desc');
    expect(orderByOf({ column: 'size', descending: true })).toBe('folder,quotaBytesUsed desc');
  });

  it('turns the sorted column the other way, and starts another where it starts', () => {
    const byName = { column: 'name', descending: false } as const;
    expect(nextSort(byName, 'name')).toEqual({ column: 'name', descending: true });
    expect(nextSort(byName, 'modified')).toEqual({ column: 'modified', descending: true });
    expect(nextSort({ column: 'size', descending: true }, 'name')).toEqual(byName);
  });

  it('opens the trash newest first and other views by name; a full-text search comes by relevance', () => {
    expect(defaultSort({ kind: 'trash' })).toEqual({ column: 'modified', descending: true });
    expect(defaultSort({ kind: 'folder', folderId: 'root' })).toEqual({ column: 'name', descending: false });
    expect(byRelevance({ kind: 'search', q: "fullText contains 'plan'" })).toBe(true);
    expect(byRelevance({ kind: 'search', q: "name contains 'plan'" })).toBe(false);
    expect(byRelevance({ kind: 'starred' })).toBe(false);
  });
});
