import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStorageBackend } from '../../../../src-main/electron/safe-storage-backend';
import type { SafeStorageLike } from '../../../../src-main/electron/safe-storage-policy';

type Backend = ReturnType<SafeStorageLike['getSelectedStorageBackend']>;

/**
 * A safeStorage stand-in that behaves like Electron ≥42 on Linux: basic_text
 * reports no encryption until setUsePlainTextEncryption(true), and
 * encryptString throws while encryption is unavailable.
 */
function fakeSafeStorage(options: { backend?: Backend; available?: boolean; key?: number } = {}) {
  const backend = options.backend ?? 'gnome_libsecret';
  const key = options.key ?? 0x5a;
  let plainText = false;
  const available = () => (backend === 'basic_text' ? plainText : (options.available ?? true));
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((b) => b ^ key));
  return {
    getSelectedStorageBackend: vi.fn(() => backend),
    isEncryptionAvailable: vi.fn(available),
    encryptString: vi.fn((text: string) => {
      if (!available()) throw new Error('Encryption is not available.');
      return Buffer.concat([Buffer.from('ENC'), Buffer.of(key), xor(Buffer.from(text, 'utf8'))]);
    }),
    // Like the real one, a ciphertext made under another key fails to decrypt rather than giving garbage.
    decryptString: vi.fn((data: Buffer) => {
      if (data.subarray(0, 3).toString() !== 'ENC' || data[3] !== key)
        throw new Error('Error while decrypting the ciphertext provided');
      return xor(data.subarray(4)).toString('utf8');
    }),
    setUsePlainTextEncryption: vi.fn((value: boolean) => {
      plainText = value;
    }),
  };
}

function vaultFile() {
  return join(mkdtempSync(join(tmpdir(), 'verity-vault-')), 'vault', 'secrets.v1');
}

async function open(
  filePath: string,
  safeStorage: ReturnType<typeof fakeSafeStorage>,
  platform: NodeJS.Platform = 'linux',
) {
  return createSafeStorageBackend({ safeStorage, platform, filePath, log: () => {} });
}

const SECRETS = { 'prod/genai/apiKey': 'test-very-secret', 'prod/storage/token': 'test-oauth-token' };
const NO_KEYCHAIN =
  'No OS keychain is available (backend basic_text): secrets stay in memory for this session. ' +
  'Install/unlock a keyring, or allow weak storage in Settings.';

describe('safeStorage vault backend: a real keyring', () => {
  it.each(['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6'] as const)(
    'persists with %s',
    async (name) => {
      const file = vaultFile();
      const backend = await open(file, fakeSafeStorage({ backend: name }));
      expect(backend.kind).toBe('keychain');
      expect(backend.state()).toEqual({
        persistent: true,
        locked: false,
        warning: null,
        allowInsecure: false,
      });
      await backend.save(SECRETS);
      const again = await open(file, fakeSafeStorage({ backend: name }));
      await expect(again.load()).resolves.toEqual(SECRETS);
    },
  );

  it('writes one v1 line, encrypted, never the plaintext', async () => {
    const file = vaultFile();
    const backend = await open(file, fakeSafeStorage());
    await backend.save(SECRETS);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^v1:gnome_libsecret:[A-Za-z0-9+/]+=*\n$/);
    expect(text).not.toContain('very-secret');
    expect(Buffer.from(text.split(':')[2]!, 'base64').toString('utf8')).not.toContain('very-secret');
  });

  it.skipIf(process.platform === 'win32')(
    'writes the file with mode 0600 and leaves no temp file',
    async () => {
      const file = vaultFile();
      const backend = await open(file, fakeSafeStorage());
      await backend.save(SECRETS);
      await backend.save({ ...SECRETS, extra: 'x' });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dirname(file))).toEqual(['secrets.v1']);
    },
  );

  it.each([
    ['darwin', 'macos_keychain'],
    ['win32', 'windows_dpapi'],
  ] as const)('persists on %s and records %s', async (platform, name) => {
    const file = vaultFile();
    const safeStorage = fakeSafeStorage({ backend: 'unknown' });
    const backend = await open(file, safeStorage, platform);
    expect(backend.state().persistent).toBe(true);
    await backend.save(SECRETS);
    expect(readFileSync(file, 'utf8').startsWith(`v1:${name}:`)).toBe(true);
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('loads {} when nothing is saved yet', async () => {
    await expect((await open(vaultFile(), fakeSafeStorage())).load()).resolves.toEqual({});
  });
});

