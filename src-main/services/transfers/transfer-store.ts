// The transfer queue's rows and settings in the database. A row holds the contract's Transfer (without its live
// rate and ETA) plus what resuming needs: the service's upload session URL and its chunk granularity. The session
// URL carries the upload's only credential (its upload_id), so nothing here hands it to the contract.
import {
  TransferSettings,
  type Transfer,
  type TransferFolder,
  type TransferSource,
  type TransferState,
} from '../../../src-shared/contract/schemas/transfers';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { Database } from '../store/database';

/** A transfer as stored: the contract's fields but the live ones. */
export type StoredTransfer = Omit<Transfer, 'rate' | 'etaSeconds'>;

/** Where a started upload goes on: the service's session, kept in main only. */
export interface UploadSession {
  url: string;
  granularity: number;
}

interface Row {
  id: string;
  direction: Transfer['direction'];
  service: ServiceId;
  profileId: string;
  source: string;
  target: string;
  mimeType: string;
  size: number;
  bytesDone: number;
  state: TransferState;
  reason: string | null;
  needsFile: number;
  sha256: string | null;
  remoteSha256: string | null;
  resultName: string | null;
  folder: string | null;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `id, direction, service, profile_id AS profileId, source, target, mime_type AS mimeType, size,
  bytes_done AS bytesDone, state, reason, needs_file AS needsFile, sha256, remote_sha256 AS remoteSha256,
  result_name AS resultName, folder, created_at AS createdAt, updated_at AS updatedAt`;

/** What every new transfer starts with, whichever its direction: queued, nothing moved, nothing checked. */
export const NOT_STARTED = {
  bytesDone: 0,
  state: 'queued',
  reason: null,
  needsFile: false,
  sha256: null,
  remoteSha256: null,
  resultName: null,
} as const satisfies Partial<StoredTransfer>;

/** A few runs at once: a folder of small files spends most of each run waiting for the service's answer. */
export const DEFAULT_TRANSFER_SETTINGS: TransferSettings = { concurrency: 4, bandwidthBytesPerSecond: null };

const toTransfer = (row: Row): StoredTransfer => ({
  ...row,
  source: JSON.parse(row.source) as TransferSource,
  needsFile: row.needsFile === 1,
  folder: row.folder === null ? null : (JSON.parse(row.folder) as TransferFolder),
});

export function createTransferStore(deps: { db: Database }) {
  const { db } = deps;
  const all = db.prepare<[], Row>(
    `SELECT ${COLUMNS} FROM transfers WHERE cleared = 0 ORDER BY created_at, id`,
  );
  const one = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM transfers WHERE id = ?`);
  const firstQueued = db.prepare<[number], Row>(
    `SELECT ${COLUMNS} FROM transfers WHERE cleared = 0 AND state = 'queued' ORDER BY created_at, id LIMIT ?`,
  );
  const insert = db.prepare(
    `INSERT INTO transfers (id, direction, service, profile_id, source, target, mime_type, size, bytes_done, state,
       reason, needs_file, sha256, remote_sha256, result_name, folder, created_at, updated_at)
     VALUES (@id, @direction, @service, @profileId, @source, @target, @mimeType, @size, @bytesDone, @state,
       @reason, @needsFile, @sha256, @remoteSha256, @resultName, @folder, @createdAt, @updatedAt)`,
  );
  const update = db.prepare(
    `UPDATE transfers SET size = @size, bytes_done = @bytesDone, state = @state, reason = @reason, needs_file = @needsFile,
       sha256 = @sha256, remote_sha256 = @remoteSha256, result_name = @resultName, updated_at = @updatedAt
     WHERE id = @id`,
  );
  const sessionOf = db.prepare<[string], { url: string | null; granularity: number | null }>(
    'SELECT session_url AS url, granularity FROM transfers WHERE id = ?',
  );
  const putSession = db.prepare<[string | null, number | null, string]>(
    'UPDATE transfers SET session_url = ?, granularity = ? WHERE id = ?',
  );
  const FINISHED = "state IN ('done', 'failed', 'cancelled')";
  const removeFinished = db.prepare(`DELETE FROM transfers WHERE ${FINISHED} AND result_name IS NULL`);
  // An upload the service made a file of leaves the list but keeps its row: its hash is the local half of the
  // Files page's ✓ or ✗.
  const clearMade = db.prepare(
    `UPDATE transfers SET cleared = 1, session_url = NULL WHERE ${FINISHED} AND result_name IS NOT NULL AND cleared = 0`,
  );
  const hashes = db.prepare<[string], { resultName: string; sha256: string }>(
    `SELECT result_name AS resultName, sha256 FROM transfers
     WHERE profile_id = ? AND result_name IS NOT NULL AND sha256 IS NOT NULL`,
  );
  const getSettings = db.prepare<[], string>("SELECT value FROM settings WHERE name = 'transfers'").pluck();
  const putSettings = db.prepare<[string]>(
    "INSERT OR REPLACE INTO settings (name, value) VALUES ('transfers', ?)",
  );

  const toRow = (t: StoredTransfer) => ({
    ...t,
    source: JSON.stringify(t.source),
    needsFile: t.needsFile ? 1 : 0,
    folder: t.folder === null ? null : JSON.stringify(t.folder),
  });

  return {
    list: (): StoredTransfer[] => all.all().map(toTransfer),
    /** The `limit` transfers queued longest, oldest first. */
    queued: (limit: number): StoredTransfer[] => firstQueued.all(limit).map(toTransfer),
    get(id: string): StoredTransfer | undefined {
      const row = one.get(id);
      return row && toTransfer(row);
    },
    add(transfer: StoredTransfer): void {
      insert.run(toRow(transfer));
    },
    /** Writes the fields that change as a transfer runs. */
    save(transfer: StoredTransfer): void {
      update.run(toRow(transfer));
    },
    session(id: string): UploadSession | null {
      const row = sessionOf.get(id);
      return row?.url && row.granularity ? { url: row.url, granularity: row.granularity } : null;
    },
    setSession(id: string, session: UploadSession | null): void {
      putSession.run(session?.url ?? null, session?.granularity ?? null, id);
    },
    clearFinished: (): number =>
      db.transaction(() => removeFinished.run().changes + clearMade.run().changes)(),
    /** The SHA-256 of every file this profile uploaded here, by the service's name for it, cleared ones too. */
    uploadedHashes(profileId: string): Map<string, string> {
      return new Map(hashes.all(profileId).map((row) => [row.resultName, row.sha256]));
    },
    settings(): TransferSettings {
      const text = getSettings.get();
      const parsed = text === undefined ? undefined : TransferSettings.safeParse(JSON.parse(text));
      // Settings this version cannot read fall back to the defaults rather than stopping the queue.
      return parsed?.success ? parsed.data : DEFAULT_TRANSFER_SETTINGS;
    },
    setSettings(settings: TransferSettings): void {
      putSettings.run(JSON.stringify(settings));
    },
  };
}

export type TransferStore = ReturnType<typeof createTransferStore>;
