import { describe, expect, it } from 'vitest';
import { VerityError } from '@/lib/contract';
import { retryWhileSandboxStarts } from '@/lib/sandbox-retry';

describe('retryWhileSandboxStarts', () => {
  it('asks again after a timeout or a refused connection, five times at most', () => {
    const timeout = new VerityError('TIMEOUT', 'No answer within 10 s');
    expect(retryWhileSandboxStarts(0, timeout)).toBe(true);
    expect(retryWhileSandboxStarts(4, new VerityError('NETWORK', 'refused'))).toBe(true);
    expect(retryWhileSandboxStarts(5, timeout)).toBe(false);
  });

  it('does not ask again after a refusal or anything that is not the console’s error', () => {
    expect(retryWhileSandboxStarts(0, new VerityError('UPSTREAM', 'the sandbox refused its key'))).toBe(
      false,
    );
    expect(retryWhileSandboxStarts(0, new Error('boom'))).toBe(false);
  });
});