describe('safeStorage vault backend: no keyring', () => {
  it('refuses to persist on basic_text with a warning a person can act on', async () => {
    const file = vaultFile();
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' });
    const backend = await open(file, safeStorage);
    expect(backend.state()).toEqual({
      persistent: false,
      locked: false,
      warning: NO_KEYCHAIN,
      allowInsecure: false,
    });
    await expect(backend.save(SECRETS)).rejects.toMatchObject({ code: 'VAULT' });
    expect(existsSync(file)).toBe(false);
    expect(safeStorage.encryptString).not.toHaveBeenCalled();
    expect(safeStorage.setUsePlainTextEncryption).not.toHaveBeenCalled();
  });

  it('refuses basic_text even where safeStorage claims encryption works (older Electron)', async () => {
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' });
    safeStorage.isEncryptionAvailable.mockReturnValue(true);
    const backend = await open(vaultFile(), safeStorage);
    expect(backend.state().persistent).toBe(false);
  });

  it('refuses when encryption is unavailable (locked keyring, macOS keychain denied)', async () => {
    for (const [platform, name] of [
      ['linux', 'gnome_libsecret'],
      ['darwin', 'unknown'],
    ] as const) {
      const backend = await open(vaultFile(), fakeSafeStorage({ backend: name, available: false }), platform);
      expect(backend.state().persistent, platform).toBe(false);
      expect(backend.state().warning).toMatch(/^No OS keychain is available/);
    }
  });

  it("refuses before the app is ready (backend 'unknown' on Linux)", async () => {
    const backend = await open(vaultFile(), fakeSafeStorage({ backend: 'unknown' }));
    expect(backend.state().persistent).toBe(false);
  });
});

describe('safeStorage vault backend: the weak-storage opt-in', () => {
  it('persists after the opt-in, with a warning that it is obfuscation', async () => {
    const file = vaultFile();
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' });
    const backend = await open(file, safeStorage);
    await backend.setAllowInsecure!(true);
    expect(safeStorage.setUsePlainTextEncryption).toHaveBeenCalledWith(true);
    const state = backend.state();
    expect(state.persistent).toBe(true);
    expect(state.allowInsecure).toBe(true);
    expect(state.warning).toContain('obfuscation, not protection');
    await backend.save(SECRETS);
    expect(readFileSync(file, 'utf8').startsWith('v1:basic_text:')).toBe(true);
  });

  it('remembers the opt-in across restarts in a flag file', async () => {
    const file = vaultFile();
    await (
      await open(file, fakeSafeStorage({ backend: 'basic_text' }))
    ).setAllowInsecure!(true);
    await (await open(file, fakeSafeStorage({ backend: 'basic_text' }))).save(SECRETS);
    const restarted = fakeSafeStorage({ backend: 'basic_text' });
    const backend = await open(file, restarted);
    expect(restarted.setUsePlainTextEncryption).toHaveBeenCalledWith(true);
    expect(backend.state()).toMatchObject({ persistent: true, allowInsecure: true });
    await expect(backend.load()).resolves.toEqual(SECRETS);
  });

  it('opting out stops persisting and removes what weak storage wrote', async () => {
    const file = vaultFile();
    const backend = await open(file, fakeSafeStorage({ backend: 'basic_text' }));
    await backend.setAllowInsecure!(true);
    await backend.save(SECRETS);
    await backend.setAllowInsecure!(false);
    expect(backend.state()).toMatchObject({ persistent: false, allowInsecure: false, warning: NO_KEYCHAIN });
    expect(readdirSync(dirname(file))).toEqual([]);
  });

  it('opting out on a real keyring keeps the saved secrets', async () => {
    const file = vaultFile();
    const backend = await open(file, fakeSafeStorage());
    await backend.save(SECRETS);
    await backend.setAllowInsecure!(true);
    await backend.setAllowInsecure!(false);
    expect(existsSync(file)).toBe(true);
    expect(backend.state().persistent).toBe(true);
  });

  it('stays in memory when the opt-in cannot make encryption work', async () => {
    const backend = await open(
      vaultFile(),
      fakeSafeStorage({ backend: 'gnome_libsecret', available: false }),
    );
    await backend.setAllowInsecure!(true);
    expect(backend.state()).toMatchObject({ persistent: false, allowInsecure: true });
  });
});

