import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageSelection } from '@/features/storage/stores/storage-selection-store';

const IDS = ['a', 'b', 'c', 'd'];
const selected = () => [...useStorageSelection.getState().selected];

describe('the Storage selection', () => {
  beforeEach(() => useStorageSelection.getState().clear());

  it('selects one on a click, toggles with Ctrl, and a range from the last click with Shift', () => {
    const { pick } = useStorageSelection.getState();
    pick(IDS, 'b', 'only');
    expect(selected()).toEqual(['b']);
    pick(IDS, 'd', 'toggle');
    expect(selected()).toEqual(['b', 'd']);
    pick(IDS, 'a', 'range');
    expect(selected()).toEqual(['a', 'b', 'c', 'd']);
    pick(IDS, 'd', 'toggle');
    expect(selected()).toEqual(['a', 'b', 'c']);
  });

  it('treats Shift without an anchor as a plain click', () => {
    useStorageSelection.getState().pick(IDS, 'c', 'range');
    expect(selected()).toEqual(['c']);
  });
});
