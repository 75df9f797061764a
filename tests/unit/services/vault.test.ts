import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passphraseFileBackend } from '../../../src-main/services/vault/passphrase-file-backend';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { createVault, secretsFromEnv } from '../../../src-main/services/vault/vault';

const ref = { profileId: 'prod', service: 'genai', name: 'apiKey' } as const;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verity-vault-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('vault', () => {
  it('reports which secrets exist, never their values', async () => {
    const vault = await createVault({
      backend: memoryBackend(),
      sandboxKey: { profileId: 'sandbox', value: 'sbx-KEY' },
    });
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
    expect(vault.reveal(ref)).toBe('test-user-secret');
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
    ).rejects.toThrow(/sandbox/);
    await expect(vault.delete(ref)).rejects.toThrow(/environment/);
    await expect(vault.delete({ ...ref, profileId: 'nobody' })).rejects.toThrow(/No such secret/);
    expect(vault.reveal(ref)).toBe('from-env');
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

describe('passphrase-file vault backend', () => {
  it('is locked until a passphrase is given, then persists encrypted secrets', async () => {
    const file = join(dir, 'vault.enc');
    const vault = await createVault({ backend: passphraseFileBackend(file) });
    expect(vault.status()).toMatchObject({ backend: 'passphrase-file', locked: true, persistent: false });
    await vault.set(ref, 'test-persist-me');
    const unlocked = await vault.unlock('correct horse battery');
    expect(unlocked).toMatchObject({ locked: false, persistent: true });
    expect(unlocked.secrets).toEqual([{ ...ref, source: 'user', persisted: true }]);

    const onDisk = await readFile(file, 'utf8');
    expect(onDisk).not.toContain('test-persist-me');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const again = await createVault({ backend: passphraseFileBackend(file) });
    expect(again.reveal(ref)).toBeUndefined();
    await again.unlock('correct horse battery');
    expect(again.reveal(ref)).toBe('test-persist-me');
  });

  it('refuses a wrong passphrase and keeps the file intact', async () => {
    const file = join(dir, 'vault.enc');
    const first = await createVault({ backend: passphraseFileBackend(file) });
    await first.unlock('first passphrase');
    await first.set(ref, 'test-keep');
    const before = await readFile(file, 'utf8');
    const second = await createVault({ backend: passphraseFileBackend(file) });
    await expect(second.unlock('wrong passphrase')).rejects.toThrow(/Wrong passphrase/);
    expect(second.status().locked).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
