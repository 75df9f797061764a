// The sql.js store of earlier versions, written here by sql.js itself exactly as that store wrote it
// (one `kv` table, JSON values, the whole file exported), is imported into the new tables on first start.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChatStore } from '../../../../../src-main/services/chat/chat-store';
import { createAlertStore } from '../../../../../src-main/services/monitor/alert-store';
import { createCheckpointStore } from '../../../../../src-main/services/monitor/checkpoint-store';
import { createMonitorConfig } from '../../../../../src-main/services/monitor/monitor-config';
import { createProfiles, PUBLIC_ENDPOINTS } from '../../../../../src-main/services/profiles/profiles';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { createTrustStore } from '../../../../../src-main/services/trust/trust-store';
import { Chat } from '../../../../../src-shared/contract/schemas/chat';
import type { CheckpointRecord } from '../../../../../src-shared/contract/schemas/monitor';
import { tempDir } from '../../../../support/temp-dir';

const LOG = 'https://log.example';
const SHARD_KEY = `${encodeURIComponent(LOG)}/123`;
const chat = Chat.parse({
  id: 'c1',
  title: 'First chat',
  createdAt: 1,
  updatedAt: 20,
  settings: { model: 'models/gemini-2.5-flash' },
  turns: [
    { id: 'u1', parentId: null, role: 'user', parts: [{ text: 'hello' }], createdAt: 1 },
    { id: 'm1', parentId: 'u1', role: 'model', parts: [{ text: 'hi' }], createdAt: 2 },
  ],
});
const draft = { text: 'half a thought', attachments: [], savedAt: 21 };
const alert = {
  id: 'alert-1',
  at: 7,
  kind: 'fork',
  profileId: 'prod',
  baseUrl: LOG,
  message: 'The log forked',
  details: [['size', '7']],
  acknowledged: true,
};
const monitorConfig = { enabled: true, intervalSeconds: 60, lastRunAt: 5, lastResult: 'ok', lastError: null };
const lastTrusted = { size: '7', rootHash: 'bb'.repeat(32), note: 'note', fetchedAt: 9 };
const trace = {
  size1: '3',
  size2: '7',
  root1: 'aa'.repeat(32),
  root2: 'bb'.repeat(32),
  computedRoot1: null,
  computedRoot2: 'bb'.repeat(32),
  steps: [],
  ok: true,
  error: null,
};
const checkpoint = (seq: number, extra: Partial<CheckpointRecord>): CheckpointRecord => ({
  id: `123-${seq}`,
  treeID: '123',
  size: String(seq + 2),
  rootHash: 'cc'.repeat(32),
  note: `note ${seq}`,
  fetchedAt: seq,
  lastSeenAt: seq, // the legacy store had no last-seen time: read as the fetch time
  signature: 'verified',
  consistency: 'first',
  detail: '',
  trace: null,
  ...extra,
});
const root = { id: 'root-1', name: 'Public good', importedAt: 1, json: '{"mediaType":"x"}' };
const pinned = {
  id: 'pin-1',
  name: null,
  pem: '-----BEGIN PUBLIC KEY-----',
  baseUrl: LOG,
  source: 'pinned',
  pinnedAt: 3,
  treeIDs: ['123'],
  addedAt: 3,
};
const signingKey = {
  id: 'key-1',
  name: 'Release key',
  algorithm: 'ed25519',
  publicKeyPem: '-----BEGIN PUBLIC KEY-----',
  fingerprint: 'ff',
  source: 'generated',
  createdAt: 4,
};

const LEGACY_ROWS: Array<[string, string, unknown]> = [
  ['profiles', 'prod', { id: 'prod', name: 'Prod', builtIn: false, endpoints: PUBLIC_ENDPOINTS }],
  ['profiles', 'broken', { id: 'broken', endpoints: 'nowhere' }],
  ['settings', 'activeProfile', 'prod'],
  ['chats', 'c1', chat],
  ['chats', 'c2', { id: 'c2', nonsense: true }],
  ['chat-drafts', 'c1', draft],
  ['monitor-alerts', 'alert-1', alert],
  ['monitor-config', 'prod', monitorConfig],
  ['monitor-shards', SHARD_KEY, { log: LOG, treeID: '123', next: 3, first: 1, lastTrusted }],
  [`monitor-checkpoints/${SHARD_KEY}`, '000000000001', checkpoint(1, {})],
  [`monitor-checkpoints/${SHARD_KEY}`, '000000000002', checkpoint(2, { consistency: 'consistent', trace })],
  ['trust-roots', 'root-1', root],
  ['trust-keys', 'pin-1', pinned],
  ['signing-keys', 'key-1', signingKey],
];

