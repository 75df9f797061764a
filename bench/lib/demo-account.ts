// The sandbox's demo account that owns the demo channel (Ada), signed in two ways: in the console through its
// Settings page and the consent page, as a person would; and for plain HTTP through the same authorization
// server, the consent form posted directly (authorization code with PKCE), for anchors that skip the console.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const ADA = { sub: '104857600000000000001', email: 'ada@example.com' };
const REDIRECT = 'http://127.0.0.1:53682/';
const SCOPES = [
  'https://www.googleapis.com/auth/yt-analytics.readonly',
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
];

/** Signs the console's Sandbox profile in as Ada through Settings → Accounts and the consent page. */
export async function signInConsoleAsAda(page: Page): Promise<void> {
  await page.getByTestId('nav-settings').click();
  const account = page.locator('[data-testid="settings-accounts"] [data-testid="account"]');
  await page
    .locator('[data-testid="settings-accounts"] [data-testid="account"][data-state^="signed-"]')
    .waitFor();
  if ((await account.getAttribute('data-state')) === 'signed-in') return;
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('settings-accounts').getByTestId('account-sign-in').click();
  const consent = await opened;
  await consent.getByLabel(ADA.email).check();
  await consent.getByRole('button', { name: 'Allow' }).click();
  await consent.getByText('You can close this tab').waitFor();
  await consent.close();
  await page
    .locator('[data-testid="settings-accounts"] [data-testid="account"][data-state="signed-in"]')
    .waitFor();
}

/** The sandbox's OAuth client file, which it writes once its services are open (shortly after it listens). */
async function clientFile(sandboxDir: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await readFile(join(sandboxDir, 'oauth-client.json'), 'utf8');
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/**
 * Answers the sandbox's consent page at `authorizeUrl` as Ada, every scope it asks for ticked; answers where the
 * authorization server sends the browser next (the client's redirect with the code).
 */
export async function consentAsAda(authorizeUrl: string): Promise<string> {
  const page = await (await fetch(authorizeUrl)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1];
  if (!consent) throw new Error(`the consent page did not open: ${page.slice(0, 200)}`);
  const form = new URLSearchParams({ consent, account: ADA.sub, decision: 'allow' });
  for (const [, scope] of page.matchAll(/type="checkbox" name="scope" value="([^"]+)"/g))
    form.append('scope', scope!);
  const answer = await fetch(new URL('/o/oauth2/v2/consent', authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`the consent form was refused (${answer.status})`);
  return new URL(location, authorizeUrl).toString();
}

/**
 * An access token for Ada from the sandbox at `baseUrl`, whose data folder holds its OAuth client file, for
 * `scopes` (the Analytics ones unless given).
 */
export async function adaAccessToken(baseUrl: string, sandboxDir: string, scopes = SCOPES): Promise<string> {
  const { installed: client } = JSON.parse(await clientFile(sandboxDir)) as {
    installed: { client_id: string; client_secret: string };
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/o/oauth2/v2/auth', baseUrl);
  authorize.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: scopes.join(' '),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const code = new URL(await consentAsAda(authorize.toString())).searchParams.get('code');
  if (!code) throw new Error('the consent form gave no code');
  const token = await fetch(new URL('/token', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      client_secret: client.client_secret,
    }),
  });
  const json = (await token.json()) as { access_token?: string; error_description?: string };
  if (!json.access_token) throw new Error(`no token: ${json.error_description ?? token.status}`);
  return json.access_token;
}
