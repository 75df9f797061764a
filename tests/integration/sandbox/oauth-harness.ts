// A sandbox with its authorization server, the files it wrote, a google-auth-library OAuth2Client pointed
// at it, and the consent page driven as its form does (GET the page, POST the form, read the redirect).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { JWT, OAuth2Client, CodeChallengeMethod, type Credentials } from 'google-auth-library';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { bearer, rawRequest, resetFaults, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

/** tests/fixtures/google/oauth-examples.json: Google's OAuth payloads, by case name. */
export const oauthFixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/google/oauth-examples.json', import.meta.url), 'utf8'),
) as Record<string, { status: number; body: Record<string, unknown> }>;

/** A recorded error response as oauthFailure reports one. */
export function recordedFailure(name: string): { status: number; data: unknown } {
  const recorded = oauthFixtures[name]!;
  return { status: recorded.status, data: recorded.body };
}

export interface InstalledClient {
  client_id: string;
  project_id: string;
  auth_uri: string;
  token_uri: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface ServiceAccountKey {
  type: string;
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  token_uri: string;
}

export interface OAuthSandbox {
  sandbox: HarnessSandbox;
  client: InstalledClient;
  serviceAccount: ServiceAccountKey;
}

export const LOOPBACK_REDIRECT = 'http://127.0.0.1:53682/';
export const DRIVE = 'https://www.googleapis.com/auth/drive';
export const ANALYTICS = 'https://www.googleapis.com/auth/yt-analytics.readonly';
export const INDEXING = 'https://www.googleapis.com/auth/indexing';
export const EMAIL = 'https://www.googleapis.com/auth/userinfo.email';
/** The demo account that owns the demo sites and channel, and the one that owns nothing. */
export const OWNER = { sub: '104857600000000000001', email: 'ada@example.com' };
export const NOBODY = { sub: '104857600000000000002', email: 'grace@example.com' };

/**
 * An access token for the sandbox's service account from google-auth-library's JWT client and the key file.
 * gtoken posts to Google's token URL whatever the key says, so that one request goes to the key's token_uri.
 */
export async function serviceAccountToken(key: ServiceAccountKey, scopes: string[]): Promise<string> {
  const jwt = new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes,
    additionalClaims: { aud: key.token_uri },
  });
  jwt.transporter.interceptors.request.add({
    resolved: (options) => {
      if (String(options.url) === 'https://oauth2.googleapis.com/token') options.url = new URL(key.token_uri);
      return Promise.resolve(options);
    },
  });
  return (await jwt.authorize()).access_token!;
}

export async function readCredentialFiles(
  dataDir: string,
): Promise<{ client: InstalledClient; serviceAccount: ServiceAccountKey }> {
  const client = (
    JSON.parse(await readFile(`${dataDir}/oauth-client.json`, 'utf8')) as { installed: InstalledClient }
  ).installed;
  const serviceAccount = JSON.parse(
    await readFile(`${dataDir}/service-account.json`, 'utf8'),
  ) as ServiceAccountKey;
  return { client, serviceAccount };
}

async function startOAuthSandbox(): Promise<OAuthSandbox> {
  const sandbox = await startTestSandbox({ tlog: { seed: false } });
  await sandbox.opened;
  return { sandbox, ...(await readCredentialFiles(sandbox.dataDir)) };
}

/** One sandbox for a test file (no log seed), its lifetimes reset after each test; call in the file's body. */
export function oauthSandboxPerFile(): () => OAuthSandbox {
  let oauth: OAuthSandbox | undefined;
  beforeAll(async () => {
    oauth = await startOAuthSandbox();
  });
  afterAll(() => oauth?.sandbox.dispose());
  afterEach(() => (oauth ? resetFaults(oauth.sandbox) : undefined));
  return () => oauth!;
}

