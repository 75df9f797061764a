import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../../../src-main/services/store/database';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let path: string;
beforeEach(async () => {
  dir = await tempDir('db');
  path = join(dir.path, 'verity.db');
});
afterEach(async () => {
  await dir.remove();
});

const tables = (db: BetterSqlite3.Database) =>
  db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();

describe('openDatabase', () => {
  it('creates a private WAL database with a table per kind of record, and keeps what was written', () => {
    const db = openDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(tables(db)).toEqual([
      'alerts',
      'analytics_dashboards',
      'analytics_reports',
      'chat_drafts',
      'chats',
      'journal',
      'monitor_checkpoints',
      'monitor_config',
      'monitor_shards',
      'profiles',
      'run_presets',
      'settings',
      'signing_keys',
      'transfers',
      'trust_keys',
      'trust_roots',
      'url_sends',
      'urls',
    ]);
    db.prepare("INSERT INTO settings (name, value) VALUES ('theme', '\"dark\"')").run();
    db.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const reopened = openDatabase(path);
    expect(reopened.prepare("SELECT value FROM settings WHERE name = 'theme'").pluck().get()).toBe('"dark"');
    expect(reopened.pragma('user_version', { simple: true })).toBe(8);
    reopened.close();
  });

  it('folds the log into the file on a timer, never inside a save, and stops when closed', () => {
    vi.useFakeTimers();
    try {
      const db = openDatabase(path);
      const fileSize = () => statSync(path).size;
      const before = fileSize();
      const insert = db.prepare('INSERT INTO chat_drafts (chat_id, draft) VALUES (?, ?)');
      // Past SQLite's own threshold (1,000 pages), where a commit would otherwise fold the log itself.
      for (let i = 0; i < 100; i++) insert.run(`chat-${i}`, 'x'.repeat(64 * 1024));
      expect(fileSize()).toBe(before);
      vi.advanceTimersByTime(1000);
      expect(fileSize()).toBeGreaterThan(100 * 64 * 1024);
      db.close();
      vi.advanceTimersByTime(1000);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates its folder when it is missing', () => {
    const nested = join(dir.path, 'a', 'b', 'verity.db');
    openDatabase(nested).close();
    expect(statSync(nested).isFile()).toBe(true);
  });

  it('refuses a database written by a newer Verity, saying so, and leaves it as it is', () => {
    const newer = new BetterSqlite3(path);
    newer.pragma('user_version = 99');
    newer.close();
    const before = readFileSync(path);
    expect(() => openDatabase(path)).toThrow(
      new RegExp(
        `${path}: it was written by a newer Verity \\(schema 99; this one knows 8\\): update Verity`,
      ),
    );
    expect(readFileSync(path)).toEqual(before);
  });

  // SQLite itself would take an empty file as a new database and a missing one as a new file: Verity
  // must neither start over on top of what may be a damaged copy of someone's data nor hide the problem.
  it('refuses an empty (0-byte) file, naming it and what to do, and writes nothing', () => {
    writeFileSync(path, '');
    expect(() => openDatabase(path)).toThrow(
      `Verity cannot open its database ${path}: the file is empty (0 bytes). Verity has not changed it: restore the file from a backup, or move it out of the data folder to start with a new, empty database.`,
    );
    expect(statSync(path).size).toBe(0);
    expect(readdirSync(dir.path)).toEqual(['verity.db']);
  });

  it('refuses a file that is not SQLite, naming it, and leaves its bytes alone', () => {
    const garbage = Buffer.from('{"profiles": "this is a JSON file, not a database"}\n'.repeat(100));
    writeFileSync(path, garbage);
    expect(() => openDatabase(path)).toThrow(
      new RegExp(
        `^Verity cannot open its database ${path}: file is not a database\\. Verity has not changed it`,
      ),
    );
    expect(readFileSync(path)).toEqual(garbage);
    expect(readdirSync(dir.path)).toEqual(['verity.db']);
  });

  it('refuses a folder where the file should be', () => {
    mkdirSync(path);
    expect(() => openDatabase(path)).toThrow(
      `Verity cannot open its database ${path}: it is a folder, not a file.`,
    );
  });

  it('names the file when it cannot be opened at all (its folder is a file)', () => {
    writeFileSync(join(dir.path, 'data'), 'not a folder');
    const inside = join(dir.path, 'data', 'verity.db');
    expect(() => openDatabase(inside)).toThrow(`Verity cannot open its database ${inside}: `);
  });

  it('names the native module and what to do when it cannot be loaded', () => {
    const missing = join(dir.path, 'no-such-build', 'better_sqlite3.node');
    expect(() => openDatabase(path, { nativeBinding: missing })).toThrow(
      new RegExp(`cannot load SQLite's native module for ${path}: .*${missing}.*Run "npm ci" again`),
    );
  });
});
