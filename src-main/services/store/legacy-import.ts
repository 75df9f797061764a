import { renameSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Earlier Verity kept every record as JSON in one `kv (namespace, key, value)` table of a SQLite
 * file written by sql.js. SQLite reads that file as it is, so each kind of record is copied into
 * its own table by one statement; a record whose JSON lacks a required field is left out (the old
 * store never showed it either), and the old file is kept beside the new one. JSON columns take
 * `->` (always JSON text, so reading them back never fails to parse); the others `->>` (SQL values).
 */
const IMPORT = `
  INSERT OR IGNORE INTO settings (name, value)
    SELECT key, value FROM legacy.kv WHERE namespace = 'settings' AND json_valid(value);
  INSERT OR IGNORE INTO profiles (id, name, endpoints)
    SELECT key, value ->> '$.name', value -> '$.endpoints'
    FROM legacy.kv WHERE namespace = 'profiles' AND json_valid(value);
  INSERT OR IGNORE INTO chats (id, title, updated_at, turns, chat)
    SELECT key, coalesce(value ->> '$.title', '(unreadable chat)'), coalesce(value ->> '$.updatedAt', 0),
      coalesce(json_array_length(value, '$.turns'), 0), value
    FROM legacy.kv WHERE namespace = 'chats' AND json_valid(value);
  INSERT OR IGNORE INTO chat_drafts (chat_id, draft)
    SELECT key, value FROM legacy.kv WHERE namespace = 'chat-drafts' AND json_valid(value);
  INSERT OR IGNORE INTO alerts (id, at, kind, profile_id, base_url, message, details, acknowledged)
    SELECT key, value ->> '$.at', value ->> '$.kind', value ->> '$.profileId', value ->> '$.baseUrl',
      value ->> '$.message', value -> '$.details', value ->> '$.acknowledged'
    FROM legacy.kv WHERE namespace = 'monitor-alerts' AND json_valid(value);
  INSERT OR IGNORE INTO monitor_config
      (profile_id, enabled, interval_seconds, last_run_at, last_result, last_error)
    SELECT key, value ->> '$.enabled', value ->> '$.intervalSeconds', value ->> '$.lastRunAt',
      value ->> '$.lastResult', value ->> '$.lastError'
    FROM legacy.kv WHERE namespace = 'monitor-config' AND json_valid(value);
  INSERT OR IGNORE INTO monitor_shards (log, tree_id, last_trusted)
    SELECT value ->> '$.log', value ->> '$.treeID', value -> '$.lastTrusted'
    FROM legacy.kv WHERE namespace = 'monitor-shards' AND json_valid(value);
  -- A shard's history sat in the namespace "monitor-checkpoints/" + the shard's key, one record per sequence number.
  INSERT OR IGNORE INTO monitor_checkpoints
      (log, tree_id, seq, size, root_hash, note, fetched_at, signature, consistency, detail, trace)
    SELECT s.value ->> '$.log', s.value ->> '$.treeID', CAST(c.key AS INTEGER), c.value ->> '$.size',
      c.value ->> '$.rootHash', c.value ->> '$.note', c.value ->> '$.fetchedAt', c.value ->> '$.signature',
      c.value ->> '$.consistency', c.value ->> '$.detail', c.value -> '$.trace'
    FROM legacy.kv s JOIN legacy.kv c ON c.namespace = 'monitor-checkpoints/' || s.key
    WHERE s.namespace = 'monitor-shards' AND json_valid(s.value) AND json_valid(c.value);
  INSERT OR IGNORE INTO trust_roots (id, name, imported_at, json)
    SELECT key, value ->> '$.name', value ->> '$.importedAt', value ->> '$.json'
    FROM legacy.kv WHERE namespace = 'trust-roots' AND json_valid(value);
  INSERT OR IGNORE INTO trust_keys (id, name, pem, base_url, source, pinned_at, tree_ids, added_at)
    SELECT key, value ->> '$.name', value ->> '$.pem', value ->> '$.baseUrl', value ->> '$.source',
      value ->> '$.pinnedAt', value -> '$.treeIDs', value ->> '$.addedAt'
    FROM legacy.kv WHERE namespace = 'trust-keys' AND json_valid(value);
  INSERT OR IGNORE INTO signing_keys (id, name, algorithm, public_key_pem, fingerprint, source, created_at)
    SELECT key, value ->> '$.name', value ->> '$.algorithm', value ->> '$.publicKeyPem',
      value ->> '$.fingerprint', value ->> '$.source', value ->> '$.createdAt'
    FROM legacy.kv WHERE namespace = 'signing-keys' AND json_valid(value);
`;

/**
 * Copies the old store at `legacyPath` into `db` in one transaction, then renames it to
 * `<legacyPath>.migrated`. Rows already present are kept, so an import cut short between its
 * commit and the rename is simply repeated at the next start.
 */
export function importLegacyStore(db: BetterSqlite3.Database, legacyPath: string): void {
  try {
    db.prepare('ATTACH DATABASE ? AS legacy').run(legacyPath);
    try {
      db.transaction(() => db.exec(IMPORT))();
    } finally {
      db.exec('DETACH DATABASE legacy');
    }
  } catch (error) {
    throw new Error(
      `Verity could not import its old database ${legacyPath}: ${(error as Error).message}. The file was left as it is; ` +
        'restore it from a backup, or move it out of the data folder to start without the old data.',
      { cause: error },
    );
  }
  // The import went through the write-ahead log: fold it into the file now rather than keep a log as large.
  db.pragma('wal_checkpoint(TRUNCATE)');
  renameSync(legacyPath, `${legacyPath}.migrated`);
}
