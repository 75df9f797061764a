import type BetterSqlite3 from 'better-sqlite3';

/**
 * The schema, one numbered step after another: step N brings a database at `user_version` N-1 to N.
 * Steps are only ever appended; a released step never changes. JSON columns hold nested documents
 * that are read and written whole (a chat, a draft, a checkpoint's consistency trace).
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL); -- value: JSON
  CREATE TABLE profiles (id TEXT PRIMARY KEY, name TEXT NOT NULL, endpoints TEXT NOT NULL); -- JSON {service: base URL}
  CREATE TABLE chats (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    chat TEXT NOT NULL -- JSON Chat
  );
  CREATE TABLE chat_drafts (chat_id TEXT PRIMARY KEY, draft TEXT NOT NULL); -- JSON Draft
  CREATE TABLE alerts (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    profile_id TEXT,
    base_url TEXT NOT NULL,
    message TEXT NOT NULL,
    details TEXT NOT NULL, -- JSON [[label, value], …]
    acknowledged INTEGER NOT NULL
  );
  CREATE TABLE monitor_config (
    profile_id TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL,
    interval_seconds INTEGER NOT NULL,
    last_run_at INTEGER,
    last_result TEXT,
    last_error TEXT
  );
  CREATE TABLE monitor_shards (
    log TEXT NOT NULL,
    tree_id TEXT NOT NULL,
    last_trusted TEXT, -- JSON {size, rootHash, note, fetchedAt}
    PRIMARY KEY (log, tree_id)
  );
  CREATE TABLE monitor_checkpoints (
    log TEXT NOT NULL,
    tree_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    size TEXT NOT NULL,
    root_hash TEXT NOT NULL,
    note TEXT NOT NULL,
    fetched_at INTEGER NOT NULL,
    signature TEXT NOT NULL,
    consistency TEXT NOT NULL,
    detail TEXT NOT NULL,
    trace TEXT, -- JSON ConsistencyTrace
    PRIMARY KEY (log, tree_id, seq)
  );
  CREATE TABLE trust_roots (id TEXT PRIMARY KEY, name TEXT NOT NULL, imported_at INTEGER NOT NULL, json TEXT NOT NULL);
  CREATE TABLE trust_keys (
    id TEXT PRIMARY KEY,
    name TEXT,
    pem TEXT NOT NULL,
    base_url TEXT,
    source TEXT NOT NULL,
    pinned_at INTEGER,
    tree_ids TEXT, -- JSON [treeID, …]
    added_at INTEGER NOT NULL
  );
  CREATE TABLE signing_keys (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    algorithm TEXT NOT NULL,
    public_key_pem TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );`,
  // The monitor keeps an alert's evidence (both checkpoints and the proof) to export it, and stores a
  // checkpoint unchanged since the last poll once, with when it was last seen.
  `ALTER TABLE alerts ADD COLUMN evidence TEXT; -- JSON AlertEvidence, or null
  ALTER TABLE monitor_checkpoints ADD COLUMN last_seen_at INTEGER;`,
  // Saved run settings, by name, for the chat playground ("new chat from preset").
  `CREATE TABLE run_presets (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    updated_at INTEGER NOT NULL,
    settings TEXT NOT NULL -- JSON RunSettings
  );`,
  // The operation journal: one row per event (an operation begun, an operation completed), appended only,
  // each carrying the hash of the row before it (see verification/journal/journal-chain.ts).
  `CREATE TABLE journal (
    seq INTEGER PRIMARY KEY, -- position in the chain, 1, 2, 3 …
    op_id TEXT NOT NULL,
    event TEXT NOT NULL, -- 'begin' | 'complete'
    at INTEGER NOT NULL,
    profile_id TEXT,
    service TEXT NOT NULL,
    kind TEXT NOT NULL,
    target TEXT NOT NULL,
    request TEXT, -- JSON summary, on 'begin'
    outcome TEXT NOT NULL, -- 'pending' on 'begin'; 'ok' | 'failed' | 'unknown' on 'complete'
    response TEXT, -- JSON summary, on 'complete'
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX journal_op ON journal (op_id, event);`,
  // The transfer queue (services/transfers/): one row per upload or download, surviving restarts. session_url is
  // the service's resumable upload URL, a capability (its upload_id): it stays in main, never in the contract.
  `CREATE TABLE transfers (
    id TEXT PRIMARY KEY,
    direction TEXT NOT NULL, -- 'upload' | 'download'
    service TEXT NOT NULL,
    profile_id TEXT NOT NULL,
    source TEXT NOT NULL, -- JSON TransferSource
    target TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    bytes_done INTEGER NOT NULL,
    state TEXT NOT NULL,
    reason TEXT,
    needs_file INTEGER NOT NULL,
    sha256 TEXT,
    remote_sha256 TEXT,
    result_name TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    session_url TEXT,
    granularity INTEGER,
    -- 1 once "clear finished" took a done upload off the list: its hash still backs the Files page's check.
    cleared INTEGER NOT NULL DEFAULT 0
  );`,
  // The URLs page (services/urls/): each profile's list of URLs, with what the pre-flight and the service's
  // metadata said and where the URL is in the send queue; and one row per notification sent or being sent,
  // recorded per batch part before the next batch goes, so a killed process neither repeats nor forgets one.
  `CREATE TABLE urls (
    profile_id TEXT NOT NULL,
    url TEXT NOT NULL,
    seq INTEGER NOT NULL, -- order added
    site TEXT,
    owned TEXT NOT NULL, -- 'owner' | 'not-owner' | 'unknown'
    last_updated_at INTEGER,
    last_deleted_at INTEGER,
    preflight TEXT, -- JSON Preflight
    preflight_verdict TEXT, -- 'pass' | 'fail', for filtering
    queue_state TEXT, -- 'held' | 'queued' | 'sending' | 'sent' | 'failed'
    queue_type TEXT, -- 'URL_UPDATED' | 'URL_DELETED'
    queue_reason TEXT,
    queue_at INTEGER,
    last_error TEXT, -- JSON UrlError
    error_group TEXT,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (profile_id, url)
  );
  CREATE INDEX urls_order ON urls (profile_id, seq);
  CREATE INDEX urls_queue ON urls (profile_id, queue_state, queue_at);
  CREATE TABLE url_sends (
    id INTEGER PRIMARY KEY,
    profile_id TEXT NOT NULL,
    url TEXT NOT NULL,
    type TEXT NOT NULL,
    batch_id TEXT NOT NULL,
    service_day TEXT NOT NULL, -- YYYY-MM-DD, America/Los_Angeles: the quota's day
    sent_at INTEGER NOT NULL,
    outcome TEXT NOT NULL, -- 'pending' | 'ok' | 'failed' | 'unknown'
    status INTEGER,
    error_group TEXT,
    message TEXT,
    notify_time INTEGER, -- the service's notifyTime for it, when it answered one
    op_id TEXT NOT NULL -- its journal operation
  );
  CREATE INDEX url_sends_day ON url_sends (profile_id, service_day);
  CREATE INDEX url_sends_batch ON url_sends (batch_id);`,
  // The Analytics page's saved reports (a query and how it is drawn) and dashboards (a grid of saved reports).
  `CREATE TABLE analytics_reports (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    query TEXT NOT NULL, -- JSON AnalyticsQuery
    chart TEXT NOT NULL, -- 'line' | 'bar' | 'map' | 'table'
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE analytics_dashboards (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    tiles TEXT NOT NULL, -- JSON DashboardTile[]
    updated_at INTEGER NOT NULL
  );`,
  // A storage upload's folder (JSON TransferFolder: its ID and the path shown); NULL for the Files API.
  `ALTER TABLE transfers ADD COLUMN folder TEXT;`,
];

/** Runs the steps the database has not had yet, each in a transaction with its version bump. */
export function migrate(db: BetterSqlite3.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new Error(
      `it was written by a newer Verity (schema ${version}; this one knows ${MIGRATIONS.length}): update Verity to open it`,
    );
  }
  MIGRATIONS.slice(version).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + i + 1}`);
    })();
  });
}
