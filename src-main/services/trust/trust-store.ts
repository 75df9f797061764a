import { createHash, randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { TrustList } from '../../../src-shared/contract/schemas/trust';
import { KeyParseError, trustedKeyFromPem } from '../../verification/tlog/keys';
import { loadTrustedRoot, mergeTrust, TrustedRootError } from '../../verification/tlog/trusted-root';
import { EMPTY_TRUST, type TrustedLogKey, type TrustSet } from '../../verification/tlog/trust-types';
import type { Database } from '../store/database';
import { authoritiesOf, logInfoOf } from './trust-listing';
import { KEYS_NAMESPACE, ROOTS_NAMESPACE, StoredKey, StoredRoot } from './trust-records';

function keyOf(record: StoredKey): TrustedLogKey {
  return trustedKeyFromPem(record.pem, { name: record.name, baseUrl: record.baseUrl, source: record.source });
}

function invalid(error: unknown): never {
  if (error instanceof KeyParseError || error instanceof TrustedRootError) {
    throw new VerityError('VALIDATION', error.message);
  }
  throw error;
}

/**
 * What the console trusts: imported TrustedRoot documents, PEM log keys,
 * and keys pinned on first use. Verifiers get one TrustSet from here and
 * never the key a log serves about itself.
 */
export function createTrustStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let cached: TrustSet | null = null;

  const roots = () =>
    deps.db
      .list<unknown>(ROOTS_NAMESPACE)
      .map(({ value }) => StoredRoot.safeParse(value))
      .flatMap((p) => (p.success ? [p.data] : []))
      .sort((a, b) => a.importedAt - b.importedAt);

  const keys = () =>
    deps.db
      .list<unknown>(KEYS_NAMESPACE)
      .map(({ value }) => StoredKey.safeParse(value))
      .flatMap((p) => (p.success ? [p.data] : []))
      .sort((a, b) => a.addedAt - b.addedAt);

  /** Stored material that no longer parses is left out (and shown nowhere) rather than failing every call. */
  function rootSet(root: StoredRoot): TrustSet {
    try {
      return loadTrustedRoot(JSON.parse(root.json));
    } catch {
      return EMPTY_TRUST;
    }
  }

  function keySet(record: StoredKey): TrustedLogKey[] {
    try {
      return [keyOf(record)];
    } catch {
      return [];
    }
  }

  function trustSet(): TrustSet {
    cached ??= mergeTrust(...roots().map(rootSet), { ...EMPTY_TRUST, tlogs: keys().flatMap(keySet) });
    return cached;
  }

  function list(): TrustList {
    const rootList = roots();
    const logs = [
      ...rootList.flatMap((root) =>
        rootSet(root).tlogs.map((key) => logInfoOf(key, { id: `${root.id}/${key.id}`, pinnedAt: null })),
      ),
      ...keys().flatMap((record) =>
        keySet(record).map((key) =>
          logInfoOf(key, { id: record.id, pinnedAt: record.pinnedAt, pem: record.pem }),
        ),
      ),
    ];
    return {
      logs,
      authorities: authoritiesOf(mergeTrust(...rootList.map(rootSet))),
      roots: rootList.map(({ id, name, importedAt }) => ({ id, name, importedAt })),
    };
  }

  async function change<T>(write: () => Promise<T>): Promise<T> {
    cached = null;
    try {
      return await write();
    } finally {
      cached = null;
    }
  }

  return {
    trustSet,
    list,
    /** Stored PEM and pinned keys, for the key check and export. */
    storedKeys: keys,
    /** Imported TrustedRoot documents verbatim, for audit bundles. */
    storedRoots: roots,

    async importTrustedRoot(name: string, json: string): Promise<TrustList> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        throw new VerityError('VALIDATION', 'The TrustedRoot is not JSON');
      }
      try {
        loadTrustedRoot(parsed);
      } catch (error) {
        invalid(error);
      }
      const id = `root-${createHash('sha256').update(json).digest('hex').slice(0, 16)}`;
      await change(() => deps.db.put(ROOTS_NAMESPACE, id, { id, name, importedAt: now(), json }));
      return list();
    },

    async importPem(input: { pem: string; name?: string; baseUrl?: string }): Promise<TrustList> {
      const record: StoredKey = {
        id: `pem-${randomBytes(6).toString('hex')}`,
        name: input.name ?? null,
        pem: input.pem,
        baseUrl: input.baseUrl ?? null,
        source: 'pem',
        pinnedAt: null,
        treeIDs: null,
        addedAt: now(),
      };
      try {
        keyOf(record);
      } catch (error) {
        invalid(error);
      }
      await change(() => deps.db.put(KEYS_NAMESPACE, record.id, record));
      return list();
    },

    /** Pins a key the log served (trust on first use), or adds a shard to a pin of the same key. */
    async pin(input: {
      pem: string;
      name: string | null;
      baseUrl: string;
      treeID: string;
    }): Promise<StoredKey> {
      const served = trustedKeyFromPem(input.pem, {
        name: input.name,
        baseUrl: input.baseUrl,
        source: 'pinned',
      });
      const existing = keys().find(
        (k) => k.source === 'pinned' && k.baseUrl === input.baseUrl && keySet(k)[0]?.id === served.id,
      );
      const record: StoredKey = existing
        ? { ...existing, treeIDs: [...new Set([...(existing.treeIDs ?? []), input.treeID])] }
        : {
            id: `pin-${randomBytes(6).toString('hex')}`,
            name: input.name,
            pem: input.pem,
            baseUrl: input.baseUrl,
            source: 'pinned',
            pinnedAt: now(),
            treeIDs: [input.treeID],
            addedAt: now(),
          };
      await change(() => deps.db.put(KEYS_NAMESPACE, record.id, record));
      return record;
    },

    async remove(id: string): Promise<TrustList> {
      if (roots().some((r) => r.id === id)) {
        await change(() => deps.db.delete(ROOTS_NAMESPACE, id));
      } else if (keys().some((k) => k.id === id)) {
        await change(() => deps.db.delete(KEYS_NAMESPACE, id));
      } else {
        const root = roots().find((r) => id.startsWith(`${r.id}/`));
        if (root) {
          throw new VerityError(
            'CONFLICT',
            `This key belongs to the TrustedRoot "${root.name}": remove the root instead`,
          );
        }
        throw new VerityError('NOT_FOUND', 'No such trust entry');
      }
      return list();
    },
  };
}

export type TrustStore = ReturnType<typeof createTrustStore>;