/** The old store's file: its schema and its JSON encoding of every value, exported by sql.js. */
async function writeLegacyStore(path: string, rows = LEGACY_ROWS): Promise<void> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE IF NOT EXISTS kv (
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (namespace, key)
)`);
  for (const [namespace, key, value] of rows)
    db.run('INSERT INTO kv VALUES (?, ?, ?, ?)', [namespace, key, JSON.stringify(value), 1]);
  writeFileSync(path, db.export());
  db.close();
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let path: string;
let legacyPath: string;
let db: Database | null = null;
beforeEach(async () => {
  dir = await tempDir('legacy');
  path = join(dir.path, 'verity.db');
  legacyPath = join(dir.path, 'verity.sqlite');
});
afterEach(async () => {
  db?.close();
  db = null;
  await dir.remove();
});

function expectImported(db: Database) {
  const profiles = createProfiles({ db, sandboxBaseUrl: 'http://127.0.0.1:4000' });
  expect(profiles.list()).toEqual({
    activeId: 'prod',
    profiles: [
      expect.objectContaining({ id: 'sandbox' }),
      { id: 'prod', name: 'Prod', builtIn: false, endpoints: PUBLIC_ENDPOINTS },
    ],
  });

  const chats = createChatStore({ db });
  expect(chats.list()).toEqual([
    { id: 'c1', title: 'First chat', updatedAt: 20, turns: 2, hasDraft: true },
    { id: 'c2', title: '(unreadable chat)', updatedAt: 0, turns: 0, hasDraft: false },
  ]);
  expect(chats.get('c1')).toEqual({ chat, draft });
  expect(() => chats.get('c2')).toThrow(/cannot be read/);

  expect(createAlertStore({ db }).list()).toEqual([{ ...alert, hasEvidence: false }]);
  expect(createMonitorConfig({ db }).get('prod')).toEqual(monitorConfig);

  const checkpoints = createCheckpointStore({ db });
  expect(checkpoints.lastTrusted(LOG, '123')).toEqual(lastTrusted);
  expect(checkpoints.summary(LOG)).toEqual([
    { treeID: '123', checkpoints: 2, lastTrusted: { size: '7', rootHash: 'bb'.repeat(32), fetchedAt: 9 } },
  ]);
  expect(checkpoints.history(LOG, undefined, 10)).toEqual([
    checkpoint(2, { consistency: 'consistent', trace }),
    checkpoint(1, {}),
  ]);

  const trust = createTrustStore({ db });
  expect(trust.storedRoots()).toEqual([root]);
  expect(trust.storedKeys()).toEqual([pinned]);
  expect(
    db
      .prepare(
        `SELECT id, name, algorithm, public_key_pem AS publicKeyPem, fingerprint, source, created_at AS createdAt
         FROM signing_keys`,
      )
      .all(),
  ).toEqual([signingKey]);
}

describe('import of the sql.js store', () => {
  it('copies every kind of record into its table on first start, then keeps the old file as .migrated', async () => {
    await writeLegacyStore(legacyPath);
    const original = readFileSync(legacyPath);
    db = openDatabase(path, { legacyPath });
    expectImported(db);
    expect(existsSync(legacyPath)).toBe(false);
    expect(readFileSync(`${legacyPath}.migrated`)).toEqual(original);

    // The next checkpoint of the imported shard continues its numbering.
    const next = await createCheckpointStore({ db }).append(
      LOG,
      { ...checkpoint(0, {}), fetchedAt: 30 },
      null,
    );
    expect(next.id).toBe('123-3');

    db.close();
    db = openDatabase(path, { legacyPath });
    expect(createChatStore({ db }).list()).toHaveLength(2);
  });

  it('repeats an import cut short before the rename without duplicating or overwriting anything', async () => {
    await writeLegacyStore(legacyPath);
    db = openDatabase(path, { legacyPath });
    await createChatStore({ db }).save({ ...chat, title: 'Renamed since' });
    db.close();
    copyFileSync(`${legacyPath}.migrated`, legacyPath);

    db = openDatabase(path, { legacyPath });
    expect(createChatStore({ db }).list()[0]).toEqual({
      id: 'c1',
      title: 'Renamed since',
      updatedAt: 20,
      turns: 2,
      hasDraft: true,
    });
    expect(createAlertStore({ db }).list()).toHaveLength(1);
    expect(existsSync(legacyPath)).toBe(false);
  });

  it('refuses an old store that is not SQLite, naming it, and imports it once it is put right', async () => {
    const garbage = Buffer.from('not a database '.repeat(100));
    writeFileSync(legacyPath, garbage);
    expect(() => openDatabase(path, { legacyPath })).toThrow(
      new RegExp(
        `^Verity could not import its old database ${legacyPath}: file is not a database\\. The file was left as it is`,
      ),
    );
    expect(readFileSync(legacyPath)).toEqual(garbage);

    await writeLegacyStore(legacyPath);
    db = openDatabase(path, { legacyPath });
    expectImported(db);
  });

  it('refuses an empty old store rather than treating it as no data', () => {
    writeFileSync(legacyPath, '');
    expect(() => openDatabase(path, { legacyPath })).toThrow(
      `Verity cannot open its database ${legacyPath}: the file is empty (0 bytes).`,
    );
    expect(existsSync(legacyPath)).toBe(true);
  });
});
