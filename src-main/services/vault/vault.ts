import { VerityError } from '../../../src-shared/contract/result';
import { SERVICE_IDS, SERVICE_LABELS, type ServiceId } from '../../../src-shared/contract/schemas/common';
import type { SecretRef, VaultStatus } from '../../../src-shared/contract/schemas/vault';
import { SANDBOX_PROFILE_ID } from '../profiles/profiles';
import type { SecretBackend } from './secret-backend';
import {
  accountRecordKey,
  isAccountRecordKey,
  ORIGIN_PREFIX,
  parseKey,
  refKey,
  secretsFromEnv,
  serviceKey,
  SIGNING_KEY_ID,
  SIGNING_KEY_PREFIX,
  type AccountRecordKind,
} from './secret-keys';

type Source = 'user' | 'environment' | 'sandbox';

/** The fields of an account record that hold a secret: tokens, a service account's private key, a client secret. */
const RECORD_SECRET_FIELDS = ['refreshToken', 'accessToken', 'privateKey', 'clientSecret'];

/**
 * A PEM's base64 lines, each a secret of its own: a key quoted in JSON or a log has its line breaks
 * escaped or changed, so the whole PEM would no longer match, but each full line still does (a short
 * last line is left out: it gives away a few bytes, and would match too much unrelated text).
 */
function pemBodyLines(value: string): string[] {
  if (!value.startsWith('-----BEGIN ')) return [];
  return value.split(/\r?\n/).filter((line) => line.length >= 16 && !line.startsWith('-----'));
}

interface Entry {
  value: string;
  source: Source;
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
  /** The accounts service's records (sign-ins, service-account keys, OAuth clients) by `<kind>/<profileId>`. */
  const accountRecords = new Map<string, string>();

  /** Where each profile's service is, and so where its secrets may go: profileId/service → origin. */
  const origins = new Map<string, string>();

  /** Removes the secrets of one profile's service; environment ones come back at the next start. */
  function dropSecretsOf(key: string): SecretRef[] {
    const refs = [...entries.keys()].flatMap((k) => parseKey(k) ?? []).filter((r) => serviceKey(r) === key);
    for (const ref of refs) entries.delete(refKey(ref));
    return refs;
  }

  async function loadSaved() {
    const saved = await deps.backend.load();
    const savedOrigins = new Map<string, string>();
    for (const [key, value] of Object.entries(saved)) {
      if (key.startsWith(ORIGIN_PREFIX) && typeof value === 'string')
        savedOrigins.set(key.slice(ORIGIN_PREFIX.length), value);
    }
    for (const [key, value] of Object.entries(saved)) {
      if (typeof value !== 'string') continue;
      const ref = parseKey(key);
      if (ref) {
        // Saved for somewhere its profile no longer points (moved while the vault was locked): not loaded.
        const current = origins.get(serviceKey(ref));
        const savedFor = savedOrigins.get(serviceKey(ref));
        if (current && savedFor && current !== savedFor) continue;
        entries.set(key, { value, source: 'user' });
        persistedKeys.add(key);
      } else if (
        key.startsWith(SIGNING_KEY_PREFIX) &&
        SIGNING_KEY_ID.test(key.slice(SIGNING_KEY_PREFIX.length))
      ) {
        signingKeys.set(key.slice(SIGNING_KEY_PREFIX.length), value);
        persistedKeys.add(key);
      } else if (isAccountRecordKey(key)) {
        accountRecords.set(key, value);
        persistedKeys.add(key);
      }
    }
    for (const [key, origin] of savedOrigins) if (!origins.has(key)) origins.set(key, origin);
  }

  await loadSaved();
  for (const [key, value] of secretsFromEnv(deps.env ?? {}))
    entries.set(key, { value, source: 'environment' });
  /** The sandbox's own API key (its genai service asks for one), for the profile that points at it. */
  function setSandboxKey(key: { profileId: string; value: string }): void {
    const ref = { profileId: key.profileId, service: 'genai', name: 'apiKey' } as const;
    entries.set(refKey(ref), { value: key.value, source: 'sandbox' });
  }
  if (deps.sandboxKey) setSandboxKey(deps.sandboxKey);

  /** The secrets inside the account records, so redaction finds them in any text. */
  function accountRecordSecrets(): string[] {
    return [...accountRecords.values()].flatMap((record) => {
      const fields = JSON.parse(record) as Record<string, unknown>;
      return RECORD_SECRET_FIELDS.flatMap((name) => {
        const value = fields[name];
        return typeof value === 'string' ? [value, ...pemBodyLines(value)] : [];
      });
    });
  }

