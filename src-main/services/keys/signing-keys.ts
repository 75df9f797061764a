import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { SigningKeyInfo } from '../../../src-shared/contract/schemas/keys';
import type { Database } from '../store/database';
import type { Vault } from '../vault/vault';
import { generateKeyMaterial, importKeyMaterial, type KeyMaterial } from './key-material';
import type { SigningAlgorithm } from './signers';

/** The console's own key for signing the journal's head: ECDSA P-256, made on first use. */
const JOURNAL_KEY_ID = 'journal';

/** Public facts about a signing key; the private halves live in the vault only. */
type StoredKey = Omit<SigningKeyInfo, 'persisted'>;

/**
 * Local signing keys for creating log entries: ECDSA P-256 and Ed25519,
 * generated here or imported from PEM. A key is listed only while its private
 * half is available (a locked passphrase vault hides its keys until unlocked;
 * a memory vault forgets them at exit).
 */
export function createSigningKeys(deps: { db: Database; vault: Vault; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // The journal's key signs the journal's head for export; it is not offered for creating entries.
  const selectKeys = deps.db.prepare<[], StoredKey>(
    `SELECT id, name, algorithm, public_key_pem AS publicKeyPem, fingerprint, source, created_at AS createdAt
     FROM signing_keys WHERE id != '${JOURNAL_KEY_ID}' ORDER BY created_at, id`,
  );
  const selectJournalKey = deps.db.prepare<[], { publicKeyPem: string }>(
    `SELECT public_key_pem AS publicKeyPem FROM signing_keys WHERE id = '${JOURNAL_KEY_ID}'`,
  );
  const insertKey = deps.db.prepare(
    `INSERT INTO signing_keys (id, name, algorithm, public_key_pem, fingerprint, source, created_at)
     VALUES (@id, @name, @algorithm, @publicKeyPem, @fingerprint, @source, @createdAt)`,
  );
  const deleteKey = deps.db.prepare('DELETE FROM signing_keys WHERE id = ?');

  function stored(): StoredKey[] {
    return selectKeys
      .all()
      .map((row) => SigningKeyInfo.omit({ persisted: true }).safeParse(row))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  }

  const info = (key: StoredKey): SigningKeyInfo => ({
    ...key,
    persisted: deps.vault.signingKeyPersisted(key.id),
  });

  function available(): SigningKeyInfo[] {
    return stored()
      .filter((key) => deps.vault.signingKey(key.id) !== undefined)
      .map(info);
  }

  async function add(
    name: string,
    keyMaterial: KeyMaterial,
    source: StoredKey['source'],
  ): Promise<SigningKeyInfo> {
    const id = `key-${randomBytes(8).toString('hex')}`;
    const key: StoredKey = {
      id,
      name,
      algorithm: keyMaterial.algorithm,
      publicKeyPem: keyMaterial.publicKeyPem,
      fingerprint: keyMaterial.fingerprint,
      source,
      createdAt: now(),
    };
    await deps.vault.setSigningKey(id, keyMaterial.privateKeyPem);
    insertKey.run(key);
    return info(key);
  }

  return {
    list: (): { keys: SigningKeyInfo[] } => ({ keys: available() }),

    generate: (input: { name: string; algorithm: SigningAlgorithm }) =>
      add(input.name, generateKeyMaterial(input.algorithm), 'generated'),

    async import(input: { name: string; privateKeyPem: string }): Promise<SigningKeyInfo> {
      const keyMaterial = importKeyMaterial(input.privateKeyPem);
      const duplicate = available().find((k) => k.fingerprint === keyMaterial.fingerprint);
      if (duplicate) throw new VerityError('CONFLICT', `This key is already imported as "${duplicate.name}"`);
      return add(input.name, keyMaterial, 'imported');
    },

    async remove(id: string): Promise<{ keys: SigningKeyInfo[] }> {
      if (!stored().some((k) => k.id === id)) throw new VerityError('NOT_FOUND', 'No such signing key');
      await deps.vault.deleteSigningKey(id);
      deleteKey.run(id);
      return { keys: available() };
    },

    /**
     * The journal's signing key, made (and its private half put in the vault) the first time it is needed,
     * and made anew when the vault no longer has it (a memory vault forgets it at exit): a checkpoint
     * signed with it names the key, so an earlier export still verifies with the key it carries.
     */
    async journalKey(): Promise<{ publicKeyPem: string; privateKeyPem: string }> {
      const stored = selectJournalKey.get();
      const privateKeyPem = deps.vault.signingKey(JOURNAL_KEY_ID);
      if (stored && privateKeyPem !== undefined) return { publicKeyPem: stored.publicKeyPem, privateKeyPem };
      if (deps.vault.status().locked) {
        throw new VerityError('VAULT', "The vault is locked: unlock it to sign the journal's head");
      }
      const made = generateKeyMaterial('ecdsa-p256');
      await deps.vault.setSigningKey(JOURNAL_KEY_ID, made.privateKeyPem);
      deleteKey.run(JOURNAL_KEY_ID);
      insertKey.run({
        id: JOURNAL_KEY_ID,
        name: 'Journal',
        algorithm: made.algorithm,
        publicKeyPem: made.publicKeyPem,
        fingerprint: made.fingerprint,
        source: 'generated',
        createdAt: now(),
      });
      return { publicKeyPem: made.publicKeyPem, privateKeyPem: made.privateKeyPem };
    },

    /** For entry creation in main: the key's public facts and its private PEM. */
    signer(id: string): { key: SigningKeyInfo; privateKeyPem: string } {
      const key = available().find((k) => k.id === id);
      const privateKeyPem = deps.vault.signingKey(id);
      if (!key || privateKeyPem === undefined) {
        throw new VerityError(
          'NOT_FOUND',
          'No such signing key (a locked vault hides its keys until unlocked)',
        );
      }
      return { key, privateKeyPem };
    },
  };
}

export type SigningKeys = ReturnType<typeof createSigningKeys>;
