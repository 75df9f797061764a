import { describe, expect, it } from 'vitest';
import { VerityError } from '@/lib/contract';
import { describeError } from '@/lib/errors';

describe('describeError', () => {
  it('pairs the message with a next step', () => {
    const described = describeError(new VerityError('NETWORK', 'Lost connection to Verity'));
    expect(described.message).toBe('Lost connection to Verity');
    expect(described.hint).toMatch(/Settings/);
    expect(describeError(new Error('x')).code).toBe('UNKNOWN');
  });
});
