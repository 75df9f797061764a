import { describe, expect, it } from 'vitest';
import { windowsCovering, WINDOW_ROWS } from '@/features/urls/utils/table-windows';

describe('windowsCovering', () => {
  it('names the 200-row windows that hold the rows in view', () => {
    expect(WINDOW_ROWS).toBe(200);
    expect(windowsCovering(0, 0)).toEqual([0]);
    expect(windowsCovering(0, 40)).toEqual([0]);
    expect(windowsCovering(180, 230)).toEqual([0, 1]);
  });

  it('window 0 too, far down the list, whose total sizes the scroller while the others load', () => {
    expect(windowsCovering(99_950, 99_999)).toEqual([0, 499]);
    expect(windowsCovering(49_980, 50_033)).toEqual([0, 249, 250]);
  });

  it('only window 0 for an empty range', () => {
    expect(windowsCovering(5, 4)).toEqual([0]);
    expect(windowsCovering(0, -1)).toEqual([0]);
  });
});
