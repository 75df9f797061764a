// Where each profile's changes feed was last read, kept in the `settings` table so the Storage page's Activity
// opens on what changed since Verity last looked (from any app or device) instead of starting empty.
import type { Database } from '../store/database';

const nameOf = (profileId: string) => `storageChangesPosition:${profileId}`;

export function createChangesPositions(db: Database) {
  const read = db.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck();
  const write = db.prepare<[string, string]>('INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)');
  return {
    get: (profileId: string): string | undefined => read.get(nameOf(profileId)),
    set: (profileId: string, pageToken: string): void => void write.run(nameOf(profileId), pageToken),
  };
}

export type ChangesPositions = ReturnType<typeof createChangesPositions>;
