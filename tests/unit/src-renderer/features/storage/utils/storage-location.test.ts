import { describe, expect, it } from 'vitest';
import { folderView, panelOf, searchOf, viewOf } from '@/features/storage/utils/storage-location';

describe('viewOf / searchOf', () => {
  it('reads each view from the URL and writes it back', () => {
    for (const search of [
      '',
      '?folder=abc_-1',
      '?folder=abc_-1&store=st_1',
      '?view=sharedWithMe',
      '?view=starred',
      '?view=trash',
      "?q=name%20contains%20'a'",
    ])
      expect(searchOf(viewOf(new URLSearchParams(search)))).toBe(search);
  });

  it('falls back to My Store for an ID the contract would refuse, and prefers a search', () => {
    expect(viewOf(new URLSearchParams('?folder=../etc'))).toEqual({ kind: 'folder', folderId: 'root' });
    expect(viewOf(new URLSearchParams('?view=everything'))).toEqual({ kind: 'folder', folderId: 'root' });
    // A store the contract would refuse is dropped: the folder still lists, searching every store.
    expect(viewOf(new URLSearchParams('?folder=f1&store=a%20b'))).toEqual({ kind: 'folder', folderId: 'f1' });
    expect(viewOf(new URLSearchParams('?view=trash&q=starred%20%3D%20true'))).toEqual({
      kind: 'search',
      q: 'starred = true',
    });
  });

  it("names a folder's shared store only when it is in one", () => {
    expect(folderView('f1', 'st1')).toEqual({ kind: 'folder', folderId: 'f1', storeId: 'st1' });
    expect(folderView('f1', null)).toEqual({ kind: 'folder', folderId: 'f1' });
  });

  it('tells the panels that are not listings', () => {
    expect(panelOf(new URLSearchParams('?view=usage'))).toBe('usage');
    expect(panelOf(new URLSearchParams('?view=activity'))).toBe('activity');
    expect(panelOf(new URLSearchParams('?view=trash'))).toBeNull();
  });
});
