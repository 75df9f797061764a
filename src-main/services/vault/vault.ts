import { VerityError } from '../../../src-shared/contract/result';
import { SERVICE_IDS, type ServiceId } from '../../../src-shared/contract/schemas/common';
import {
  SECRET_NAMES,
  type SecretName,
  type SecretRef,
  type VaultStatus,
} from '../../../src-shared/contract/schemas/vault';
import type { SecretBackend } from './secret-backend';

type Source = 'user' | 'environment' | 'sandbox';
interface Entry {
  value: string;
  source: Source;
}

const refKey = (ref: SecretRef) => `${ref.profileId}/${ref.service}/${ref.name}`;

/** Signing private keys share the backend map under their own prefix; they are never SecretRefs. */
const SIGNING_KEY_PREFIX = 'signing-key/';
const SIGNING_KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

function parseKey(key: string): SecretRef | null {
  const [profileId, service, name] = key.split('/');
  if (!profileId || !SERVICE_IDS.includes(service as ServiceId) || !SECRET_NAMES.includes(name as SecretName))
    return null;
  return { profileId, service: service as ServiceId, name: name as SecretName };
}

/**
 * Environment secrets: VERITY_SECRET__<PROFILE>__<SERVICE>__<NAME>, e.g.
 * VERITY_SECRET__PROD__GENAI__APIKEY (profile dashes written as underscores).
 */
export function secretsFromEnv(env: Record<string, string | undefined>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    const match = /^VERITY_SECRET__([A-Z0-9_]+)__([A-Z]+)__([A-Z]+)$/.exec(name);
    if (!match || !value) continue;
    const service = SERVICE_IDS.find((s) => s.toUpperCase() === match[2]);
    const secret = SECRET_NAMES.find((s) => s.toUpperCase() === match[3]);
    if (!service || !secret) continue;
    found.set(
      refKey({ profileId: match[1]!.toLowerCase().replaceAll('_', '-'), service, name: secret }),
      value,
    );
  }
  return found;
}

/**
 * Holds every credential in main. Values go out only through `reveal()` to
 * API clients in this process; the contract sees `status()`, which lists
 * which secrets exist and never their values.
 */
export async function createVault(deps: {
  backend: SecretBackend;
  env?: Record<string, string | undefined>;
  sandboxKey?: { profileId: string; value: string } | null;
}) {
  const entries = new Map<string, Entry>();
  const persistedKeys = new Set<string>();
  const signingKeys = new Map<string, string>();

  async function loadSaved() {
    for (const [key, value] of Object.entries(await deps.backend.load())) {
      if (typeof value !== 'string') continue;
      if (parseKey(key)) {
        entries.set(key, { value, source: 'user' });
        persistedKeys.add(key);
      } else if (
        key.startsWith(SIGNING_KEY_PREFIX) &&
        SIGNING_KEY_ID.test(key.slice(SIGNING_KEY_PREFIX.length))
      ) {
        signingKeys.set(key.slice(SIGNING_KEY_PREFIX.length), value);
        persistedKeys.add(key);
      }
    }
  }

  await loadSaved();
  for (const [key, value] of secretsFromEnv(deps.env ?? {}))
    entries.set(key, { value, source: 'environment' });
  if (deps.sandboxKey) {
    for (const service of ['genai'] as const) {
      entries.set(refKey({ profileId: deps.sandboxKey.profileId, service, name: 'apiKey' }), {
        value: deps.sandboxKey.value,
        source: 'sandbox',
      });
    }
  }

  async function persist() {
    const state = deps.backend.state();
    persistedKeys.clear();
    if (!state.persistent) return;
    const saved: Record<string, string> = {};
    for (const [key, entry] of entries) if (entry.source === 'user') saved[key] = entry.value;
    for (const [id, pem] of signingKeys) saved[`${SIGNING_KEY_PREFIX}${id}`] = pem;
    await deps.backend.save(saved);
    for (const key of Object.keys(saved)) persistedKeys.add(key);
  }

  return {
    status(): VaultStatus {
      const state = deps.backend.state();
      const secrets = [...entries.entries()].flatMap(([key, entry]) => {
        const ref = parseKey(key);
        return ref ? [{ ...ref, source: entry.source, persisted: persistedKeys.has(key) }] : [];
      });
      return {
        backend: deps.backend.kind,
        persistent: state.persistent,
        locked: state.locked,
        warning: state.warning,
        allowInsecureBackend: state.allowInsecure,
        secrets,
      };
    },

    async set(ref: SecretRef, value: string): Promise<VaultStatus> {
      const current = entries.get(refKey(ref));
      if (current?.source === 'sandbox') {
        throw new VerityError('CONFLICT', 'The sandbox key is managed by the sandbox itself');
      }
      entries.set(refKey(ref), { value, source: 'user' });
      await persist();
      return this.status();
    },

    async delete(ref: SecretRef): Promise<VaultStatus> {
      const current = entries.get(refKey(ref));
      if (!current) throw new VerityError('NOT_FOUND', 'No such secret');
      if (current.source !== 'user') {
        throw new VerityError(
          'CONFLICT',
          `This secret comes from the ${current.source} and cannot be removed here`,
        );
      }
      entries.delete(refKey(ref));
      await persist();
      return this.status();
    },

    async unlock(passphrase: string): Promise<VaultStatus> {
      if (!deps.backend.unlock)
        throw new VerityError('VAULT', 'This vault is protected by the OS keychain; there is no passphrase');
      await deps.backend.unlock(passphrase);
      const unsaved = [...entries].filter(([, e]) => e.source === 'user');
      const unsavedKeys = [...signingKeys];
      await loadSaved();
      // Secrets set before unlocking are kept and now saved too.
      for (const [key, entry] of unsaved) entries.set(key, entry);
      for (const [id, pem] of unsavedKeys) signingKeys.set(id, pem);
      await persist();
      return this.status();
    },

    async setPolicy(allowInsecure: boolean): Promise<VaultStatus> {
      if (!deps.backend.setAllowInsecure)
        throw new VerityError('VAULT', 'This vault has no weak-storage option');
      await deps.backend.setAllowInsecure(allowInsecure);
      await persist();
      return this.status();
    },

    /** For API clients in main only: the secret value, or undefined. */
    reveal(ref: SecretRef): string | undefined {
      return entries.get(refKey(ref))?.value;
    },

    /** Every value held, for redaction of records and logs. */
    allValues(): string[] {
      return [...[...entries.values()].map((e) => e.value), ...signingKeys.values()];
    },

    /** Stores a signing private key (PKCS#8 PEM) under `id`; saved whenever the backend persists. */
    async setSigningKey(id: string, privateKeyPem: string): Promise<{ persisted: boolean }> {
      if (!SIGNING_KEY_ID.test(id))
        throw new VerityError('VAULT', 'A signing key id is 1–64 letters, digits, - or _');
      signingKeys.set(id, privateKeyPem);
      await persist();
      return { persisted: persistedKeys.has(`${SIGNING_KEY_PREFIX}${id}`) };
    },

    /** For signing in main only: the private key PEM, or undefined. */
    signingKey(id: string): string | undefined {
      return signingKeys.get(id);
    },

    signingKeyPersisted(id: string): boolean {
      return persistedKeys.has(`${SIGNING_KEY_PREFIX}${id}`);
    },

    async deleteSigningKey(id: string): Promise<void> {
      if (!signingKeys.delete(id)) return;
      await persist();
    },
  };
}

export type Vault = Awaited<ReturnType<typeof createVault>>;
