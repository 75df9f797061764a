import { describe, expect, it } from 'vitest';
import { parseContentRange } from '../../../../../src-main/services/transfers/storage-media';

describe('parseContentRange', () => {
  it('reads the start and the total of a 206 answer', () => {
    expect(parseContentRange('bytes 100-199/1000')).toEqual({ start: 100, total: 1000 });
    expect(parseContentRange(' bytes 0-0/1 ')).toEqual({ start: 0, total: 1 });
  });

  it('answers undefined for anything else', () => {
    expect(parseContentRange(null)).toBeUndefined();
    expect(parseContentRange('bytes */1000')).toBeUndefined();
    expect(parseContentRange('bytes 1-2/*')).toBeUndefined();
    expect(parseContentRange('items 1-2/3')).toBeUndefined();
  });
});
