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

/** A profile's service account as the renderer may know it: whose key and which one, never the key. */
export const ServiceAccountInfo = z.strictObject({ email: z.string(), keyId: z.string() });
export type ServiceAccountInfo = z.infer<typeof ServiceAccountInfo>;

/** The OAuth client a profile signs in with: the sandbox's own, or the one imported for it (never its secret). */
export const OAuthClientInfo = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('sandbox') }),
  z.strictObject({ source: z.literal('imported'), clientId: z.string() }),
]);
export type OAuthClientInfo = z.infer<typeof OAuthClientInfo>;

/** What a profile holds besides a sign-in: a service-account key and its own OAuth client (null: none). */
export const AccountCredentials = z.strictObject({
  profileId: ProfileId,
  serviceAccount: ServiceAccountInfo.nullable(),
  oauthClient: OAuthClientInfo.nullable(),
});
export type AccountCredentials = z.infer<typeof AccountCredentials>;

/** A credential file's text as Google wrote it (a key file is a few kilobytes). */
const CredentialFile = z.strictObject({
  profileId: ProfileId,
  json: z
    .string()
    .min(1)
    .max(64 * 1024),
});

export const accounts = {
  status: { input: OfProfile, output: AccountStatus },
  /** Opens the browser at the consent page; answers when the sign-in is done, denied, cancelled or timed out. */
  signIn: { input: OfProfile, output: AccountStatus },
  cancel: { input: OfProfile, output: AccountStatus },
  /** Revokes the refresh token at the authorization server, then forgets the tokens. */
  signOut: { input: OfProfile, output: AccountStatus },
  credentials: { input: OfProfile, output: AccountCredentials },
  /** A service-account key JSON from IAM: its private key goes to the vault and never comes back. */
  importServiceAccount: { input: CredentialFile, output: AccountCredentials },
  forgetServiceAccount: { input: OfProfile, output: AccountCredentials },
  /** The person's own OAuth client JSON (a Desktop app client), for a profile that signs in to Google. */
  importClient: { input: CredentialFile, output: AccountCredentials },
};
