// Each profile's list of URLs in the `urls` table: what an import adds, the page lists, a pre-flight and the
// Search Console properties record. The send queue writes its own columns (queue_*, last_error, error_group,
// last_*_at) elsewhere; rows here carry them to the page as they are.
import type {
  NotificationType,
  Preflight,
  QueueItemState,
  UrlError,
  UrlFilter,
  UrlRow,
  UrlSelection,
} from '../../../src-shared/contract/schemas/urls';
import type { Database } from '../store/database';

type Ownership = UrlRow['owned'];

interface Row {
  url: string;
  site: string | null;
  owned: Ownership;
  lastUpdatedAt: number | null;
  lastDeletedAt: number | null;
  preflight: string | null;
  queueState: QueueItemState | null;
  queueType: NotificationType | null;
  queueReason: string | null;
  queueAt: number | null;
  lastError: string | null;
  addedAt: number;
}

const COLUMNS = `url, site, owned, last_updated_at AS lastUpdatedAt, last_deleted_at AS lastDeletedAt, preflight,
  queue_state AS queueState, queue_type AS queueType, queue_reason AS queueReason, queue_at AS queueAt,
  last_error AS lastError, added_at AS addedAt`;

const toUrlRow = (row: Row): UrlRow => ({
  url: row.url,
  site: row.site,
  owned: row.owned,
  lastUpdatedAt: row.lastUpdatedAt,
  lastDeletedAt: row.lastDeletedAt,
  preflight: row.preflight === null ? null : (JSON.parse(row.preflight) as Preflight),
  queue:
    row.queueState === null || row.queueType === null
      ? null
      : { state: row.queueState, type: row.queueType, reason: row.queueReason, at: row.queueAt ?? 0 },
  lastError: row.lastError === null ? null : (JSON.parse(row.lastError) as UrlError),
  addedAt: row.addedAt,
});

/** The WHERE clause (after `profile_id = ?`) for a search (a substring, any case) and the contract's filter. */
function matching(search: string | undefined, filter: UrlFilter | undefined) {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (search) {
    clauses.push('instr(lower(url), ?) > 0');
    params.push(search.toLowerCase());
  }
  if (filter?.queue === 'none') clauses.push('queue_state IS NULL');
  else if (filter?.queue) {
    clauses.push('queue_state = ?');
    params.push(filter.queue);
  }
  if (filter?.owned) {
    clauses.push('owned = ?');
    params.push(filter.owned);
  }
  if (filter?.preflight === 'none') clauses.push('preflight_verdict IS NULL');
  else if (filter?.preflight) {
    clauses.push('preflight_verdict = ?');
    params.push(filter.preflight);
  }
  if (filter?.errorGroup) {
    clauses.push('error_group = ?');
    params.push(filter.errorGroup);
  }
  return { sql: clauses.map((clause) => ` AND ${clause}`).join(''), params };
}

/** A selection as SQL: the listed URLs of `urls` (one JSON parameter, however many), or the search and filter. */
function selected(selection: UrlSelection) {
  if ('urls' in selection)
    return {
      sql: ' AND url IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(selection.urls)] as (string | number)[],
    };
  return matching(selection.search, selection.filter);
}

export function createUrlStore(deps: { db: Database; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const lastSeq = db
    .prepare<[string], number>('SELECT coalesce(max(seq), 0) FROM urls WHERE profile_id = ?')
    .pluck();
  // One statement for the whole list (a JSON array): no round trip per URL. A URL already listed leaves a gap
  // in `seq`, which only orders.
  const insert = db.prepare<[string, number, number, string]>(
    `INSERT OR IGNORE INTO urls (profile_id, url, seq, owned, added_at)
     SELECT ?, value, ? + key, 'unknown', ? FROM json_each(?)`,
  );
  const putPreflight = db.prepare<[string, string, string, string]>(
    'UPDATE urls SET preflight = ?, preflight_verdict = ? WHERE profile_id = ? AND url = ?',
  );
  const ownershipRows = db.prepare<[string], { url: string; site: string | null; owned: Ownership }>(
    'SELECT url, site, owned FROM urls WHERE profile_id = ?',
  );
  const putOwnership = db.prepare<[string | null, Ownership, string, string]>(
    'UPDATE urls SET site = ?, owned = ? WHERE profile_id = ? AND url = ?',
  );

  /** Adds the (normalised, distinct) URLs not listed yet, after the last one; answers how many were new. */
  const add = db.transaction(
    (profileId: string, urls: readonly string[]): number =>
      insert.run(profileId, (lastSeq.get(profileId) ?? 0) + 1, now(), JSON.stringify(urls)).changes,
  );

  /** Sets each URL's property and ownership from `decide`, writing only the rows that change. */
  const ownershipTransaction = db.transaction(
    (profileId: string, decide: (url: string) => { site: string | null; owned: Ownership }): number => {
      let changed = 0;
      for (const row of ownershipRows.all(profileId)) {
        const { site, owned } = decide(row.url);
        if (site === row.site && owned === row.owned) continue;
        putOwnership.run(site, owned, profileId, row.url);
        changed += 1;
      }
      return changed;
    },
  );
  const setOwnership = (
    profileId: string,
    decide: (url: string) => { site: string | null; owned: Ownership },
  ): number => ownershipTransaction(profileId, decide);

  return {
    add,
    setOwnership,

    list(
      profileId: string,
      query: { search?: string; filter?: UrlFilter; offset: number; limit: number },
    ): { total: number; rows: UrlRow[] } {
      const where = matching(query.search, query.filter);
      const total = db
        .prepare<unknown[], number>(`SELECT count(*) FROM urls WHERE profile_id = ?${where.sql}`)
        .pluck()
        .get(profileId, ...where.params)!;
      const rows = db
        .prepare<unknown[], Row>(
          `SELECT ${COLUMNS} FROM urls WHERE profile_id = ?${where.sql} ORDER BY seq LIMIT ? OFFSET ?`,
        )
        .all(profileId, ...where.params, query.limit, query.offset);
      return { total, rows: rows.map(toUrlRow) };
    },

    /** The listed URLs a selection names, in the order they were added. */
    resolve(profileId: string, selection: UrlSelection): string[] {
      const where = selected(selection);
      return db
        .prepare<unknown[], string>(`SELECT url FROM urls WHERE profile_id = ?${where.sql} ORDER BY seq`)
        .pluck()
        .all(profileId, ...where.params);
    },

    remove(profileId: string, selection: UrlSelection): number {
      const where = selected(selection);
      return db.prepare(`DELETE FROM urls WHERE profile_id = ?${where.sql}`).run(profileId, ...where.params)
        .changes;
    },

    /** Each selected URL's property and whether the sender owns it. */
    ownership(
      profileId: string,
      urls: readonly string[],
    ): Map<string, { site: string | null; owned: Ownership }> {
      const rows = db
        .prepare<[string, string], { url: string; site: string | null; owned: Ownership }>(
          'SELECT url, site, owned FROM urls WHERE profile_id = ? AND url IN (SELECT value FROM json_each(?))',
        )
        .all(profileId, JSON.stringify(urls));
      return new Map(rows.map(({ url, ...rest }) => [url, rest]));
    },

    savePreflight(profileId: string, url: string, preflight: Preflight): void {
      putPreflight.run(JSON.stringify(preflight), preflight.verdict, profileId, url);
    },
  };
}

export type UrlStore = ReturnType<typeof createUrlStore>;
