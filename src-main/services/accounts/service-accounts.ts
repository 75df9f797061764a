import { JWT } from 'google-auth-library';
import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type { ServiceAccountInfo } from '../../../src-shared/contract/schemas/accounts';
import type { Vault } from '../vault/vault';
import { REQUESTED_SCOPES } from './accounts';
import { parseServiceAccountKey } from './credential-files';

/** Where google-auth-library's JWT client (its gtoken) always posts the grant, and the audience it signs. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** A service account's token is renewed as early as a person's (google-auth-library's eager window). */
const RENEW_BEFORE_MS = 5 * 60_000;

/** What the vault keeps per profile: the key, and the access token it last got with its expiry. */
const ServiceAccountRecord = z.object({
  email: z.string(),
  keyId: z.string(),
  privateKey: z.string(),
  tokenUri: z.string(),
  accessToken: z.string().optional(),
  expiryDate: z.number().optional(),
});
type ServiceAccountRecord = z.infer<typeof ServiceAccountRecord>;

const isGoogleTokenHost = (url: URL) =>
  url.protocol === 'https:' &&
  (url.hostname === 'accounts.google.com' || url.hostname.endsWith('.googleapis.com'));

const oauthAnswer = (error: unknown) =>
  (error as { response?: { status?: number; data?: { error?: unknown; error_description?: unknown } } })
    .response;

/**
 * Service accounts per profile: a key imported from IAM's JSON, its private key kept in the vault only,
 * and access tokens through google-auth-library's JWT client with the jwt-bearer grant (RFC 7523).
 */
export function createServiceAccounts(deps: {
  vault: Vault;
  /** The profile's token endpoint when it is not Google's (the sandbox's own); undefined for Google. */
  tokenUrlFor: (profileId: string) => Promise<string | undefined>;
}) {
  function read(profileId: string): ServiceAccountRecord | undefined {
    const stored = deps.vault.accountRecord('service-account', profileId);
    return stored === undefined ? undefined : ServiceAccountRecord.parse(JSON.parse(stored));
  }
  const save = (profileId: string, record: ServiceAccountRecord) =>
    deps.vault.setAccountRecord('service-account', profileId, JSON.stringify(record));

  /** What the contract may say about the key: whose it is and which one, never the key. */
  function status(profileId: string): ServiceAccountInfo | null {
    const record = read(profileId);
    return record ? { email: record.email, keyId: record.keyId } : null;
  }

  /** Checks the key file and that it is for the profile's authorization server, then keeps it. */
  async function importKey(profileId: string, text: string): Promise<void> {
    const key = parseServiceAccountKey(text);
    const tokenUrl = await deps.tokenUrlFor(profileId);
    const given = new URL(key.tokenUri);
    if (tokenUrl === undefined ? !isGoogleTokenHost(given) : given.origin !== new URL(tokenUrl).origin)
      throw new VerityError(
        'VALIDATION',
        tokenUrl === undefined
          ? `This key is for the authorization server at ${given.origin}, not Google's: it cannot get tokens from ` +
              "Google (a sandbox's service-account.json belongs in the Sandbox profile)"
          : `This key is for the authorization server at ${given.origin}, not this sandbox's (${new URL(tokenUrl).origin}): ` +
              "import the service-account.json from the sandbox's data folder (Settings → Sandbox names it)",
      );
    await save(profileId, key);
  }

  /** A JWT client for the key; against a server other than Google's, its grant goes to and names that server. */
  function jwtClient(record: ServiceAccountRecord, tokenUrl: string | undefined): JWT {
    const client = new JWT({
      email: record.email,
      key: record.privateKey,
      keyId: record.keyId,
      scopes: REQUESTED_SCOPES,
      // gtoken signs Google's token URL as the audience unless a claim says otherwise.
      additionalClaims: tokenUrl === undefined ? undefined : { aud: tokenUrl },
    });
    if (tokenUrl !== undefined)
      client.transporter.interceptors.request.add({
        resolved: async (options) => {
          if (String(options.url) === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl);
          return options;
        },
      });
    return client;
  }

  /**
   * A current access token for the profile's service account, renewed within five minutes of its expiry,
   * or at once when it is `refused` (an API answered 401 to it).
   */
  async function accessToken(profileId: string, refused?: string): Promise<string> {
    const record = read(profileId);
    if (!record)
      throw new VerityError('NOT_FOUND', `Profile "${profileId}" has no service account: import a key first`);
    if (
      record.accessToken &&
      record.accessToken !== refused &&
      record.expiryDate !== undefined &&
      record.expiryDate - Date.now() > RENEW_BEFORE_MS
    )
      return record.accessToken;
    const client = jwtClient(record, await deps.tokenUrlFor(profileId));
    let token: string | null | undefined;
    let expiryDate: number | null | undefined;
    try {
      ({ access_token: token, expiry_date: expiryDate } = await client.authorize());
    } catch (error) {
      const answer = oauthAnswer(error);
      // Only the server's own error code and text are repeated: the library's may quote the request.
      if (typeof answer?.data?.error === 'string')
        throw new VerityError(
          'UPSTREAM',
          `The authorization server refused the service account's key (${answer.data.error}: ` +
            `${String(answer.data.error_description ?? 'no description')}): the key may have been deleted or ` +
            'disabled in IAM, or be for another server; import a current key',
          { status: answer.status ?? null, error: answer.data.error },
        );
      throw new VerityError(
        'NETWORK',
        "The service account's access token could not be fetched from the authorization server: try again",
      );
    }
    if (!token) throw new VerityError('BAD_RESPONSE', 'The token endpoint gave no access token');
    // Saved only while the key it came from is still the profile's (not forgotten or replaced meanwhile).
    if (read(profileId)?.privateKey === record.privateKey)
      await save(profileId, { ...record, accessToken: token, expiryDate: expiryDate ?? undefined });
    return token;
  }

  return {
    status,
    importKey,
    accessToken,
    has: (profileId: string) => read(profileId) !== undefined,
    forget: (profileId: string) => deps.vault.deleteAccountRecord('service-account', profileId),
  };
}

export type ServiceAccounts = ReturnType<typeof createServiceAccounts>;
