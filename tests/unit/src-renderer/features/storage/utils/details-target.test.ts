import { describe, expect, it } from 'vitest';
import type { StorageFile } from '@/lib/contract';
import { detailsTarget } from '@/features/storage/utils/details-target';

const file = (id: string, changes: Partial<StorageFile> = {}) =>
  ({ id, isFolder: false, shortcutTargetId: null, ...changes }) as StorageFile;

describe('detailsTarget', () => {
  it('opens one selected file', () => {
    expect(detailsTarget([file('a')])?.id).toBe('a');
  });

  it('opens nothing for no selection, several files, a folder or a shortcut', () => {
    expect(detailsTarget([])).toBeNull();
    expect(detailsTarget([file('a'), file('b')])).toBeNull();
    expect(detailsTarget([file('d', { isFolder: true })])).toBeNull();
    expect(detailsTarget([file('s', { shortcutTargetId: 'a' })])).toBeNull();
  });
});
