import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';
import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import { writeFileAtomic } from '../store/atomic-file';
import { readVaultFile, type BackendState, type SecretBackend } from './secret-backend';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt N=2^17, r=8, p=1: OWASP's minimum for scrypt; ~128 MiB and a few hundred ms per unlock.
const KDF = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

const bytes = (length: number) => z.base64().refine((text) => Buffer.from(text, 'base64').length === length);

const VaultFile = z.strictObject({
  v: z.literal(1),
  kdf: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: bytes(16),
  iv: bytes(12),
  tag: bytes(16),
  data: z.base64(),
});

const Secrets = z.record(z.string(), z.string());

/**
 * The headless host's vault at rest: one file, AES-256-GCM under a key
 * derived from a passphrase with scrypt. Locked until the passphrase is
 * given (Settings, or VERITY_VAULT_PASSPHRASE); never plaintext on disk.
 */
export function passphraseFileBackend(filePath: string): SecretBackend {
  let key: Buffer | null = null;
  let salt: Buffer | null = null;
  let cache: Record<string, string> = {};

  const damaged = () =>
    new VerityError(
      'VAULT',
      `The vault file ${filePath} is damaged: restore it from a backup, or delete it to start over (the secrets in it are then lost)`,
    );

  async function readVault(): Promise<z.infer<typeof VaultFile> | null> {
    const text = await readVaultFile(filePath);
    if (text === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw damaged();
    }
    const parsed = VaultFile.safeParse(json);
    if (!parsed.success) throw damaged();
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
      // Settings the schema allows can still exceed scrypt's memory cap: that file is damaged too.
      const derived = await scrypt(passphrase, fileSalt, 32, {
        N: existing.N,
        r: existing.r,
        p: existing.p,
        maxmem: KDF.maxmem,
      }).catch(() => {
        throw damaged();
      });
      let plain: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-gcm', derived, Buffer.from(existing.iv, 'base64'));
        decipher.setAuthTag(Buffer.from(existing.tag, 'base64'));
        plain = Buffer.concat([decipher.update(Buffer.from(existing.data, 'base64')), decipher.final()]);
      } catch {
        throw new VerityError(
          'VAULT',
          `Wrong passphrase: the vault file ${filePath} could not be decrypted with it. Enter the passphrase it was created with.`,
        );
      }
      // Past the authentication tag the text is ours, so anything but a map of strings is damage.
      let secrets: z.infer<typeof Secrets>;
      try {
        secrets = Secrets.parse(JSON.parse(plain.toString('utf8')));
      } catch {
        throw damaged();
      }
      cache = secrets;
      key = derived;
      salt = fileSalt;
    },
  };
}
