import { describe, expect, it } from 'vitest';
import { VerityError } from '@/lib/contract';
import { accountHint, needsAccount } from '@/features/urls/utils/account-problem';

describe('needsAccount', () => {
  it('no sign-in, an expired or refused one, or a missing scope point to Settings → Accounts', () => {
    expect(
      needsAccount(
        new VerityError(
          'NOT_FOUND',
          'Profile "sandbox" is not signed in to an account: sign in first, or import a service-account key',
        ),
      ),
    ).toBe(true);
    expect(needsAccount(new VerityError('UPSTREAM', 'unauthenticated', { status: 401 }))).toBe(true);
    expect(
      needsAccount(
        new VerityError('UPSTREAM', 'scope', { status: 403, reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }),
      ),
    ).toBe(true);
  });

  it('other failures are not an account problem', () => {
    expect(
      needsAccount(new VerityError('UPSTREAM', 'Failed to verify the URL ownership', { status: 403 })),
    ).toBe(false);
    expect(needsAccount(new VerityError('NOT_FOUND', 'No such URL'))).toBe(false);
    expect(needsAccount(new Error('x'))).toBe(false);
  });

  it('keeps the hint the error carries, else names Settings → Accounts', () => {
    const withHint = new VerityError('UPSTREAM', 'x', { status: 401, hint: 'Sign in again there.' });
    expect(accountHint(withHint)).toBe('Sign in again there.');
    expect(accountHint(new VerityError('NOT_FOUND', 'not signed in'))).toMatch(/Settings → Accounts/);
    expect(accountHint(new VerityError('NETWORK', 'down'))).toBeUndefined();
  });
});
