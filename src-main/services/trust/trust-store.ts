import { createHash, randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { TrustList } from '../../../src-shared/contract/schemas/trust';
import { KeyParseError, trustedKeyFromPem } from '../../verification/tlog/keys';
import { loadTrustedRoot, mergeTrust, TrustedRootError } from '../../verification/tlog/trusted-root';
import { EMPTY_TRUST, type TrustedLogKey, type TrustSet } from '../../verification/tlog/trust-types';
import type { Database } from '../store/database';
import { authoritiesOf, logInfoOf } from './trust-listing';
import { StoredKey, StoredRoot } from './trust-records';

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
  const { db } = deps;
  let cached: TrustSet | null = null;

  const selectRoots = db.prepare<[], StoredRoot>(
    'SELECT id, name, imported_at AS importedAt, json FROM trust_roots ORDER BY imported_at, id',
  );
  const selectKeys = db.prepare<[], Omit<StoredKey, 'treeIDs'> & { treeIDs: string | null }>(
    `SELECT id, name, pem, base_url AS baseUrl, source, pinned_at AS pinnedAt, tree_ids AS treeIDs,
       added_at AS addedAt FROM trust_keys ORDER BY added_at, id`,
  );
  const putRoot = db.prepare(
    'INSERT OR REPLACE INTO trust_roots (id, name, imported_at, json) VALUES (@id, @name, @importedAt, @json)',
  );
  const putKey = db.prepare(
    `INSERT OR REPLACE INTO trust_keys (id, name, pem, base_url, source, pinned_at, tree_ids, added_at)
     VALUES (@id, @name, @pem, @baseUrl, @source, @pinnedAt, @treeIDs, @addedAt)`,
  );
  const deleteRoot = db.prepare('DELETE FROM trust_roots WHERE id = ?');
  const deleteKey = db.prepare('DELETE FROM trust_keys WHERE id = ?');

  const roots = () =>
    selectRoots
      .all()
      .map((row) => StoredRoot.safeParse(row))
      .flatMap((p) => (p.success ? [p.data] : []));

  const keys = () =>
    selectKeys
      .all()
      .map((row) =>
        StoredKey.safeParse({ ...row, treeIDs: row.treeIDs === null ? null : JSON.parse(row.treeIDs) }),
      )
      .flatMap((p) => (p.success ? [p.data] : []));

  /** Every write forgets the merged trust set, so the next verification sees the change. */
  function write(run: () => unknown): void {
    run();
    cached = null;
  }

  const saveKey = (record: StoredKey) =>
    write(() =>
      putKey.run({ ...record, treeIDs: record.treeIDs === null ? null : JSON.stringify(record.treeIDs) }),
    );

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
      write(() => putRoot.run({ id, name, importedAt: now(), json }));
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
      saveKey(record);
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
      saveKey(record);
      return record;
    },

    async remove(id: string): Promise<TrustList> {
      if (roots().some((r) => r.id === id)) {
        write(() => deleteRoot.run(id));
      } else if (keys().some((k) => k.id === id)) {
        write(() => deleteKey.run(id));
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
