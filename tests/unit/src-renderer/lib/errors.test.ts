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

  it('never blames the credentials for a request the service found malformed', () => {
    const hint = (status: number) =>
      describeError(new VerityError('UPSTREAM', `failed with HTTP ${status}`, { status })).hint;
    expect(hint(400)).not.toMatch(/credential/i);
    expect(hint(422)).not.toMatch(/credential/i);
    expect(hint(422)).toMatch(/values you entered/);
    expect(hint(404)).not.toMatch(/credential/i);
    expect(hint(401)).toMatch(/credentials/);
  });
});
