import { z } from 'zod';
import { HttpUrl, ProfileId } from './common';

/**
 * A profile's Google sign-in as the renderer may know it: who, which scopes, in which state. Tokens stay
 * in main's vault and never appear here.
 */
export const AccountStatus = z.strictObject({
  profileId: ProfileId,
  state: z.enum(['signed-out', 'signing-in', 'signed-in', 'sign-in-again']),
  /** The account's e-mail address from tokeninfo (null when the e-mail scope was not granted). */
  email: z.string().nullable(),
  /** The scopes the account granted (granular consent may leave some out). */
  grantedScopes: z.array(z.string()),
  /**
   * `signing-in` in the headless host: the consent page's URL, for the page to open in a new tab (and show
   * as a link). Null where the shell opened the system browser itself (Electron), and in every other state.
   */
  consentUrl: HttpUrl.nullable(),
  /** `sign-in-again`: what went wrong, and the known causes of a refresh token no longer working. */
  problem: z.strictObject({ message: z.string(), causes: z.array(z.string()) }).nullable(),
});
export type AccountStatus = z.infer<typeof AccountStatus>;

const OfProfile = z.strictObject({ profileId: ProfileId });

export const accounts = {
  status: { input: OfProfile, output: AccountStatus },
  /** Opens the browser at the consent page; answers when the sign-in is done, denied, cancelled or timed out. */
  signIn: { input: OfProfile, output: AccountStatus },
  cancel: { input: OfProfile, output: AccountStatus },
  /** Revokes the refresh token at the authorization server, then forgets the tokens. */
  signOut: { input: OfProfile, output: AccountStatus },
};
