import { generateKeyPairSync } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passphraseFileBackend } from '../../../../../src-main/services/vault/passphrase-file-backend';
import { redactText } from '../../../../../src-main/services/http/redact';
import { memoryBackend, type SecretBackend } from '../../../../../src-main/services/vault/secret-backend';
import { secretsFromEnv } from '../../../../../src-main/services/vault/secret-keys';
import { createVault } from '../../../../../src-main/services/vault/vault';
import { tempDir } from '../../../../support/temp-dir';

const ref = { profileId: 'prod', service: 'genai', name: 'apiKey' } as const;
const endpointsAt = (genai: string) => ({
  tlog: 'https://log.example',
  genai,
  indexing: 'https://idx.example',
  analytics: 'https://yta.example',
  storage: 'https://store.example',
});
const HOME = endpointsAt('https://gen.example/v1');
const MOVED = endpointsAt('https://evil.example');
const PASSPHRASE = 'correct horse battery';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('vault');
});
afterEach(() => dir.remove());

/** A saved-map backend that persists in memory, as a keychain would across restarts. */
function keptBackend(saved: Record<string, string> = {}): SecretBackend & { saved: Record<string, string> } {
  const backend = {
    ...memoryBackend(),
    saved,
    state: () => ({ persistent: true, locked: false, warning: null, allowInsecure: false }),
    load: async () => ({ ...backend.saved }),
    save: async (entries: Record<string, string>) => void (backend.saved = { ...entries }),
  };
  return backend;
}

describe('vault', () => {
  it('reports which secrets exist, never their values', async () => {
    const vault = await createVault({
      backend: memoryBackend(),
      sandboxKey: { profileId: 'sandbox', value: 'sbx-KEY' },
    });
    await vault.followEndpoints('prod', HOME);
    await vault.followEndpoints('sandbox', endpointsAt('http://127.0.0.1:4100'));
    const status = await vault.set(ref, 'test-user-secret');
    expect(JSON.stringify(status)).not.toContain('test-user-secret');
    expect(JSON.stringify(status)).not.toContain('sbx-KEY');
    expect(status.secrets).toEqual(
      expect.arrayContaining([
        { ...ref, source: 'user', persisted: false },
        { profileId: 'sandbox', service: 'genai', name: 'apiKey', source: 'sandbox', persisted: false },
      ]),
    );
    expect(status).toMatchObject({ backend: 'memory', persistent: false });
    expect(vault.reveal(ref)).toEqual({ value: 'test-user-secret', origin: 'https://gen.example' });
    expect(vault.allValues()).toEqual(expect.arrayContaining(['test-user-secret', 'sbx-KEY']));
  });

  it('will not overwrite or delete secrets it does not own', async () => {
    const vault = await createVault({
      backend: memoryBackend(),
      env: { VERITY_SECRET__PROD__GENAI__APIKEY: 'from-env' },
      sandboxKey: { profileId: 'sandbox', value: 'sbx-KEY' },
    });
    await expect(
      vault.set({ profileId: 'sandbox', service: 'genai', name: 'apiKey' }, 'x-1234'),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: { managedBy: 'sandbox' } });
    await expect(vault.delete(ref)).rejects.toMatchObject({ details: { managedBy: 'environment' } });
    await expect(vault.delete(ref)).rejects.toThrow(/environment/);
    await expect(vault.delete({ ...ref, profileId: 'nobody' })).rejects.toThrow(/No such secret/);
    await vault.followEndpoints('prod', HOME);
    expect(vault.reveal(ref)?.value).toBe('from-env');
  });

  it('reads VERITY_SECRET__PROFILE__SERVICE__NAME from the environment', () => {
    const found = secretsFromEnv({
      VERITY_SECRET__MY_STAGING__STORAGE__REFRESHTOKEN: 'r1',
      VERITY_SECRET__X__NOPE__APIKEY: 'ignored',
      VERITY_SECRET__X__GENAI__APIKEY: '',
      OTHER: 'x',
    });
    expect([...found]).toEqual([['my-staging/storage/refreshToken', 'r1']]);
  });
});

