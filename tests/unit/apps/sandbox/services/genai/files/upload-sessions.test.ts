import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStore } from '../../../../../../../apps/sandbox/services/genai/files/file-store';
import { UploadSessions } from '../../../../../../../apps/sandbox/services/genai/files/upload-sessions';
import { tempDir } from '../../../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('upload-sessions');
});
afterEach(() => dir.remove());

let clock = 0;
async function open(): Promise<{ store: FileStore; sessions: UploadSessions }> {
  const store = await FileStore.open(dir.path, 'http://127.0.0.1:9');
  return { store, sessions: await UploadSessions.open(store, () => clock) };
}

const newSession = { owner: 'o', displayName: 'a.txt', mimeType: 'text/plain', declaredLength: 10 };

describe('UploadSessions', () => {
  it('cuts off bytes of a chunk that was never acknowledged when it reopens', async () => {
    const first = await open();
    const session = await first.sessions.start(newSession);
    await first.sessions.accept(session, await first.sessions.append(session, Readable.from(['abcd'])));
    // A chunk written to disk, then a crash before it was accepted.
    await first.sessions.append(session, Readable.from(['efg']));
    const reopened = await open();
    expect(reopened.sessions.get(session.id)?.received).toBe(4);
    const part = join(first.store.uploadsDir, `${session.id}.part`);
    expect(await readFile(part, 'utf8')).toBe('abcd');
  });

  it('starts a session again from 0 when a crash inside finalize took its bytes, and drops bytes with no metadata', async () => {
    const first = await open();
    const session = await first.sessions.start(newSession);
    await first.sessions.accept(session, await first.sessions.append(session, Readable.from(['abcd'])));
    await rm(join(first.store.uploadsDir, `${session.id}.part`));
    await writeFile(join(dir.path, 'genai-files', 'orphan.bin'), 'moved but never described');
    const reopened = await open();
    expect(reopened.sessions.get(session.id)).toMatchObject({ status: 'active', received: 0 });
    expect(await readdir(join(dir.path, 'genai-files'))).not.toContain('orphan.bin');
  });

  it('drops a session and its bytes a week after it started', async () => {
    clock = Date.parse('2026-11-01T00:00:00Z');
    const first = await open();
    const session = await first.sessions.start(newSession);
    await first.sessions.accept(session, await first.sessions.append(session, Readable.from(['abcd'])));
    clock += 7 * 24 * 3600 * 1000 - 1;
    expect((await open()).sessions.get(session.id)).toBeDefined();
    clock += 1;
    expect((await open()).sessions.get(session.id)).toBeUndefined();
    expect(await readdir(first.store.uploadsDir)).toEqual([]);
  });

  it('receives one chunk of a session at a time', async () => {
    const { sessions } = await open();
    const session = await sessions.start(newSession);
    const slow = new PassThrough();
    const firstChunk = sessions.append(session, slow);
    expect(sessions.isReceiving(session)).toBe(true);
    await expect(sessions.append(session, Readable.from(['x']))).rejects.toThrow(/already receiving a chunk/);
    slow.end('abc');
    expect(await firstChunk).toBe(3);
    expect(sessions.isReceiving(session)).toBe(false);
  });
});
