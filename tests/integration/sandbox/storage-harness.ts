// The storage service through the official client (@googleapis/drive). The client builds Drive's own paths
// (/drive/v3/…, /upload/drive/v3/…) on whatever rootUrl it is given, so its auth client's transport
// rewrites them to the storage service's /store/v3 (and shared drives to its stores) before each request
// leaves, as research google.md §4.4 suggests. Tokens come from the sandbox's authorization server (the consent page, as a person signs in).
import { readFileSync } from 'node:fs';
import { auth, drive, type drive_v3 } from '@googleapis/drive';
import type { HarnessSandbox } from './sandbox-harness';
import { DRIVE, newClient, OWNER, signIn, type OAuthSandbox } from './oauth-harness';

/** tests/fixtures/google/drive-examples.json, by case name. */
export const driveExamples = JSON.parse(
  readFileSync(new URL('../../fixtures/google/drive-examples.json', import.meta.url), 'utf8'),
) as Record<string, { request?: { query?: Record<string, unknown> }; response?: unknown }> & {
  errors: Record<string, { status: number; body: unknown }>;
};

const RENAMES: Array<[RegExp, string]> = [
  [/^\/drive\/v3\/drives(?=\/|$)/, '/store/v3/stores'],
  [/^\/upload\/drive\/v3\//, '/upload/store/v3/'],
  [/^\/drive\/v3\//, '/store/v3/'],
  [/^\/batch\/drive\/v3$/, '/batch/store/v3'],
];

/**
 * The URL the storage service serves for one the Drive client built. Media uploads are sent to the
 * client's built-in https://www.googleapis.com/ whatever rootUrl it was given (googleapis-common uses
 * rootUrl for the method's URL only), so their origin is the sandbox's too.
 */
function storePath(url: URL, origin: string): URL {
  const renamed =
    url.origin === 'https://www.googleapis.com'
      ? new URL(`${url.pathname}${url.search}`, origin)
      : new URL(url);
  for (const [from, to] of RENAMES) renamed.pathname = renamed.pathname.replace(from, to);
  return renamed;
}

/** The client's auth with the path rewrite: what the Drive client sends through, and raw batches too. */
export function driveAuth(sandbox: HarnessSandbox, accessToken: string) {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: accessToken });
  client.transporter.interceptors.request.add({
    resolved: (options) => {
      options.url = storePath(new URL(String(options.url)), sandbox.baseUrl);
      return Promise.resolve(options);
    },
  });
  return client;
}

export function driveClient(sandbox: HarnessSandbox, accessToken: string): drive_v3.Drive {
  return drive({ version: 'v3', rootUrl: `${sandbox.baseUrl}/`, auth: driveAuth(sandbox, accessToken) });
}

/** A demo account's access token from the installed-app flow (Ada unless another `sub` is given). */
export async function driveAccess(oauth: OAuthSandbox, sub = OWNER.sub, scopes = [DRIVE]): Promise<string> {
  const tokens = await signIn(newClient(oauth), { account: sub, scope: scopes });
  return tokens.access_token!;
}

/** The status and first reason of a Drive call's refusal; undefined when the call succeeds. */
export function driveRefusal(
  call: Promise<unknown>,
): Promise<{ status: number; reason: string } | undefined> {
  return call.then(
    () => undefined,
    (error: { response: { status: number; data: { error: { errors: Array<{ reason: string }> } } } }) => ({
      status: error.response.status,
      reason: error.response.data.error.errors[0]!.reason,
    }),
  );
}
