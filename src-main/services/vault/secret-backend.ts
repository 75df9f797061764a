import { readFile } from 'node:fs/promises';
import { VerityError } from '../../../src-shared/contract/result';

/**
 * Where the vault keeps secrets at rest. The Electron shell supplies one over
 * safeStorage (the OS keychain); the headless host one over a
 * passphrase-encrypted file; tests and keyring-less systems use memory only.
 * A backend never decides what is secret: it stores one opaque map.
 */
export interface BackendState {
  /** Secrets saved now will survive a restart. */
  persistent: boolean;
  /** The backend needs a passphrase before it can load or save. */
  locked: boolean;
  /** Why persistence is refused or weak, in words a person can act on. */
  warning: string | null;
  /** The user opted in to a backend that is not real protection (Linux basic_text). */
  allowInsecure: boolean;
}

export interface SecretBackend {
  readonly kind: 'keychain' | 'passphrase-file' | 'memory';
  state(): BackendState;
  /** Reads the saved map; {} when nothing is saved or the backend cannot load. */
  load(): Promise<Record<string, string>>;
  /** Replaces the saved map. Only called while state().persistent is true. */
  save(entries: Record<string, string>): Promise<void>;
  /** Passphrase-file backends: derive the key and load; throws VerityError('VAULT') on a wrong passphrase. */
  unlock?(passphrase: string): Promise<void>;
  /** Keychain backends: the explicit opt-in to weak storage. */
  setAllowInsecure?(allow: boolean): Promise<void>;
}

export function memoryBackend(): SecretBackend {
  return {
    kind: 'memory',
    state: () => ({
      persistent: false,
      locked: false,
      warning: 'Secrets are kept in memory for this session only.',
      allowInsecure: false,
    }),
    load: async () => ({}),
    save: async () => {},
  };
}

/**
 * A vault file's text, or null when there is none. One that is there but cannot be read (permissions, a
 * folder in its place) is a VAULT error that names it.
 */
export async function readVaultFile(filePath: string): Promise<string | null> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code ?? 'unknown error';
    if (code === 'ENOENT') return null;
    throw new VerityError(
      'VAULT',
      `The vault file ${filePath} cannot be read (${code}): check its permissions`,
    );
  }
}
