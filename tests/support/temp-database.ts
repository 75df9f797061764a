import { afterEach, beforeEach } from 'vitest';
import { openDatabase, type Database } from '../../src-main/services/store/database';
import { tempDir } from './temp-dir';

/**
 * A new database in a temp folder for each test of the calling file. `unsynced` skips syncing to disk,
 * for tests of which rows stay after hundreds of writes rather than of what survives a crash.
 */
export function tempDatabase(
  prefix: string,
  options: { unsynced?: boolean } = {},
): { readonly db: Database } {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let db: Database;
  beforeEach(async () => {
    dir = await tempDir(prefix);
    db = openDatabase(`${dir.path}/verity.db`);
    if (options.unsynced) db.pragma('synchronous = OFF');
  });
  afterEach(async () => {
    db.close();
    await dir.remove();
  });
  return {
    get db() {
      return db;
    },
  };
}
