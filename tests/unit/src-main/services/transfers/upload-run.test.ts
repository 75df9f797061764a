import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import { createBandwidthLimiter } from '../../../../../src-main/services/transfers/bandwidth-limiter';
import { fileSource } from '../../../../../src-main/services/transfers/file-source';
import { checkGenaiFile } from '../../../../../src-main/services/transfers/genai-upload-protocol';
import {
  UploadAnswerError,
  type SessionState,
  type UploadProtocol,
} from '../../../../../src-main/services/transfers/upload-protocol';
import type { UploadSession } from '../../../../../src-main/services/transfers/transfer-store';
import { runUpload } from '../../../../../src-main/services/transfers/upload-run';
import { tempDir } from '../../../../support/temp-dir';
import { storedUpload } from '../../../../support/upload-fakes';

const BYTES = Buffer.from('the quick brown fox jumps over the lazy dog');
const HEX = createHash('sha256').update(BYTES).digest('hex');
const sha256Hash = (hex: string) => Buffer.from(hex).toString('base64');
const GRANULARITY = 8;

let dir: Awaited<ReturnType<typeof tempDir>>;
let path: string;
beforeEach(async () => {
  dir = await tempDir('upload-run');
  path = `${dir.path}/fox.txt`;
  await writeFile(path, BYTES);
});
afterEach(() => dir.remove());

/** An upload server in memory, with faults to hand out one call at a time. */
function fakeServer() {
  const calls: string[] = [];
  const faults: Array<(command: string) => Error | 'lose-answer' | null> = [];
  let received = 0;
  let status: 'active' | 'final' = 'active';
  let remoteHex = HEX;
  const fault = (command: string) => {
    calls.push(command);
    const next = faults.shift()?.(command) ?? null;
    if (next instanceof Error) throw next;
    return next;
  };
  const state = (): SessionState =>
    status === 'final'
      ? { status, file: { name: 'files/fox', sha256Hash: sha256Hash(remoteHex) } }
      : { status, received };
  const protocol: UploadProtocol = {
    needsMd5: false,
    baseUrl: () => 'http://upload.test',
    check: checkGenaiFile,
    async start() {
      fault('start');
      received = 0;
      status = 'active';
      return { url: 'http://upload.test/?upload_id=new', granularity: GRANULARITY };
    },
    async upload(_session, offset, bytes, finalize) {
      const lost = fault(`upload ${offset}+${bytes.byteLength}${finalize ? ' finalize' : ''}`);
      if (offset !== received) throw new UploadAnswerError(400, 'wrong offset', null);
      received += bytes.byteLength;
      if (finalize) status = 'final';
      if (lost) throw new VerityError('NETWORK', 'connection reset');
      return state();
    },
    async query() {
      fault('query');
      return state();
    },
    async cancel() {
      fault('cancel');
    },
  };
  return {
    protocol,
    calls,
    faults,
    set received(n: number) {
      received = n;
    },
    set remoteHex(hex: string) {
      remoteHex = hex;
    },
  };
}

const transfer = storedUpload({ size: BYTES.length });

function run(server: ReturnType<typeof fakeServer>, session: UploadSession | null = null) {
  const notes: string[] = [];
  const progress: number[] = [];
  let stored = session;
  const outcome = runUpload(
    transfer,
    fileSource(path, BYTES.length),
    {
      protocol: server.protocol,
      limiter: createBandwidthLimiter(),
      session: { get: () => stored, set: (s) => (stored = s) },
      progress: (n) => progress.push(n),
      note: (text) => notes.push(text),
      random: () => 0,
    },
    new AbortController().signal,
  );
  return { outcome, notes, progress };
}

const SESSION = { url: 'http://upload.test/?upload_id=old', granularity: GRANULARITY };

describe('one run of an upload', () => {
  it('sends chunks of the granularity, the last with finalize, and checks the hash', async () => {
    const server = fakeServer();
    const { outcome, progress } = run(server);
    expect(await outcome).toEqual({
      sha256: HEX,
      remoteSha256: HEX,
      resultName: 'files/fox',
      mismatch: null,
    });
    expect(server.calls).toEqual([
      'start',
      'upload 0+8',
      'upload 8+8',
      'upload 16+8',
      'upload 24+8',
      'upload 32+8',
      'upload 40+3 finalize',
    ]);
    expect(progress.at(-1)).toBe(BYTES.length);
  });

  it('resumes a known session where the service is, reading the start again only to hash it', async () => {
    const server = fakeServer();
    server.received = 24;
    const { outcome } = run(server, SESSION);
    expect((await outcome).mismatch).toBeNull();
    expect(server.calls).toEqual(['query', 'upload 24+8', 'upload 32+8', 'upload 40+3 finalize']);
  });

  it('starts anew, saying so, when the service no longer knows the session', async () => {
    const server = fakeServer();
    server.faults.push(() => new UploadAnswerError(404, 'Upload session not found', null));
    const { outcome, notes } = run(server, SESSION);
    expect((await outcome).mismatch).toBeNull();
    expect(server.calls.slice(0, 3)).toEqual(['query', 'start', 'upload 0+8']);
    expect(notes).toEqual([
      expect.stringMatching(/no longer knew this upload's session.*Upload session not found.*started again/),
    ]);
  });

  it('after a dropped connection asks where the service is, and does not send an accepted chunk again', async () => {
    const server = fakeServer();
    server.faults.push(
      () => null,
      () => 'lose-answer',
    );
    const { outcome } = run(server);
    expect((await outcome).mismatch).toBeNull();
    expect(server.calls.slice(0, 4)).toEqual(['start', 'upload 0+8', 'query', 'upload 8+8']);
  });

  it('waits out a 503 and sends the chunk again after asking', async () => {
    const server = fakeServer();
    server.faults.push(
      () => null,
      () => new UploadAnswerError(503, 'busy', 0),
    );
    const { outcome } = run(server);
    expect((await outcome).mismatch).toBeNull();
    expect(server.calls.slice(0, 4)).toEqual(['start', 'upload 0+8', 'query', 'upload 0+8']);
  });

  it('gives up at once on a refusal', async () => {
    const server = fakeServer();
    server.faults.push(
      () => new UploadAnswerError(403, 'Starting the upload failed with HTTP 403: denied', null),
    );
    await expect(run(server).outcome).rejects.toThrow(/HTTP 403/);
  });

  it('completes from the file the service made when the finalize answer was lost before a restart', async () => {
    const server = fakeServer();
    server.faults.push(() => null);
    await run(server).outcome;
    server.calls.length = 0;
    const { outcome } = run(server, SESSION);
    expect(await outcome).toMatchObject({ sha256: HEX, remoteSha256: HEX, mismatch: null });
    expect(server.calls).toEqual(['query']);
  });

  it("fails the check when the service's hash differs, naming both", async () => {
    const server = fakeServer();
    server.remoteHex = 'ab'.repeat(32);
    const { mismatch } = await run(server).outcome;
    expect(mismatch).toContain(`(${'ab'.repeat(32)}) differs from the file's (${HEX})`);
  });
});
