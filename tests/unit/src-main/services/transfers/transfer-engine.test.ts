import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES, type Transfer } from '../../../../../src-shared/contract/schemas/transfers';
import { checkGenaiFile } from '../../../../../src-main/services/transfers/genai-upload-protocol';
import type { UploadProtocol } from '../../../../../src-main/services/transfers/upload-protocol';
import { createJournal } from '../../../../../src-main/services/journal/journal';
import type { StorageMedia } from '../../../../../src-main/services/transfers/storage-media';
import { createTransferEngine } from '../../../../../src-main/services/transfers/transfer-engine';
import {
  createTransferStore,
  type StoredTransfer,
} from '../../../../../src-main/services/transfers/transfer-store';
import { tempDatabase } from '../../../../support/temp-database';
import { tempDir } from '../../../../support/temp-dir';
import { storedUpload } from '../../../../support/upload-fakes';

const data = tempDatabase('transfer-engine');
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('transfer-engine-files');
});
afterEach(() => dir.remove());

const BYTES = Buffer.from('twelve bytes');
const HEX = createHash('sha256').update(BYTES).digest('hex');

/** A service that takes every upload in one chunk and reports `hex` as its hash. */
function service(hex = HEX): UploadProtocol & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    needsMd5: false,
    baseUrl: () => 'http://g.test',
    check: checkGenaiFile,
    start: async () => (calls.push('start'), { url: 'http://u.test/?upload_id=1', granularity: 1024 }),
    upload: async (_s, offset, bytes, finalize) => {
      calls.push(`upload ${offset}+${bytes.byteLength}`);
      return finalize
        ? { status: 'final', file: { name: 'files/f', sha256Hash: Buffer.from(hex).toString('base64') } }
        : { status: 'active', received: offset + bytes.byteLength };
    },
    query: async () => (calls.push('query'), { status: 'active', received: 0 }),
    cancel: async () => void calls.push('cancel'),
  };
}

let clock = 0;

function engine(protocol: UploadProtocol, allowPaths = true) {
  const journal = createJournal({ db: data.db });
  const transfers = createTransferEngine({
    store: createTransferStore({ db: data.db }),
    protocols: { genai: protocol, storage: protocol },
    profiles: {
      endpoint: (_service, profileId) => ({ profileId: profileId ?? 'sandbox', baseUrl: 'http://g.test' }),
    },
    allowPaths,
    journal,
    // Downloads read from the real sandbox in tests/integration/core/storage-downloads.test.ts; none here.
    media: {} as StorageMedia,
    // Each upload queued later than the one before, so the queue's order is theirs.
    now: () => ++clock,
  });
  const events: Transfer[] = [];
  transfers.subscribe((t) => events.push(t));
  const settled = (id: string) =>
    new Promise<Transfer>((resolve) => {
      const check = () => {
        const hit = events.find((t) => t.id === id && ['done', 'failed'].includes(t.state));
        if (hit) resolve(hit);
        else setTimeout(check, 5);
      };
      check();
    });
  const uploads = () =>
    journal.list({ service: 'genai', kind: 'upload-file', page: 0, pageSize: 50 }).operations;
  return { transfers, events, settled, uploads };
}

async function file() {
  const path = `${dir.path}/f.bin`;
  await writeFile(path, BYTES);
  return path;
}

