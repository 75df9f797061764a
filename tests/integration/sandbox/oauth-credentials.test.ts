// The credential files the sandbox writes on first start (Google's "installed" client JSON and a
// service-account key), kept across restarts, shown by the control API and printed by the CLI.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createPrivateKey } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { tempDir } from '../../support/temp-dir';
import { OAuth2Client } from 'google-auth-library';
import {
  endpoints,
  LOOPBACK_REDIRECT,
  oauthFailure,
  readCredentialFiles,
  recordedFailure,
  signIn,
} from './oauth-harness';
import { bearer, getJson, rawRequest } from './sandbox-harness';

const fixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/google/oauth-examples.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function folder(): Promise<string> {
  const dir = await tempDir('oauth-files');
  cleanups.push(dir.remove);
  return `${dir.path}/data`;
}

async function start(dataDir: string) {
  const sandbox = await startSandbox({ port: 0, dataDir, tlog: { seed: false } });
  await sandbox.opened;
  return sandbox;
}

describe('the OAuth credential files', () => {
  it("are written on first start in Google's shapes, pointing at the sandbox, readable by the owner only", async () => {
    const dataDir = await folder();
    const sandbox = await start(dataDir);
    cleanups.push(() => sandbox.close());
    const { client, serviceAccount } = await readCredentialFiles(dataDir);

    const googleClient = (fixtures.installed_client_secrets_json as { installed: Record<string, unknown> })
      .installed;
    expect(Object.keys(googleClient)).toEqual(expect.arrayContaining(Object.keys(client)));
    expect(client).toEqual({
      client_id: expect.stringMatching(/^\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com$/),
      project_id: 'verity-sandbox',
      auth_uri: `${sandbox.baseUrl}/o/oauth2/v2/auth`,
      token_uri: `${sandbox.baseUrl}/token`,
      client_secret: expect.stringMatching(/^GOCSPX-/),
      redirect_uris: ['http://127.0.0.1'],
    });

    const googleKey = fixtures.service_account_key_json_shape as Record<string, unknown>;
    expect(Object.keys(googleKey)).toEqual(expect.arrayContaining(Object.keys(serviceAccount)));
    expect(serviceAccount).toMatchObject({
      type: 'service_account',
      client_email: 'indexer@verity-sandbox.iam.gserviceaccount.com',
      client_id: expect.stringMatching(/^\d{21}$/),
      private_key_id: expect.stringMatching(/^[0-9a-f]{40}$/),
      token_uri: `${sandbox.baseUrl}/token`,
    });
    const key = createPrivateKey(serviceAccount.private_key);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    for (const name of ['oauth-client.json', 'service-account.json'])
      expect(statSync(`${dataDir}/${name}`).mode & 0o777).toBe(0o600);
  });

  it('keep their IDs, secret and key across restarts and follow a new port', async () => {
    const dataDir = await folder();
    const first = await start(dataDir);
    const before = await readCredentialFiles(dataDir);
    await first.close();
    const second = await start(dataDir);
    cleanups.push(() => second.close());
    const after = await readCredentialFiles(dataDir);

    expect(after.client).toEqual({
      ...before.client,
      auth_uri: `${second.baseUrl}/o/oauth2/v2/auth`,
      token_uri: `${second.baseUrl}/token`,
    });
    expect(after.serviceAccount).toEqual({
      ...before.serviceAccount,
      auth_uri: `${second.baseUrl}/o/oauth2/v2/auth`,
      token_uri: `${second.baseUrl}/token`,
    });
  });

  it('a damaged file stops the start with its path and what to do', async () => {
    const dataDir = await folder();
    const sandbox = await start(dataDir);
    await sandbox.close();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dataDir}/oauth-client.json`, '{"installed":{}}');
    const again = await startSandbox({ port: 0, dataDir, tlog: { seed: false } });
    cleanups.push(() => again.close());
    await expect(again.opened).rejects.toThrow(
      /oauth-client\.json is not a credential file .* delete it and restart/,
    );
  });

  it('are shown by the control API, which also shortens token lifetimes for tests', async () => {
    const dataDir = await folder();
    const sandbox = await start(dataDir);
    cleanups.push(() => sandbox.close());
    const { client, serviceAccount } = await readCredentialFiles(dataDir);
    const shown = await getJson(`${sandbox.baseUrl}/__sandbox/oauth`, { headers: bearer(sandbox) });
    expect(shown).toMatchObject({
      status: 200,
      json: {
        clientFile: `${dataDir}/oauth-client.json`,
        serviceAccountFile: `${dataDir}/service-account.json`,
        clientId: client.client_id,
        serviceAccountEmail: serviceAccount.client_email,
        tokenUri: `${sandbox.baseUrl}/token`,
        settings: { accessTokenLifetimeSeconds: 3600, authorizationCodeLifetimeSeconds: 600 },
      },
    });
    expect((await rawRequest(`${sandbox.baseUrl}/__sandbox/oauth`)).status).toBe(401);

    const put = (body: unknown) =>
      getJson(`${sandbox.baseUrl}/__sandbox/oauth/settings`, {
        method: 'PUT',
        headers: { ...bearer(sandbox), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await put({ accessTokenLifetimeSeconds: 5 })).toMatchObject({
      status: 200,
      json: { settings: { accessTokenLifetimeSeconds: 5, authorizationCodeLifetimeSeconds: 600 } },
    });
    expect((await put({ accessTokenLifetimeSeconds: 7200 })).status).toBe(400);
    expect((await put({ tokenLifetime: 5 })).status).toBe(400);
    // The shared reset restores Google's lifetimes.
    await rawRequest(`${sandbox.baseUrl}/__sandbox/faults/reset`, {
      method: 'POST',
      headers: bearer(sandbox),
    });
    expect(
      (await getJson(`${sandbox.baseUrl}/__sandbox/oauth`, { headers: bearer(sandbox) })).json,
    ).toMatchObject({
      settings: { accessTokenLifetimeSeconds: 3600 },
    });
  });

  it('are printed by the CLI after the URL and the key', async () => {
    const dataDir = await folder();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/sandbox/cli.ts', '--data', dataDir, '--no-seed'],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const printed: string[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      printed.push(line);
      if (printed.length === 4) break;
    }
    expect(printed[0]).toMatch(/^Verity sandbox listening on /);
    expect(printed[1]).toMatch(/^API key: /);
    expect(printed.slice(2)).toEqual([
      `OAuth client: ${dataDir}/oauth-client.json`,
      `Service account key: ${dataDir}/service-account.json`,
    ]);
    child.kill('SIGTERM');
    expect(((await once(child, 'exit')) as [number | null])[0]).toBe(0);
  });
});

describe('refresh tokens across a restart', () => {
  it('a refresh token still works after a restart; one revoked before it stays revoked', async () => {
    const dataDir = await folder();
    const first = await start(dataDir);
    const { client } = await readCredentialFiles(dataDir);
    const clientAt = (baseUrl: string) =>
      new OAuth2Client({
        clientId: client.client_id,
        clientSecret: client.client_secret,
        redirectUri: LOOPBACK_REDIRECT,
        endpoints: endpoints(baseUrl),
      });
    const kept = await signIn(clientAt(first.baseUrl));
    const revoked = await signIn(clientAt(first.baseUrl));
    await clientAt(first.baseUrl).revokeToken(revoked.refresh_token!);
    await first.close();

    const second = await start(dataDir);
    cleanups.push(() => second.close());
    const again = clientAt(second.baseUrl);
    again.setCredentials({ refresh_token: kept.refresh_token });
    const { credentials } = await again.refreshAccessToken();
    expect((await again.getTokenInfo(credentials.access_token!)).scopes).toEqual(kept.scope!.split(' '));
    again.setCredentials({ refresh_token: revoked.refresh_token });
    expect(await oauthFailure(again.refreshAccessToken())).toEqual(
      recordedFailure('token_error_invalid_grant'),
    );
  });
});
