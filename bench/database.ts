/**
 * One draft save and one chat save, as the chat page makes them while someone types, with a database
 * of 2,000 chats (about 200 MB) and of 20 chats: the better-sqlite3 store through the chat store,
 * against the sql.js store as it was at commit 727871e (loaded from git into a scratch folder, so the
 * anchor is that exact code), in the same run. Both start from the same file: the old store opens it
 * as it is, the new one imports it as it would an existing user's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { createChatStore } from '../src-main/services/chat/chat-store';
import { openDatabase } from '../src-main/services/store/database';
import { Chat, type Draft } from '../src-shared/contract/schemas/chat';
import { tempDir } from '../tests/support/temp-dir';
import { fmt, ratio, summarize } from './lib/stats';

const ANCHOR_COMMIT = '727871e';
const TURNS_PER_CHAT = 20;
const TURN_TEXT = 5_000;
/** Saves per measured case; the old store rewrites the whole file per save, so it gets fewer at 200 MB. */
const SAVES = { new: 1000, oldSmall: 50, oldLarge: 10 };
const PAUSE_MS = 5;

interface OldDatabase {
  put(namespace: string, key: string, value: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The sql.js store of commit 727871e, written where its `sql.js` import resolves to this checkout's. */
async function loadOldStore(root: string): Promise<(path: string) => Promise<OldDatabase>> {
  const folder = join(root, 'node_modules', '.cache', 'verity-bench-old-store');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), '{"type":"module"}\n');
  for (const file of ['database.ts', 'atomic-file.ts']) {
    const source = execFileSync('git', ['show', `${ANCHOR_COMMIT}:src-main/services/store/${file}`], {
      cwd: root,
    });
    writeFileSync(join(folder, file), source);
  }
  const module = (await import(join(folder, 'database.ts'))) as {
    openDatabase(path: string): Promise<OldDatabase>;
  };
  return module.openDatabase;
}

function makeChat(id: string, updatedAt: number): Chat {
  const words = `chat ${id} at ${updatedAt}: the quick brown fox jumps over the lazy dog. `;
  const text = words.repeat(Math.ceil(TURN_TEXT / words.length)).slice(0, TURN_TEXT);
  const turns = Array.from({ length: TURNS_PER_CHAT }, (_, i) => ({
    id: `t${i}`,
    parentId: i === 0 ? null : `t${i - 1}`,
    role: i % 2 === 0 ? 'user' : 'model',
    parts: [{ text }],
    createdAt: i,
  }));
  return Chat.parse({
    id,
    title: `Chat ${id}`,
    createdAt: 0,
    updatedAt,
    settings: { model: 'models/x' },
    turns,
  });
}

const draftOf = (n: number): Draft => ({
  text: `a draft being typed, keystroke ${n}`,
  attachments: [],
  savedAt: n,
});

/** The old store's file format (its `kv` table, JSON values), filled in one transaction. */
function writeOldFormat(path: string, chats: number): void {
  const db = new BetterSqlite3(path);
  db.exec(`CREATE TABLE kv (namespace TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    updated_at INTEGER NOT NULL, PRIMARY KEY (namespace, key))`);
  const insert = db.prepare('INSERT INTO kv VALUES (?, ?, ?, 0)');
  db.transaction(() => {
    for (let i = 0; i < chats; i++) {
      insert.run('chats', `chat-${i}`, JSON.stringify(makeChat(`chat-${i}`, i)));
      insert.run('chat-drafts', `chat-${i}`, JSON.stringify(draftOf(i)));
    }
  })();
  db.close();
}

interface Samples {
  wall: number[];
  /** CPU time of this process (every thread) over the save: what it costs without waiting for a core. */
  cpu: number[];
}

/** Each save timed alone (its input built before), then a pause in which timers run as between a person's saves. */
async function timed<T>(
  count: number,
  make: (n: number) => T,
  save: (value: T, n: number) => Promise<unknown>,
): Promise<Samples> {
  const samples: Samples = { wall: [], cpu: [] };
  for (let n = 0; n < count; n++) {
    const value = make(n);
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await save(value, n);
    samples.wall.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    samples.cpu.push((cpu.user + cpu.system) / 1000);
    await sleep(PAUSE_MS);
  }
  return samples;
}

interface Case {
  chats: number;
  megabytes: number;
  importMs: number;
  rows: Array<{ store: string; save: string; samples: Samples }>;
}

