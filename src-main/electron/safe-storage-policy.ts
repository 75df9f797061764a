import type { SafeStorage } from 'electron';

/** The safeStorage calls the vault uses; Electron's `safeStorage` fits, tests pass a fake. */
export type SafeStorageLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'getSelectedStorageBackend' | 'encryptString' | 'decryptString'
> &
  Partial<Pick<SafeStorage, 'setUsePlainTextEncryption'>>;

/** Linux backends that keep the key in a real keyring (research/electron.md §3.4). */
const STRONG_LINUX_BACKENDS: ReadonlySet<string> = new Set([
  'gnome_libsecret',
  'kwallet',
  'kwallet5',
  'kwallet6',
]);

/**
 * The name recorded in the vault file for the key store in use. On Linux it is
 * safeStorage's own backend name; elsewhere the OS facility behind safeStorage.
 */
export function storageBackendName(safeStorage: SafeStorageLike, platform: NodeJS.Platform): string {
  if (platform === 'linux') {
    try {
      return safeStorage.getSelectedStorageBackend();
    } catch {
      return 'unknown';
    }
  }
  if (platform === 'darwin') return 'macos_keychain';
  if (platform === 'win32') return 'windows_dpapi';
  return `${platform}_os_store`;
}

export function encryptionAvailable(safeStorage: SafeStorageLike): boolean {
  try {
    return safeStorage.isEncryptionAvailable();
  } catch {
    return false;
  }
}

/**
 * Whether safeStorage is real protection here: encryption works and, on Linux,
 * the key lives in a keyring. `basic_text` uses Chromium's fixed, public key,
 * so it is obfuscation, and 'unknown' means the app is not ready yet.
 */
export function isSecureStorage(safeStorage: SafeStorageLike, platform: NodeJS.Platform): boolean {
  if (!encryptionAvailable(safeStorage)) return false;
  return platform !== 'linux' || STRONG_LINUX_BACKENDS.has(storageBackendName(safeStorage, platform));
}

export function noKeychainWarning(backend: string): string {
  return (
    `No OS keychain is available (backend ${backend}): secrets stay in memory for this session. ` +
    'Install/unlock a keyring, or allow weak storage in Settings.'
  );
}

export function weakStorageWarning(backend: string): string {
  return (
    `Secrets are saved with weak storage (backend ${backend}): this is obfuscation, not protection — ` +
    'anyone who can read your user-data folder can recover them. Install/unlock a keyring to protect them.'
  );
}

export function weakStorageUnavailableWarning(backend: string): string {
  return (
    `Weak storage was allowed, but encryption is still unavailable (backend ${backend}): ` +
    'secrets stay in memory for this session.'
  );
}

export function backendChangedWarning(savedWith: string, current: string): string {
  return (
    `Saved secrets were written with backend ${savedWith}, but this session uses ${current}: they were not read. ` +
    `Switch back to ${savedWith} (e.g. unlock that keyring) to use them, or enter them again ` +
    '(the old file is kept as a backup).'
  );
}

export function unreadableWarning(): string {
  return (
    'The saved secrets could not be decrypted (the keyring key may have changed): they were not read. ' +
    'Enter them again (the old file is kept as a backup).'
  );
}

export function damagedWarning(filePath: string, backupPath: string): string {
  return (
    `The vault file ${filePath} is damaged: its secrets were not read. Restore it from a backup, or enter ` +
    `them again (the damaged file is kept as ${backupPath}).`
  );
}