describe('safeStorage vault backend: a file from another backend or a damaged file', () => {
  it('detects a backend change, does not decrypt, and keeps the old file as a backup', async () => {
    const file = vaultFile();
    await (await open(file, fakeSafeStorage({ backend: 'gnome_libsecret' }))).save(SECRETS);

    const kwallet = fakeSafeStorage({ backend: 'kwallet5' });
    const backend = await open(file, kwallet);
    await expect(backend.load()).resolves.toEqual({});
    expect(kwallet.decryptString).not.toHaveBeenCalled();
    expect(backend.state().warning).toContain('gnome_libsecret');
    expect(backend.state().warning).toContain('kwallet5');

    await backend.save({ 'p/genai/apiKey': 'new' });
    expect(readFileSync(`${file}.gnome_libsecret.bak`, 'utf8').startsWith('v1:gnome_libsecret:')).toBe(true);
    expect(readFileSync(file, 'utf8').startsWith('v1:kwallet5:')).toBe(true);
    expect(backend.state().warning).toBeNull();
  });

  it('warns about secrets saved under a keyring when this session has none', async () => {
    const file = vaultFile();
    await (await open(file, fakeSafeStorage({ backend: 'gnome_libsecret' }))).save(SECRETS);
    const backend = await open(file, fakeSafeStorage({ backend: 'basic_text' }));
    expect(backend.state().warning).toContain('written with backend gnome_libsecret');
    expect(backend.state().persistent).toBe(false);
  });

  it.each([
    ['a different keyring key', null],
    ['bytes that are not ciphertext', Buffer.from('not ciphertext').toString('base64')],
  ])('reports %s instead of returning garbage, and keeps the file', async (_name, payload) => {
    const file = vaultFile();
    await (await open(file, fakeSafeStorage({ key: 1 }))).save(SECRETS);
    if (payload) writeFileSync(file, `v1:gnome_libsecret:${payload}\n`);
    const backend = await open(file, fakeSafeStorage({ key: 2 }));
    await expect(backend.load()).resolves.toEqual({});
    expect(backend.state().warning).toContain('could not be decrypted');
    await backend.save(SECRETS);
    expect(existsSync(`${file}.undecryptable.bak`)).toBe(true);
  });

  it.each([
    ['a file in another format', () => '{"plaintext":"oops"}'],
    ['a truncated line', (saved: string) => saved.slice(0, 12)],
    ['garbage', () => '\u0000\u00ff garbage'],
  ])('says %s is damaged, naming the file and what to do, and keeps it', async (_name, damage) => {
    const file = vaultFile();
    await (await open(file, fakeSafeStorage())).save(SECRETS);
    const damaged = damage(readFileSync(file, 'utf8'));
    writeFileSync(file, damaged);
    const backend = await open(file, fakeSafeStorage());
    await expect(backend.load()).resolves.toEqual({});
    expect(backend.state().warning).toBe(
      `The vault file ${file} is damaged: its secrets were not read. Restore it from a backup, or enter ` +
        `them again (the damaged file is kept as ${file}.damaged.bak).`,
    );
    await backend.save(SECRETS);
    expect(readFileSync(`${file}.damaged.bak`, 'utf8')).toBe(damaged);
  });

  it('says a file that decrypts to something other than secrets is damaged', async () => {
    const file = vaultFile();
    const safeStorage = fakeSafeStorage();
    const wrongShape = safeStorage.encryptString('["not", "a", "map"]').toString('base64');
    await fs.mkdir(dirname(file), { recursive: true });
    writeFileSync(file, `v1:gnome_libsecret:${wrongShape}\n`);
    const backend = await open(file, safeStorage);
    await expect(backend.load()).resolves.toEqual({});
    expect(backend.state().warning).toContain(`The vault file ${file} is damaged`);
  });

  it('names the file when it cannot be read at all', async () => {
    const file = vaultFile();
    await fs.mkdir(file, { recursive: true });
    await expect(open(file, fakeSafeStorage())).rejects.toMatchObject({
      code: 'VAULT',
      message: `The vault file ${file} cannot be read (EISDIR): check its permissions`,
    });
  });
});