describe('the transfer engine', () => {
  it('uploads, tells subscribers each state, and keeps the local hash for the Files page', async () => {
    const { transfers, events, settled } = engine(service());
    const queued = await transfers.upload({
      service: 'genai',
      source: { kind: 'path', path: await file() },
      size: BYTES.length,
    });
    const done = await settled(queued.id);
    expect(done).toMatchObject({ state: 'done', sha256: HEX, remoteSha256: HEX, resultName: 'files/f' });
    expect(events.filter((t) => t.id === queued.id).map((t) => t.state)).toEqual(
      expect.arrayContaining(['queued', 'running', 'done']),
    );
    expect(transfers.localHashes('sandbox', ['files/f', 'files/other'])).toEqual(new Map([['files/f', HEX]]));
    expect(transfers.localHashes('other-profile', ['files/f']).size).toBe(0);
    await transfers.close();
  });

  it('leaves an upload whose last answer came while it was being cancelled done, not cancelled', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const base = service();
    const { transfers, events } = engine({
      ...base,
      // The service's answer is on its way: stopping the run does not stop it from arriving.
      upload: async (...args) => {
        await answered;
        return base.upload(...args);
      },
    });
    const queued = await transfers.upload({
      service: 'genai',
      source: { kind: 'path', path: await file() },
      size: BYTES.length,
    });
    while (!base.calls.includes('start') || !events.some((t) => t.state === 'running'))
      await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelling = transfers.cancel(queued.id);
    answer();
    expect(await cancelling).toMatchObject({ state: 'done', resultName: 'files/f' });
    expect(base.calls).not.toContain('cancel');
    await transfers.close();
  });

  it('fails an upload whose hash the service reports differently, saying so', async () => {
    const { transfers, settled } = engine(service('ab'.repeat(32)));
    const queued = await transfers.upload({
      service: 'genai',
      source: { kind: 'path', path: await file() },
      size: BYTES.length,
    });
    const failed = await settled(queued.id);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/differs from the file's/);
    await transfers.close();
  });

  it('journals each run of an upload before it sends anything, completed with the file made or why not', async () => {
    const protocol = service();
    const { transfers, settled, uploads } = engine({
      ...protocol,
      start: (...args) => {
        // The run is in the journal, pending, before the session is asked for.
        expect(uploads().map((op) => op.outcome)).toEqual(['pending']);
        return protocol.start(...args);
      },
    });
    const queued = await transfers.upload({
      service: 'genai',
      source: { kind: 'path', path: await file() },
      size: BYTES.length,
    });
    await settled(queued.id);
    expect(uploads()).toEqual([
      expect.objectContaining({
        outcome: 'ok',
        target: 'f.bin',
        request: {
          transferId: queued.id,
          displayName: 'f.bin',
          mimeType: expect.any(String),
          size: 12,
          fromByte: 0,
        },
        response: { name: 'files/f', sha256: HEX, remoteSha256: HEX },
      }),
    ]);
    await transfers.close();

    const mismatched = engine(service('ab'.repeat(32)));
    const other = await mismatched.transfers.upload({
      service: 'genai',
      source: { kind: 'path', path: await file() },
      size: BYTES.length,
    });
    await mismatched.settled(other.id);
    expect(mismatched.uploads()[0]).toMatchObject({
      outcome: 'failed',
      response: { name: 'files/f', message: expect.stringMatching(/differs from the file's/) },
    });
    await mismatched.transfers.close();
  });

  it('at start, queues again what was running and waits for the file of page-streamed uploads', async () => {
    const store = createTransferStore({ db: data.db });
    const row = (id: string, fields: Partial<StoredTransfer>): StoredTransfer =>
      storedUpload({
        id,
        source: { kind: 'path', path: `${dir.path}/missing-${id}` },
        target: id,
        size: 12,
        bytesDone: 4,
        createdAt: id.charCodeAt(0),
        ...fields,
      });
    store.add(row('a', { state: 'paused' }));
    store.add(row('b', { source: { kind: 'browser', name: 'b', lastModified: 0 } }));
    store.add(row('c', { state: 'done' }));
    const { transfers } = engine(service());
    transfers.start();
    const byId = Object.fromEntries(transfers.list().transfers.map((t) => [t.id, t]));
    expect(byId.a).toMatchObject({ state: 'paused', bytesDone: 4 });
    expect(byId.b).toMatchObject({ state: 'paused', needsFile: true });
    expect(byId.c).toMatchObject({ state: 'done' });
    await expect(transfers.resume('b')).rejects.toThrow(/pick the same file again/);
    await expect(transfers.pause('c')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(transfers.cancel('c')).rejects.toMatchObject({ code: 'CONFLICT' });
    await transfers.close();
  });

  it('at start, resumes a running upload instead of leaving it', async () => {
    const store = createTransferStore({ db: data.db });
    const path = await file();
    store.add(storedUpload({ id: 'r', source: { kind: 'path', path }, target: 'r', size: BYTES.length }));
    store.setSession('r', { url: 'http://u.test/?upload_id=1', granularity: 1024 });
    const protocol = service();
    const { transfers, settled } = engine(protocol);
    transfers.start();
    expect(await settled('r')).toMatchObject({ state: 'done', sha256: HEX });
    expect(protocol.calls).toEqual(['query', `upload 0+${BYTES.length}`]);
    await transfers.close();
  });
});

/** A service that never answers a start until the run is stopped. */
const slowToStart = (): UploadProtocol => ({
  ...service(),
  start: (_transfer, signal) =>
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
});

describe('page-streamed uploads in the engine', () => {
  it('stops what a closed page was streaming, waiting for its file, and frees its slot', async () => {
    const { transfers, events } = engine(slowToStart(), false);
    transfers.setSettings({ concurrency: 2, bandwidthBytesPerSecond: null });
    const upload = (name: string, page: string) =>
      transfers.upload(
        { service: 'genai', source: { kind: 'browser', name, lastModified: 0 }, size: 10 },
        page,
      );
    const [a, b, c] = [await upload('a', 'page-1'), await upload('b', 'page-2'), await upload('c', 'page-2')];
    expect(transfers.list().transfers.map((t) => t.state)).toEqual(['running', 'running', 'queued']);
    // The page of `b` sends a piece; the page of `a` closes before sending any.
    await transfers.sendChunk(b.id, 0, new Uint8Array(4), 'page-2');
    await transfers.pageClosed('page-1');
    const byId = Object.fromEntries(transfers.list().transfers.map((t) => [t.id, t]));
    expect(byId[a.id]).toMatchObject({ state: 'paused', needsFile: true });
    expect(byId[a.id]!.reason).toMatch(/pick the same file again/);
    expect(byId[b.id]).toMatchObject({ state: 'running', needsFile: false });
    expect(byId[c.id]).toMatchObject({ state: 'running' });
    expect(events.some((t) => t.id === a.id && t.needsFile)).toBe(true);
    await transfers.close();
  });

  it('answers a page waiting for room as soon as the upload is cancelled', async () => {
    // The page fills main's buffer while the service has not answered the start.
    const { transfers } = engine(slowToStart(), false);
    const size = 3 * MAX_CHUNK_BYTES;
    const queued = await transfers.upload({
      service: 'genai',
      source: { kind: 'browser', name: 'p', lastModified: 0 },
      size,
    });
    const piece = new Uint8Array(MAX_CHUNK_BYTES);
    expect(await transfers.sendChunk(queued.id, 0, piece, 'page-1')).toMatchObject({ next: MAX_CHUNK_BYTES });
    expect(await transfers.sendChunk(queued.id, MAX_CHUNK_BYTES, piece, 'page-1')).toMatchObject({
      next: 2 * MAX_CHUNK_BYTES,
    });
    const waiting = transfers.sendChunk(queued.id, 2 * MAX_CHUNK_BYTES, piece, 'page-1');
    const cancelled = await transfers.cancel(queued.id);
    expect(await waiting).toEqual({ next: 2 * MAX_CHUNK_BYTES, state: 'cancelled' });
    expect(cancelled.state).toBe('cancelled');
    await transfers.close();
  });
});
