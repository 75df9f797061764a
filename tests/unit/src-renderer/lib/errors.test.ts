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

  it("shows the fix main attached to an upstream error (a Google error's) before the status's hint", () => {
    const fix = 'Enable this API in the Google Cloud project that owns the OAuth client, then retry.';
    const described = describeError(
      new VerityError('UPSTREAM', 'POST /v3/urlNotifications:publish failed with HTTP 403', {
        status: 403,
        hint: fix,
      }),
    );
    expect(described.hint).toBe(fix);
  });

  it('says a managed secret has nothing to retry, not that something changed', () => {
    const described = describeError(
      new VerityError('CONFLICT', 'The sandbox key is managed by the sandbox itself', {
        managedBy: 'sandbox',
      }),
    );
    expect(described.hint).toBe(
      'Nothing to change here: the sandbox provides this secret. Settings → Credentials shows where it comes from.',
    );
    expect(describeError(new VerityError('CONFLICT', 'stale')).hint).toMatch(/changed in the meantime/);
  });
});
