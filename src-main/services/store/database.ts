import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs, { type Database as SqlDatabase } from 'sql.js';
import { writeFileAtomic } from './atomic-file';

const require = createRequire(import.meta.url);

/**
 * The console's embedded database: SQLite compiled to WebAssembly (sql.js),
 * so `npm ci` needs no native build and the same file works under Electron
 * and plain Node. Every write is flushed as a whole-file atomic replace before
 * the returned promise settles; concurrent writes share one flush.
 */
export interface Database {
  get<T>(namespace: string, key: string): T | undefined;
  list<T>(namespace: string): Array<{ key: string; value: T }>;
  put(namespace: string, key: string, value: unknown): Promise<void>;
  delete(namespace: string, key: string): Promise<void>;
  close(): Promise<void>;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS kv (
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (namespace, key)
)`;

export async function openDatabase(path: string): Promise<Database> {
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  let existing: Uint8Array | undefined;
  try {
    existing = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const db: SqlDatabase = new SQL.Database(existing);
  db.run(SCHEMA);

  let pending: Promise<void> | null = null;
  let dirty = false;
  let closed = false;

  async function flushLoop(): Promise<void> {
    while (dirty) {
      dirty = false;
      await writeFileAtomic(path, db.export());
    }
  }

  function flush(): Promise<void> {
    dirty = true;
    if (!pending) {
      pending = flushLoop().finally(() => {
        pending = null;
      });
    }
    return pending;
  }

  function assertOpen() {
    if (closed) throw new Error('The database is closed');
  }

  return {
    get<T>(namespace: string, key: string) {
      assertOpen();
      const rows = db.exec('SELECT value FROM kv WHERE namespace = ? AND key = ?', [namespace, key]);
      const value = rows[0]?.values[0]?.[0];
      return typeof value === 'string' ? (JSON.parse(value) as T) : undefined;
    },
    list<T>(namespace: string) {
      assertOpen();
      const rows = db.exec('SELECT key, value FROM kv WHERE namespace = ? ORDER BY key', [namespace]);
      return (rows[0]?.values ?? []).map(([key, value]) => ({
        key: String(key),
        value: JSON.parse(String(value)) as T,
      }));
    },
    async put(namespace, key, value) {
      assertOpen();
      db.run(
        'INSERT INTO kv (namespace, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
        [namespace, key, JSON.stringify(value), Date.now()],
      );
      await flush();
    },
    async delete(namespace, key) {
      assertOpen();
      db.run('DELETE FROM kv WHERE namespace = ? AND key = ?', [namespace, key]);
      await flush();
    },
    async close() {
      if (closed) return;
      if (pending) await pending;
      closed = true;
      db.close();
    },
  };
}
