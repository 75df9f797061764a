import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { importLegacyStore } from './legacy-import';
import { migrate } from './migrations';

/** The console's embedded SQLite database (better-sqlite3): one table per kind of record. */
export type Database = BetterSqlite3.Database;

/** How often the write-ahead log is folded into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;

interface OpenOptions {
  /** better-sqlite3's native module for this runtime; default: the package's own (Node) build. */
  nativeBinding?: string;
  /** The old sql.js store: imported on first start, then renamed to `<path>.migrated`. */
  legacyPath?: string;
}

/** What is wrong with an existing file at `path` that SQLite would otherwise silently treat as a new database. */
function unusableFile(path: string): string | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (stat.isDirectory()) return 'it is a folder, not a file';
  if (stat.size === 0) return 'the file is empty (0 bytes)';
  return null;
}

function refuse(path: string, problem: string, cause?: unknown): Error {
  return new Error(
    `Verity cannot open its database ${path}: ${problem}. Verity has not changed it: restore the file from a ` +
      'backup, or move it out of the data folder to start with a new, empty database.',
    { cause },
  );
}

/**
 * Opens (creating if missing) the database at `path`: the schema brought up to date, write-ahead
 * log, and the old store imported once. A file that exists but is not a usable SQLite database is
 * never replaced: the error names it and says what to do.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Database {
  const problem = unusableFile(path);
  if (problem) throw refuse(path, problem);
  const created = !existsSync(path);
  let db: Database;
  try {
    mkdirSync(dirname(path), { recursive: true });
    db = new BetterSqlite3(path, { nativeBinding: options.nativeBinding });
    // Chats and keys are private: the log and shared-memory files SQLite adds take this file's mode.
    if (created) chmodSync(path, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_DLOPEN_FAILED' || code === 'MODULE_NOT_FOUND') {
      throw new Error(
        `Verity cannot load SQLite's native module for ${path}: ${(error as Error).message.split('\n')[0]}. ` +
          'Run "npm ci" again to rebuild it for this runtime.',
        { cause: error },
      );
    }
    throw refuse(path, (error as Error).message, error);
  }
  try {
    // Its first statement reads the file's header: a file that is not SQLite fails here, unchanged.
    migrate(db);
    db.pragma('journal_mode = WAL');
    // A commit reaches the log before it returns (a killed process loses nothing); the log is synced when
    // folded into the file, so a power cut can lose the last saves but never corrupts the database.
    db.pragma('synchronous = NORMAL');
    // SQLite would fold the log into the file inside whichever commit crosses its threshold, and that save
    // would wait for it: a timer does it between saves instead (see foldLogBetweenSaves).
    db.pragma('wal_autocheckpoint = 0');
  } catch (error) {
    db.close();
    throw refuse(path, (error as Error).message, error);
  }
  if (options.legacyPath && existsSync(options.legacyPath)) {
    const legacyProblem = unusableFile(options.legacyPath);
    try {
      if (legacyProblem) throw refuse(options.legacyPath, legacyProblem);
      importLegacyStore(db, options.legacyPath);
    } catch (error) {
      db.close();
      throw error;
    }
  }
  foldLogBetweenSaves(db);
  return db;
}

function foldLogBetweenSaves(db: Database): void {
  const timer = setInterval(() => {
    if (!db.open) return clearInterval(timer);
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Nothing is lost: every commit stays in the log until a later checkpoint or closing folds it in.
    }
  }, CHECKPOINT_INTERVAL_MS);
  timer.unref();
}
