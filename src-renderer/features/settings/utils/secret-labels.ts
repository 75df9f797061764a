import type { SecretName, VaultStatus } from '@/lib/contract';

export const SECRET_LABELS: Record<SecretName, string> = {
  apiKey: 'API key',
  clientSecret: 'OAuth client secret',
  refreshToken: 'OAuth refresh token',
  serviceAccountKey: 'Service account key (JSON)',
};

export const BACKEND_LABELS: Record<VaultStatus['backend'], string> = {
  keychain: 'OS keychain',
  'passphrase-file': 'Passphrase-encrypted file',
  memory: 'Memory only',
};

export const SOURCE_LABELS: Record<VaultStatus['secrets'][number]['source'], string> = {
  user: 'set here',
  environment: 'from the environment',
  sandbox: 'provided by the sandbox',
};

/**
 * Only the keychain backend has a weak-storage opt-in (Linux basic_text);
 * its warning is then about exactly that, so the switch belongs next to it.
 */
export function showsWeakStorageSwitch(status: VaultStatus): boolean {
  return status.backend === 'keychain' && (status.warning !== null || status.allowInsecureBackend);
}
