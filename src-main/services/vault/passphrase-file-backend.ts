import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import { writeFileAtomic } from '../store/atomic-file';
import type { BackendState, SecretBackend } from './secret-backend';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt N=2^17, r=8, p=1: OWASP's minimum for scrypt; ~128 MiB and a few hundred ms per unlock.
const KDF = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

const VaultFile = z.strictObject({
  v: z.literal(1),
  kdf: z.literal('scrypt'),
  N: z.number().int(),
  r: z.number().int(),
  p: z.number().int(),
  salt: z.string(),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});

/**
 * The headless host's vault at rest: one file, AES-256-GCM under a key
 * derived from a passphrase with scrypt. Locked until the passphrase is
 * given (Settings, or VERITY_VAULT_PASSPHRASE); never plaintext on disk.
 */
export function passphraseFileBackend(filePath: string): SecretBackend {
  let key: Buffer | null = null;
  let salt: Buffer | null = null;
  let cache: Record<string, string> = {};

  async function readVault(): Promise<z.infer<typeof VaultFile> | null> {
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed = VaultFile.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new VerityError('VAULT', `The vault file ${filePath} is damaged and cannot be read`);
    return parsed.data;
  }

  return {
    kind: 'passphrase-file',
    state(): BackendState {
      return key
        ? { persistent: true, locked: false, warning: null, allowInsecure: false }
        : {
            persistent: false,
            locked: true,
            warning:
              'The vault is locked: secrets stay in memory until you enter the vault passphrase in Settings (a new passphrase creates the vault).',
            allowInsecure: false,
          };
    },
    async load() {
      return key ? { ...cache } : {};
    },
    async save(entries) {
      if (!key || !salt) throw new VerityError('VAULT', 'The vault is locked');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(entries), 'utf8'), cipher.final()]);
      const file = {
        v: 1,
        kdf: 'scrypt',
        N: KDF.N,
        r: KDF.r,
        p: KDF.p,
        salt: salt.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
      await writeFileAtomic(filePath, JSON.stringify(file), 0o600);
      cache = { ...entries };
    },
    async unlock(passphrase) {
      const existing = await readVault();
      if (!existing) {
        salt = randomBytes(16);
        key = await scrypt(passphrase, salt, 32, KDF);
        cache = {};
        return;
      }
      const fileSalt = Buffer.from(existing.salt, 'base64');
      const derived = await scrypt(passphrase, fileSalt, 32, {
        N: existing.N,
        r: existing.r,
        p: existing.p,
        maxmem: KDF.maxmem,
      });
      try {
        const decipher = createDecipheriv('aes-256-gcm', derived, Buffer.from(existing.iv, 'base64'));
        decipher.setAuthTag(Buffer.from(existing.tag, 'base64'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(existing.data, 'base64')),
          decipher.final(),
        ]);
        cache = JSON.parse(plain.toString('utf8')) as Record<string, string>;
      } catch {
        throw new VerityError('VAULT', 'Wrong passphrase: the vault could not be decrypted');
      }
      key = derived;
      salt = fileSalt;
    },
  };
}