async function measure(
  dir: string,
  chats: number,
  openOld: (path: string) => Promise<OldDatabase>,
): Promise<Case> {
  const oldPath = join(dir, `old-${chats}.sqlite`);
  writeOldFormat(oldPath, chats);
  const megabytes = statSync(oldPath).size / 1e6;
  const pick = (n: number) => `chat-${(n * 7919) % chats}`;
  const chatOf = (n: number) => makeChat(pick(n), 10_000 + n);
  const oldSaves = chats > 100 ? SAVES.oldLarge : SAVES.oldSmall;

  const old = await openOld(oldPath);
  const oldDraft = await timed(oldSaves, draftOf, (draft, n) => old.put('chat-drafts', pick(n), draft));
  const oldChat = await timed(oldSaves, chatOf, (chat) => old.put('chats', chat.id, chat));
  await old.close();

  writeOldFormat(join(dir, `import-${chats}.sqlite`), chats);
  const importStart = performance.now();
  const db = openDatabase(join(dir, `new-${chats}.db`), { legacyPath: join(dir, `import-${chats}.sqlite`) });
  const importMs = performance.now() - importStart;
  const store = createChatStore({ db });
  const newDraft = await timed(SAVES.new, draftOf, (draft, n) => store.saveDraft(pick(n), draft));
  const newChat = await timed(SAVES.new, chatOf, (chat) => store.save(chat));
  db.close();

  return {
    chats,
    megabytes,
    importMs,
    rows: [
      { store: 'Verity (better-sqlite3, WAL, synchronous=NORMAL)', save: 'draft', samples: newDraft },
      { store: `anchor: sql.js store of ${ANCHOR_COMMIT}`, save: 'draft', samples: oldDraft },
      { store: 'Verity (better-sqlite3, WAL, synchronous=NORMAL)', save: 'chat', samples: newChat },
      { store: `anchor: sql.js store of ${ANCHOR_COMMIT}`, save: 'chat', samples: oldChat },
    ],
  };
}

export async function benchDatabase(root: string): Promise<{ markdown: string }> {
  const openOld = await loadOldStore(root);
  const dir = await tempDir('bench-db');
  try {
    const large = await measure(dir.path, 2000, openOld);
    const small = await measure(dir.path, 20, openOld);
    const lines = [
      `Chats of ${TURNS_PER_CHAT} turns × ${TURN_TEXT.toLocaleString('en')} characters (${(large.megabytes / large.chats).toFixed(2)} MB each in the file), each with a draft; the chat saved is the whole chat, as the chat page sends it. 1-minute load average ${loadavg()[0]!.toFixed(1)} on this machine when the run ended.`,
      '',
      '| database | store | save | saves | p50 | p99 | max | CPU p50 | CPU p99 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const c of [large, small]) {
      for (const row of c.rows) {
        const wall = summarize(row.samples.wall);
        const cpu = summarize(row.samples.cpu);
        lines.push(
          `| ${c.chats.toLocaleString('en')} chats, ${c.megabytes.toFixed(1)} MB | ${row.store} | ${row.save} | ${wall.n} | ${fmt(wall.p50)} | ${fmt(wall.p99)} | ${fmt(Math.max(...row.samples.wall))} | ${fmt(cpu.p50)} | ${fmt(cpu.p99)} |`,
        );
      }
    }
    const q = (c: Case, i: number, at: 'p50' | 'p99', of: keyof Samples = 'wall') =>
      summarize(c.rows[i]!.samples[of])[at];
    lines.push(
      '',
      `With ${large.chats.toLocaleString('en')} chats, a draft save takes **${fmt(q(large, 0, 'p99'))}** and a chat save **${fmt(q(large, 2, 'p99'))}** at p99 (goal ≤ 10 ms), ${fmt(q(large, 0, 'p99', 'cpu'))} and ${fmt(q(large, 2, 'p99', 'cpu'))} of CPU time (the rest of a slow save is waiting, not work); the old store took ${fmt(q(large, 1, 'p50'))} and ${fmt(q(large, 3, 'p50'))} at the median (${ratio(q(large, 1, 'p50'), q(large, 0, 'p50'))} and ${ratio(q(large, 3, 'p50'), q(large, 2, 'p50'))} the new store's). The median save with ${large.chats.toLocaleString('en')} chats is ${ratio(q(large, 0, 'p50'), q(small, 0, 'p50'))} (draft) and ${ratio(q(large, 2, 'p50'), q(small, 2, 'p50'))} (chat) the one with ${small.chats} with the new store, ${ratio(q(large, 1, 'p50'), q(small, 1, 'p50'))} and ${ratio(q(large, 3, 'p50'), q(small, 3, 'p50'))} with the old. Importing the ${large.megabytes.toFixed(0)} MB old file on first start took ${(large.importMs / 1000).toFixed(2)} s.`,
    );
    return { markdown: lines.join('\n') };
  } finally {
    await dir.remove();
  }
}
