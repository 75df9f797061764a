import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatUint64, shortHash } from '@/lib/format';

describe('formatUint64', () => {
  it('groups digits exactly past 2^53 and 2^63', () => {
    expect(formatUint64('0')).toBe('0');
    expect(formatUint64('999')).toBe('999');
    expect(formatUint64('1000')).toBe('1,000');
    expect(formatUint64('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatUint64('18446744073709551615')).toBe('18,446,744,073,709,551,615');
    expect(formatUint64('not a number')).toBe('not a number');
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1500)).toBe('1.50 s');
  });
});

describe('shortHash', () => {
  it('shortens hashes', () => {
    expect(shortHash('0123456789abcdef0123')).toBe('01234567…ef0123');
    expect(shortHash('short')).toBe('short');
  });
});