export function endpoints(baseUrl: string) {
  return {
    oauth2AuthBaseUrl: `${baseUrl}/o/oauth2/v2/auth`,
    oauth2TokenUrl: `${baseUrl}/token`,
    oauth2RevokeUrl: `${baseUrl}/revoke`,
    tokenInfoUrl: `${baseUrl}/tokeninfo`,
  };
}

export function newClient(
  { sandbox, client }: OAuthSandbox,
  options: Partial<ConstructorParameters<typeof OAuth2Client>[0] & object> = {},
): OAuth2Client {
  return new OAuth2Client({
    clientId: client.client_id,
    clientSecret: client.client_secret,
    redirectUri: LOOPBACK_REDIRECT,
    endpoints: endpoints(sandbox.baseUrl),
    ...options,
  });
}

/** An authorization URL with PKCE S256 (the library's own verifier and challenge) and a state. */
export async function authorizationUrl(
  client: OAuth2Client,
  {
    scope = [DRIVE, ANALYTICS, 'email'],
    accessType = 'offline' as 'offline' | 'online',
    state = 'af0ifjsldkj',
    loginHint = undefined as string | undefined,
  } = {},
): Promise<{ url: string; codeVerifier: string; state: string }> {
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const url = client.generateAuthUrl({
    access_type: accessType,
    scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, codeVerifier, state };
}

export interface ConsentChoice {
  decision: 'allow' | 'deny';
  account?: string;
  /** Scopes whose checkbox is unticked. */
  untick?: string[];
}

/** What the page's form posts for a choice; returns the redirect the Allow or Deny button leads to. */
export async function answerConsent(url: string, choice: ConsentChoice): Promise<URL> {
  const page = await rawRequest(url);
  expect(page.status, page.body).toBe(200);
  const consent = /name="consent" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const ticked = [...page.body.matchAll(/type="checkbox" name="scope" value="([^"]+)"/g)].map((m) => m[1]!);
  const form = new URLSearchParams({
    consent,
    account: choice.account ?? OWNER.sub,
    decision: choice.decision,
  });
  for (const scope of ticked) if (!choice.untick?.includes(scope)) form.append('scope', scope);
  const answer = await rawRequest(new URL('/o/oauth2/v2/consent', url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(answer.status, answer.body).toBe(302);
  return new URL(answer.headers.location ?? '');
}

/** Runs the whole installed-app flow with the library and returns its tokens. */
export async function signIn(
  client: OAuth2Client,
  choice: Omit<ConsentChoice, 'decision'> & Parameters<typeof authorizationUrl>[1] = {},
): Promise<Credentials> {
  const { url, codeVerifier } = await authorizationUrl(client, choice);
  const back = await answerConsent(url, { decision: 'allow', ...choice });
  const { tokens } = await client.getToken({ code: back.searchParams.get('code') ?? '', codeVerifier });
  client.setCredentials(tokens);
  return tokens;
}

/** The OAuth error body and status of a failed library call (a GaxiosError). */
export async function oauthFailure(call: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (response) return { status: response.status, data: response.data };
    throw error;
  }
  throw new Error('the call succeeded; expected an OAuth error');
}

export async function setOAuthSettings(
  sandbox: HarnessSandbox,
  settings: { accessTokenLifetimeSeconds?: number; authorizationCodeLifetimeSeconds?: number },
): Promise<void> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/oauth/settings`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (response.status !== 200)
    throw new Error(`setting OAuth settings failed: ${response.status} ${response.body}`);
}

/** POSTs a form to the token endpoint as any OAuth client would. */
export async function postToken(
  sandbox: HarnessSandbox,
  form: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await rawRequest(`${sandbox.baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, json: JSON.parse(response.body) as Record<string, unknown> };
}

/** Resolves once the sandbox no longer accepts `accessToken` (its lifetime, shortened for the test, is over). */
export async function untilExpired(sandbox: HarnessSandbox, accessToken: string): Promise<void> {
  for (;;) {
    const info = await rawRequest(
      `${sandbox.baseUrl}/tokeninfo?access_token=${encodeURIComponent(accessToken)}`,
    );
    if (info.status === 400) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}
