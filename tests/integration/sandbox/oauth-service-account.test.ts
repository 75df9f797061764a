// The service-account grant: google-auth-library's JWT client signs the assertion with the key from
// service-account.json; its token URL is fixed to Google's (gtoken), so the test's transporter sends
// that one request to the sandbox and the assertion's audience is set to the sandbox's token URI, as in
// the key file. Broken assertions are signed with node:crypto to break one claim at a time.
import { generateKeyPairSync, sign } from 'node:crypto';
import { JWT, OAuth2Client } from 'google-auth-library';
import { describe, expect, it } from 'vitest';
import { endpoints, INDEXING, oauthFixtures, oauthSandboxPerFile, postToken } from './oauth-harness';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const oauth = oauthSandboxPerFile();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function assertion(
  claims: Record<string, unknown> = {},
  { header = {}, key = oauth().serviceAccount.private_key } = {} as {
    header?: Record<string, unknown>;
    key?: string;
  },
): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: oauth().serviceAccount.private_key_id, ...header });
  const body = b64({
    iss: oauth().serviceAccount.client_email,
    scope: INDEXING,
    aud: oauth().serviceAccount.token_uri,
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

const grant = (jwt: string) => postToken(oauth().sandbox, { grant_type: JWT_BEARER, assertion: jwt });
const invalidGrant = (description: string) => ({
  status: 400,
  json: { error: 'invalid_grant', error_description: description },
});
const CLOCK_MESSAGE = oauthFixtures.service_account_error_invalid_grant_clock!.body
  .error_description as string;

describe('service accounts (jwt-bearer)', () => {
  it('the JWT client of google-auth-library gets an access token with the key file', async () => {
    const client = new JWT({
      email: oauth().serviceAccount.client_email,
      key: oauth().serviceAccount.private_key,
      keyId: oauth().serviceAccount.private_key_id,
      scopes: [INDEXING],
      additionalClaims: { aud: oauth().serviceAccount.token_uri },
    });
    client.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (String(options.url) === GOOGLE_TOKEN_URL) options.url = new URL(oauth().serviceAccount.token_uri);
        return options;
      },
    });
    const credentials = await client.authorize();
    expect(credentials.access_token).toMatch(/^ya29\./);

    const info = await new OAuth2Client({ endpoints: endpoints(oauth().sandbox.baseUrl) }).getTokenInfo(
      credentials.access_token!,
    );
    expect(info).toMatchObject({
      azp: oauth().serviceAccount.client_id,
      scopes: [INDEXING],
      access_type: 'online',
    });
    expect(info).not.toHaveProperty('sub');
  });

  it("tokeninfo names the service account's e-mail when the e-mail scope was asked for", async () => {
    const email = `https://www.googleapis.com/auth/userinfo.email`;
    const answer = await grant(assertion({ scope: `${INDEXING} ${email}` }));
    const token = (answer.json as { access_token: string }).access_token;
    const info = await new OAuth2Client({ endpoints: endpoints(oauth().sandbox.baseUrl) }).getTokenInfo(
      token,
    );
    expect(info).toMatchObject({ email: oauth().serviceAccount.client_email, email_verified: 'true' });
  });

  it('answers with an access token only, as Google does', async () => {
    const answer = await grant(assertion());
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(
      Object.keys(oauthFixtures.service_account_token_response!.body).sort(),
    );
  });

  it('accepts an iat a little ahead of the sandbox clock (skew)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await grant(assertion({ iat: now + 120, exp: now + 3000 }))).status).toBe(200);
  });

  it('a signature by another key is invalid_grant', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    expect(await grant(assertion({}, { key: other }))).toEqual(invalidGrant('Invalid JWT Signature.'));
  });

  it("a kid that is not the key's, and an algorithm other than RS256, are invalid_grant", async () => {
    expect(await grant(assertion({}, { header: { kid: '0'.repeat(40) } }))).toEqual(
      invalidGrant('Invalid JWT Signature.'),
    );
    expect(await grant(assertion({}, { header: { alg: 'none' } }))).toEqual(
      invalidGrant('Invalid JWT Signature.'),
    );
  });

  it('a changed claim breaks the signature', async () => {
    const [head, , signature] = assertion().split('.');
    const forged = b64({
      iss: oauth().serviceAccount.client_email,
      scope: 'https://www.googleapis.com/auth/drive',
    });
    expect(await grant(`${head}.${forged}.${signature}`)).toEqual(invalidGrant('Invalid JWT Signature.'));
  });

  it("Google's own token URL as audience is not this server's: invalid_grant", async () => {
    expect(await grant(assertion({ aud: GOOGLE_TOKEN_URL }))).toEqual(
      invalidGrant(
        `Invalid JWT: Failed audience check. The right audience is ${oauth().serviceAccount.token_uri}`,
      ),
    );
  });

  it.each([
    ['lasts more than an hour', 0, 3601],
    ['was issued in the future beyond the skew', 600, 3600],
    ['expired', -4000, 3600],
    ['expires before it is issued', 0, -10],
  ])("an assertion that %s is invalid_grant with Google's message", async (_, issuedIn, lifetime) => {
    const iat = Math.floor(Date.now() / 1000) + issuedIn;
    expect(await grant(assertion({ iat, exp: iat + lifetime }))).toEqual(invalidGrant(CLOCK_MESSAGE));
  });

  it('an unknown issuer is invalid_grant', async () => {
    expect(await grant(assertion({ iss: 'someone@else.iam.gserviceaccount.com' }))).toEqual(
      invalidGrant('Invalid grant: account not found'),
    );
  });

  it.each([
    ['no scope', { scope: undefined }],
    ['an unknown scope', { scope: 'https://www.googleapis.com/auth/nonsense' }],
  ])('%s is invalid_scope', async (_, claims) => {
    expect(await grant(assertion(claims))).toEqual({
      status: 400,
      json: {
        error: 'invalid_scope',
        error_description: 'Invalid OAuth scope or ID token audience provided.',
      },
    });
  });

  it('a missing or malformed assertion is refused', async () => {
    expect(await postToken(oauth().sandbox, { grant_type: JWT_BEARER })).toMatchObject({
      status: 400,
      json: { error: 'invalid_request' },
    });
    expect(await grant('not-a-jwt')).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });
});
