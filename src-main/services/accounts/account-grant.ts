import { z } from 'zod';
import type { AccountStatus } from '../../../src-shared/contract/schemas/accounts';

/** Why Google stops honouring a refresh token (its invalid_grant "Token has been expired or revoked."). */
export const INVALID_GRANT_CAUSES = [
  'The access was revoked (Google Account → Security → Third-party access, or a sign-out elsewhere)',
  'The refresh token went unused for six months',
  'The OAuth consent screen is in "Testing" for external users: its refresh tokens last seven days',
  'The account reached the limit of 100 refresh tokens for this client, and the oldest stopped working',
  'The account changed its password while the token held Gmail scopes',
];

/** What the vault keeps per profile (one JSON string): the tokens, and what the status reports. */
export const Grant = z.object({
  state: z.enum(['signed-in', 'sign-in-again']),
  refreshToken: z.string().optional(),
  accessToken: z.string().optional(),
  expiryDate: z.number().optional(),
  scopes: z.array(z.string()),
  email: z.string().nullable(),
  problem: z.string().optional(),
});
export type Grant = z.infer<typeof Grant>;

/** What the contract may say about a profile's sign-in: never a token. */
export function accountStatus(
  profileId: string,
  grant: Grant | undefined,
  /** The sign-in waiting in the browser, if one is. */
  flow: { consentUrl: string | null } | undefined,
): AccountStatus {
  const state = flow ? 'signing-in' : (grant?.state ?? 'signed-out');
  return {
    profileId,
    state,
    email: grant?.email ?? null,
    grantedScopes: grant?.scopes ?? [],
    consentUrl: flow?.consentUrl ?? null,
    problem:
      grant?.state === 'sign-in-again'
        ? {
            message: grant.problem ?? 'The sign-in no longer works: sign in again',
            causes: INVALID_GRANT_CAUSES,
          }
        : null,
  };
}