  async function persist() {
    const state = deps.backend.state();
    persistedKeys.clear();
    if (!state.persistent) return;
    const saved: Record<string, string> = {};
    for (const [key, entry] of entries) {
      if (entry.source !== 'user') continue;
      saved[key] = entry.value;
      // The sandbox's address changes with every start: its profile's secrets bind to it when it starts.
      const ref = parseKey(key)!;
      const origin = origins.get(serviceKey(ref));
      if (origin && ref.profileId !== SANDBOX_PROFILE_ID)
        saved[`${ORIGIN_PREFIX}${serviceKey(ref)}`] = origin;
    }
    for (const [id, pem] of signingKeys) saved[`${SIGNING_KEY_PREFIX}${id}`] = pem;
    for (const [key, record] of accountRecords) saved[key] = record;
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
        throw new VerityError('CONFLICT', 'The sandbox key is managed by the sandbox itself', {
          managedBy: 'sandbox',
        });
      }
      if (!origins.has(serviceKey(ref))) {
        const known = SERVICE_IDS.some((service) => origins.has(serviceKey({ ...ref, service })));
        throw new VerityError(
          'NOT_FOUND',
          known
            ? `Profile "${ref.profileId}" does not use the ${SERVICE_LABELS[ref.service].toLowerCase()} ` +
                'service: give it a base URL in Settings → Profiles, then its secrets'
            : `No profile "${ref.profileId}": save the profile, then its secrets`,
        );
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
          { managedBy: current.source },
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
      const unsavedRecords = [...accountRecords];
      await loadSaved();
      // Secrets set before unlocking are kept and now saved too.
      for (const [key, entry] of unsaved) entries.set(key, entry);
      for (const [id, pem] of unsavedKeys) signingKeys.set(id, pem);
      for (const [key, record] of unsavedRecords) accountRecords.set(key, record);
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

    /**
     * Records where a profile's services are now. A service whose origin moved loses its secrets (they
     * were given for the old one); the refs dropped are returned so the person can be asked again.
     */
    async followEndpoints(
      profileId: string,
      endpoints: Partial<Record<ServiceId, string>>,
    ): Promise<SecretRef[]> {
      const dropped: SecretRef[] = [];
      let unsaved = false;
      for (const service of SERVICE_IDS) {
        const key = serviceKey({ profileId, service });
        const url = endpoints[service];
        // A service the profile no longer uses keeps no secrets: they would have nowhere to go.
        const origin = url === undefined ? undefined : new URL(url).origin;
        const before = origins.get(key);
        if (before === origin) continue;
        if (before !== undefined) dropped.push(...dropSecretsOf(key));
        if (origin === undefined) origins.delete(key);
        else origins.set(key, origin);
        // Secrets saved before origins were kept are bound to where their profile points at this start.
        unsaved ||= dropped.length > 0 || [...entries.keys()].some((k) => k.startsWith(`${key}/`));
      }
      if (unsaved) await persist();
      return dropped;
    },

    /** Again after the sandbox moved to another port (following its profile there dropped the key). */
    setSandboxKey,

    /** For API clients in main only: the secret and the only origin it may be sent to, or undefined. */
    reveal(ref: SecretRef): { value: string; origin: string } | undefined {
      const entry = entries.get(refKey(ref));
      const origin = origins.get(serviceKey(ref));
      return entry && origin ? { value: entry.value, origin } : undefined;
    },

    /** Every value held, for redaction of records and logs. */
    allValues(): string[] {
      return [
        ...[...entries.values()].map((e) => e.value),
        ...signingKeys.values(),
        ...accountRecordSecrets(),
      ];
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

    /** For the accounts service only: one of a profile's records as it stored it (JSON), or undefined. */
    accountRecord(kind: AccountRecordKind, profileId: string): string | undefined {
      return accountRecords.get(accountRecordKey(kind, profileId));
    },

    async setAccountRecord(kind: AccountRecordKind, profileId: string, record: string): Promise<void> {
      accountRecords.set(accountRecordKey(kind, profileId), record);
      await persist();
    },

    async deleteAccountRecord(kind: AccountRecordKind, profileId: string): Promise<void> {
      if (!accountRecords.delete(accountRecordKey(kind, profileId))) return;
      await persist();
    },
  };
}

export type Vault = Awaited<ReturnType<typeof createVault>>;
