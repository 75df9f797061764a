import { readFile, rename, rm } from 'node:fs/promises';
import { z } from 'zod';
import { VerityError } from '../../src-shared/contract/result';
import { writeFileAtomic } from '../services/store/atomic-file';
import { readVaultFile, type BackendState, type SecretBackend } from '../services/vault/secret-backend';
import {
  backendChangedWarning,
  damagedWarning,
  encryptionAvailable,
  isSecureStorage,
  noKeychainWarning,
  storageBackendName,
  unreadableWarning,
  weakStorageUnavailableWarning,
  weakStorageWarning,
  type SafeStorageLike,
} from './safe-storage-policy';

export interface SafeStorageBackendDeps {
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  /** The vault file, e.g. <userData>/vault/secrets.v1. */
  filePath: string;
  log?: (message: string) => void;
}

const Secrets = z.record(z.string(), z.string());

const LINE = /^v1:([a-z0-9_]{1,40}):([A-Za-z0-9+/]*={0,2})\s*$/;

type SavedFile = { backend: string; payload: string } | 'damaged' | null;

/**
 * The Electron vault backend: one file `v1:<backend>:<base64 ciphertext>`
 * encrypted by `safeStorage` (the OS keychain). Persists only where that is
 * real protection; on Linux `basic_text` it keeps secrets in memory unless the
 * user opted in to weak storage (research/electron.md §3.4). The backend name
 * in the file makes a keyring switch visible instead of a garbled decrypt
 * (the idea behind Signal-Desktop's SafeStorageBackendChangeError).
 * Create it after the app is ready: before that Linux reports 'unknown'.
 */
export async function createSafeStorageBackend(deps: SafeStorageBackendDeps): Promise<SecretBackend> {
  const { safeStorage, platform, filePath } = deps;
  const log = deps.log ?? (() => {});
  const optInPath = `${filePath}.allow-weak-storage`;
  let allowInsecure = await readFile(optInPath).then(
    () => true,
    () => false,
  );
  /** Why saved secrets were not read this session; cleared by the next successful save. */
  let loadWarning: string | null = null;
  /** Set when the file on disk holds secrets we could not read: keep it as a backup before overwriting. */
  let backupBeforeWrite: string | null = null;

  const backendName = () => storageBackendName(safeStorage, platform);

  // Chromium answers "unavailable" for basic_text until plain-text encryption is requested.
  const applyOptIn = () => {
    if (allowInsecure && platform === 'linux' && backendName() === 'basic_text') {
      safeStorage.setUsePlainTextEncryption?.(true);
    }
  };

  const mode = (): { persistent: boolean; warning: string | null } => {
    const backend = backendName();
    if (isSecureStorage(safeStorage, platform)) return { persistent: true, warning: null };
    if (!allowInsecure) return { persistent: false, warning: noKeychainWarning(backend) };
    if (encryptionAvailable(safeStorage)) return { persistent: true, warning: weakStorageWarning(backend) };
    return { persistent: false, warning: weakStorageUnavailableWarning(backend) };
  };

  async function readSaved(): Promise<SavedFile> {
    const text = await readVaultFile(filePath);
    if (text === null) return null;
    const match = LINE.exec(text);
    return match ? { backend: match[1]!, payload: match[2]! } : 'damaged';
  }

  function markDamaged() {
    backupBeforeWrite = `${filePath}.damaged.bak`;
    loadWarning = damagedWarning(filePath, backupBeforeWrite);
  }

  /** Looks at the file without decrypting; flags a backend change or damage. */
  async function inspect(): Promise<SavedFile> {
    const saved = await readSaved();
    const current = backendName();
    if (saved === 'damaged') {
      markDamaged();
      log(`Vault file ${filePath} is not in the v1 format; it will be kept as a backup`);
    } else if (saved && saved.backend !== current) {
      loadWarning = backendChangedWarning(saved.backend, current);
      backupBeforeWrite = `${filePath}.${saved.backend}.bak`;
      log(`Vault file was written with backend ${saved.backend}; this session uses ${current}`);
    }
    return saved;
  }

  applyOptIn();
  await inspect();

  return {
    kind: 'keychain',

    state(): BackendState {
      const current = mode();
      const warning = [loadWarning, current.warning].filter(Boolean).join(' ') || null;
      return { persistent: current.persistent, locked: false, warning, allowInsecure };
    },

    async load() {
      const saved = await inspect();
      if (!saved || saved === 'damaged' || saved.backend !== backendName() || !mode().persistent) return {};
      let plain: string;
      try {
        plain = safeStorage.decryptString(Buffer.from(saved.payload, 'base64'));
      } catch {
        loadWarning = unreadableWarning();
        backupBeforeWrite = `${filePath}.undecryptable.bak`;
        log('Vault file could not be decrypted with the current keychain key');
        return {};
      }
      try {
        return Secrets.parse(JSON.parse(plain));
      } catch {
        markDamaged();
        log(`Vault file ${filePath} decrypted to something other than secrets; it will be kept as a backup`);
        return {};
      }
    },

    async save(entries) {
      const current = mode();
      if (!current.persistent)
        throw new VerityError('VAULT', current.warning ?? 'Secret storage is unavailable');
      if (backupBeforeWrite) {
        await rename(filePath, backupBeforeWrite).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        });
        backupBeforeWrite = null;
      }
      const ciphertext = safeStorage.encryptString(JSON.stringify(entries));
      await writeFileAtomic(filePath, `v1:${backendName()}:${ciphertext.toString('base64')}\n`);
      loadWarning = null;
    },

    async setAllowInsecure(allow) {
      if (allow) {
        await writeFileAtomic(optInPath, 'The user allowed weak secret storage for this profile folder.\n');
        allowInsecure = true;
        applyOptIn();
        return;
      }
      await rm(optInPath, { force: true });
      const wasWeak = allowInsecure && !isSecureStorage(safeStorage, platform);
      allowInsecure = false;
      // Opting out means "do not keep my secrets weakly": remove what weak storage wrote.
      const saved = await readSaved();
      if (wasWeak && saved && saved !== 'damaged' && saved.backend === backendName()) {
        await rm(filePath, { force: true });
      }
    },
  };
}
