// The URL notification service through the official client (@googleapis/indexing, its rootUrl pointed at
// the sandbox), tokens from the sandbox's authorization server, its control settings, and the recorded
// bodies of tests/fixtures/google/indexing-*.
import { readFileSync } from 'node:fs';
import { auth, indexing, type indexing_v3 } from '@googleapis/indexing';
import { afterEach, beforeAll } from 'vitest';
import { bearer, rawRequest, type HarnessSandbox } from './sandbox-harness';
import {
  INDEXING,
  newClient,
  oauthSandboxPerFile,
  serviceAccountToken,
  signIn,
  type OAuthSandbox,
} from './oauth-harness';

export const WEBMASTERS_READONLY = 'https://www.googleapis.com/auth/webmasters.readonly';

/** tests/fixtures/google/indexing-examples.json, by case name. */
export const indexingFixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/google/indexing-examples.json', import.meta.url), 'utf8'),
) as Record<string, { status: number; body: unknown }>;

/** A recorded error as a failed client call reports it ({status, data}). */
export function recorded(name: string): { status: number; data: unknown } {
  const { status, body } = indexingFixtures[name]!;
  return { status, data: body };
}

export function fixtureText(name: string): string {
  return readFileSync(new URL(`../../fixtures/google/${name}`, import.meta.url), 'utf8');
}

/** A recorded body with the recorded project number replaced by the sandbox's. */
export function withSandboxProject(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replaceAll('123456789012', '424242424242'));
}

/** An OAuth2 client (the client library's own google-auth-library) holding an access token. */
function tokenAuth(accessToken: string): InstanceType<typeof auth.OAuth2> {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: accessToken });
  return client;
}

export function indexingClient(sandbox: HarnessSandbox, accessToken: string): indexing_v3.Indexing {
  return indexing({ version: 'v3', rootUrl: `${sandbox.baseUrl}/`, auth: tokenAuth(accessToken) });
}

export async function serviceAccountAccess(oauth: OAuthSandbox, scopes = [INDEXING]): Promise<string> {
  return serviceAccountToken(oauth.serviceAccount, scopes);
}

/** A demo account's access token from the installed-app flow (consent page answered as its form does). */
export async function userAccess(oauth: OAuthSandbox, sub: string, scopes = [INDEXING]): Promise<string> {
  const tokens = await signIn(newClient(oauth), { account: sub, scope: scopes });
  return tokens.access_token!;
}

export interface IndexingSettingsView {
  publishRequestsPerDay: number;
  metadataRequestsPerMinute: number;
  clockOffsetMs: number;
  publishAnswer: 'full' | 'minimal';
  serviceDisabledFor: string[];
  scopeMissingFor: string[];
  now: string;
  publishDay: string;
  publishedToday: number;
  publishResetsAt: string;
}

export async function setIndexingSettings(
  sandbox: HarnessSandbox,
  settings: Partial<Omit<IndexingSettingsView, 'now' | 'publishDay' | 'publishResetsAt'>>,
): Promise<IndexingSettingsView> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/indexing/settings`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (response.status !== 200) throw new Error(`indexing settings: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as IndexingSettingsView;
}

/** The clock offset that makes the sandbox's clock read `instant` now. */
export function offsetTo(instant: string): number {
  return Date.parse(instant) - Date.now();
}

/**
 * One sandbox for a test file (see oauthSandboxPerFile) and a service-account token with the indexing
 * scope; after each test today's publish count goes back to 0 (the faults reset restores the settings).
 */
export function indexingSandboxPerFile(): { oauth: () => OAuthSandbox; token: () => string } {
  const oauth = oauthSandboxPerFile();
  let token = '';
  beforeAll(async () => {
    token = await serviceAccountAccess(oauth());
  });
  afterEach(() => setIndexingSettings(oauth().sandbox, { publishedToday: 0 }));
  return { oauth, token: () => token };
}