describe('vault: Google sign-ins', () => {
  const GRANT = JSON.stringify({ refreshToken: '1//0-test-refresh', accessToken: 'ya29.test-access' });

  it("keeps a profile's sign-in across restarts, outside the status, and redacts its tokens", async () => {
    const backend = keptBackend();
    const vault = await createVault({ backend });
    await vault.setAccountRecord('oauth-grant', 'prod', GRANT);
    expect(JSON.stringify(vault.status())).not.toContain('test-refresh');
    expect(vault.allValues()).toEqual(expect.arrayContaining(['1//0-test-refresh', 'ya29.test-access']));

    const again = await createVault({ backend });
    expect(again.accountRecord('oauth-grant', 'prod')).toBe(GRANT);
    await again.deleteAccountRecord('oauth-grant', 'prod');
    expect((await createVault({ backend })).accountRecord('oauth-grant', 'prod')).toBeUndefined();
  });

  it("redacts a service account's private key however it is quoted, its access token and a client secret", async () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const backend = keptBackend();
    const vault = await createVault({ backend });
    const key = {
      email: 'sa@p.iam.gserviceaccount.com',
      keyId: 'k1',
      privateKey,
      accessToken: 'ya29.sa-token',
    };
    await vault.setAccountRecord('service-account', 'prod', JSON.stringify(key));
    await vault.setAccountRecord(
      'oauth-client',
      'prod',
      JSON.stringify({ clientId: 'id', clientSecret: 'GOCSPX-s3cret' }),
    );
    // As a log line or an echoed body would carry it: the key file quoted as JSON, its line breaks escaped.
    const quoted = JSON.stringify({
      private_key: privateKey,
      access_token: 'ya29.sa-token',
      secret: 'GOCSPX-s3cret',
    });
    const redacted = redactText(quoted, (await createVault({ backend })).allValues());
    for (const line of privateKey.split('\n').filter((l) => l.length >= 16 && !l.startsWith('-----')))
      expect(redacted).not.toContain(line);
    expect(redacted).not.toMatch(/sa-token|s3cret/);
    expect(JSON.stringify(vault.status())).not.toMatch(/PRIVATE KEY|sa-token|s3cret/);
  });

  it('saves a sign-in made while the passphrase vault was locked once it is unlocked', async () => {
    const file = join(dir.path, 'vault.enc');
    const vault = await createVault({ backend: passphraseFileBackend(file) });
    await vault.setAccountRecord('oauth-grant', 'prod', GRANT);
    await vault.unlock(PASSPHRASE);
    expect(await readFile(file, 'utf8')).not.toContain('test-refresh');
    const again = await createVault({ backend: passphraseFileBackend(file) });
    await again.unlock(PASSPHRASE);
    expect(again.accountRecord('oauth-grant', 'prod')).toBe(GRANT);
  });
});

