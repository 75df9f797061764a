// Durability under kill -9: a child process saves chats as fast as it can and is killed with
// SIGKILL mid-write. Every chat (and draft) whose save had resolved must be there, whole, after
// reopening the database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createChatStore } from '../../../src-main/services/chat/chat-store';
import { openDatabase } from '../../../src-main/services/store/database';
import { tempDir } from '../../support/temp-dir';

const KILL_AFTER_ACKS = 25;
let dir: Awaited<ReturnType<typeof tempDir>>;

beforeEach(async () => {
  dir = await tempDir('chat-kill');
});
afterEach(async () => {
  await dir.remove();
});

it('keeps every chat whose save resolved when the process is killed with SIGKILL', async () => {
  const path = join(dir.path, 'verity.db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/chat/chat-writer.ts', path], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let acked = -1;
  for await (const line of createInterface({ input: child.stdout })) {
    const match = /^saved (\d+)$/.exec(line);
    if (!match) continue;
    acked = Number(match[1]);
    if (acked + 1 >= KILL_AFTER_ACKS) {
      child.kill('SIGKILL');
      break;
    }
  }
  await exited;
  expect(acked + 1, `the writer did not get far enough: ${stderr}`).toBe(KILL_AFTER_ACKS);

  const db = openDatabase(path);
  try {
    const store = createChatStore({ db });
    const listed = new Set(store.list().map((s) => s.id));
    for (let n = 0; n <= acked; n++) {
      expect(listed.has(`chat-${n}`)).toBe(true);
      const { chat, draft } = store.get(`chat-${n}`);
      expect(chat.turns[0]!.parts[0]).toEqual({ text: `question ${n} ${'x'.repeat(2000)}` });
      expect(draft?.text).toBe(`draft ${n}`);
    }
  } finally {
    db.close();
  }
});