describe('vault: each secret is bound to the origin it was saved for', { timeout: 30_000 }, () => {
  it('refuses a secret for a profile it has not been told about', async () => {
    const vault = await createVault({ backend: memoryBackend() });
    await expect(vault.set(ref, 'x-1234')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No profile "prod": save the profile, then its secrets',
    });
  });

  it('a profile that stops using a service loses its secrets there, and takes none for it', async () => {
    const vault = await createVault({ backend: memoryBackend() });
    await vault.followEndpoints('prod', HOME);
    await vault.set(ref, 'test-genai-key');
    const { genai: _unused, ...withoutGenai } = HOME;
    expect(await vault.followEndpoints('prod', withoutGenai)).toEqual([ref]);
    expect(vault.reveal(ref)).toBeUndefined();
    await expect(vault.set(ref, 'test-genai-key')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message:
        'Profile "prod" does not use the generation & files service: give it a base URL in Settings → Profiles, then its secrets',
    });
    await vault.set({ ...ref, service: 'storage' }, 'test-storage-key');
    expect(vault.reveal({ ...ref, service: 'storage' })?.origin).toBe('https://store.example');
  });

  it("drops a service's secrets, and only that service's, when its origin moves", async () => {
    const vault = await createVault({ backend: memoryBackend() });
    await vault.followEndpoints('prod', HOME);
    await vault.set(ref, 'test-genai-key');
    await vault.set({ ...ref, service: 'storage' }, 'test-storage-key');
    expect(await vault.followEndpoints('prod', endpointsAt('https://gen.example/v2/'))).toEqual([]);
    expect(await vault.followEndpoints('prod', MOVED)).toEqual([ref]);
    expect(vault.reveal(ref)).toBeUndefined();
    expect(vault.reveal({ ...ref, service: 'storage' })?.value).toBe('test-storage-key');
    expect(await vault.followEndpoints('prod', HOME)).toEqual([]);
    expect(vault.reveal(ref)).toBeUndefined();
  });

  it('drops an environment secret for the session when its profile moves', async () => {
    const vault = await createVault({
      backend: memoryBackend(),
      env: { VERITY_SECRET__PROD__GENAI__APIKEY: 'from-env' },
    });
    expect(await vault.followEndpoints('prod', HOME)).toEqual([]);
    expect(await vault.followEndpoints('prod', MOVED)).toEqual([ref]);
    expect(vault.status().secrets).toEqual([]);
  });

  it('keeps the origin beside a saved secret, so a profile moved while Verity was closed loses it', async () => {
    const backend = keptBackend();
    const first = await createVault({ backend });
    await first.followEndpoints('prod', HOME);
    await first.set(ref, 'test-saved-key');
    expect(backend.saved).toEqual({
      'prod/genai/apiKey': 'test-saved-key',
      'origin/prod/genai': 'https://gen.example',
    });

    const same = await createVault({ backend });
    expect(await same.followEndpoints('prod', HOME)).toEqual([]);
    expect(same.reveal(ref)?.value).toBe('test-saved-key');

    const moved = await createVault({ backend });
    expect(await moved.followEndpoints('prod', MOVED)).toEqual([ref]);
    expect(moved.reveal(ref)).toBeUndefined();
    expect(backend.saved).toEqual({});
  });

  it('binds secrets saved before origins were kept to where their profile points at the next start', async () => {
    const backend = keptBackend({ 'prod/genai/apiKey': 'test-older-key' });
    const vault = await createVault({ backend });
    expect(vault.reveal(ref)).toBeUndefined();
    expect(await vault.followEndpoints('prod', HOME)).toEqual([]);
    expect(vault.reveal(ref)).toEqual({ value: 'test-older-key', origin: 'https://gen.example' });
    expect(backend.saved['origin/prod/genai']).toBe('https://gen.example');
  });

  it('does not load a secret saved for an origin its profile moved from while the vault was locked', async () => {
    const file = join(dir.path, 'vault.enc');
    const first = await createVault({ backend: passphraseFileBackend(file) });
    await first.unlock(PASSPHRASE);
    await first.followEndpoints('prod', HOME);
    await first.set(ref, 'test-locked-key');

    const again = await createVault({ backend: passphraseFileBackend(file) });
    await again.followEndpoints('prod', MOVED);
    const status = await again.unlock(PASSPHRASE);
    expect(status.secrets).toEqual([]);
    expect(again.reveal(ref)).toBeUndefined();
  });
});

// Each unlock derives a key with scrypt at its full cost: slow on a busy machine.
describe('passphrase-file vault backend', { timeout: 30_000 }, () => {
  it('is locked until a passphrase is given, then persists encrypted secrets', async () => {
    const file = join(dir.path, 'vault.enc');
    const vault = await createVault({ backend: passphraseFileBackend(file) });
    await vault.followEndpoints('prod', HOME);
    expect(vault.status()).toMatchObject({ backend: 'passphrase-file', locked: true, persistent: false });
    await vault.set(ref, 'test-persist-me');
    const unlocked = await vault.unlock(PASSPHRASE);
    expect(unlocked).toMatchObject({ locked: false, persistent: true });
    expect(unlocked.secrets).toEqual([{ ...ref, source: 'user', persisted: true }]);
    expect(await readFile(file, 'utf8')).not.toContain('test-persist-me');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const again = await createVault({ backend: passphraseFileBackend(file) });
    await again.followEndpoints('prod', HOME);
    expect(again.reveal(ref)).toBeUndefined();
    await again.unlock(PASSPHRASE);
    expect(again.reveal(ref)?.value).toBe('test-persist-me');
  });
});
