// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  onTransferEvent,
  queueUpload,
  reattachFile,
  reattachProblem,
  waitsForFile,
} from '@/lib/browser-uploads';
import { MAX_CHUNK_BYTES, type TransferState } from '@/lib/contract';
import { useBrowserUploadsStore } from '@/stores/browser-uploads-store';
import { createFakeVerity } from '../../../support/renderer/fake-verity';
import { transferFixture } from '../../../support/renderer/transfer-fixture';

/**
 * Main's side of a page-streamed upload, as the transfer engine answers `sendChunk`: it takes a piece only
 * at the offset it expects and while the transfer is queued or running, and answers where it wants the
 * next one; a piece at 0 for a transfer that needs its file again starts the feed over.
 */
function fakeMain(size: number, options: { pauseAfterPieces?: number } = {}) {
  let state: TransferState = 'queued';
  let needsFile = false;
  let expected = 0;
  const received: Buffer[] = [];
  const offsets: number[] = [];
  const transfer = () => transferFixture({ size, bytesDone: expected, state, needsFile });
  const fake = createFakeVerity({
    'transfers:upload': () => transfer(),
    'transfers:sendChunk': (input) => {
      const { offset, data } = input as { offset: number; data: string };
      if (offset === 0 && needsFile) {
        needsFile = false;
        state = 'queued';
        expected = 0;
        received.length = 0;
      }
      if ((state !== 'queued' && state !== 'running') || offset !== expected)
        return { next: expected, state };
      const piece = Buffer.from(data, 'base64');
      offsets.push(offset);
      received.push(piece);
      expected += piece.byteLength;
      // With every byte in, main still finalizes at the service: the transfer runs on a while.
      state = options.pauseAfterPieces === received.length && expected < size ? 'paused' : 'running';
      return { next: expected, state };
    },
  });
  window.verity = fake.api;
  return {
    fake,
    received,
    offsets,
    transfer,
    /** Whether main holds every byte. */
    whole: () => expected === size,
    set: (change: { state?: TransferState; needsFile?: boolean }) => {
      state = change.state ?? state;
      needsFile = change.needsFile ?? needsFile;
    },
  };
}

const bytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 7) % 251);
const settle = async (until: () => boolean) => {
  for (let tries = 0; tries < 200 && !until(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
};

afterEach(() => {
  delete window.verity;
  useBrowserUploadsStore.setState({ uploads: {} });
});

describe('uploads from the desktop shell', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).verityFilePaths;
  });

  it('queues a dropped file by the path its preload gives, and streams nothing from the page', async () => {
    const content = bytes(1000);
    const main = fakeMain(content.byteLength);
    (window as unknown as Record<string, unknown>).verityFilePaths = {
      pathFor: (file: File) => `/home/ada/${file.name}`,
    };
    await queueUpload(new File([content], 'report.pdf', { type: 'application/pdf' }));
    const upload = main.fake.calls.find((call) => call.channel === 'transfers:upload');
    expect(upload?.input).toMatchObject({
      source: { kind: 'path', path: '/home/ada/report.pdf' },
      size: 1000,
      mimeType: 'application/pdf',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(main.offsets).toEqual([]);
  });

  it('streams a file the preload has no path for (made in the page)', async () => {
    const content = bytes(1000);
    const main = fakeMain(content.byteLength);
    (window as unknown as Record<string, unknown>).verityFilePaths = { pathFor: () => '' };
    await queueUpload(new File([content], 'made.bin'));
    await settle(main.whole);
    expect(main.offsets).toEqual([0]);
  });
});

describe('page-streamed uploads', () => {
  it('sends the file in order, in pieces of at most MAX_CHUNK_BYTES, until main has every byte', async () => {
    const content = bytes(2 * MAX_CHUNK_BYTES + 1234);
    const main = fakeMain(content.byteLength);
    await queueUpload(new File([content], 'big.bin'));
    await settle(main.whole);
    expect(main.offsets).toEqual([0, MAX_CHUNK_BYTES, 2 * MAX_CHUNK_BYTES]);
    expect(Buffer.concat(main.received).equals(Buffer.from(content))).toBe(true);

    // Progress events of the finalizing transfer arrive after the last piece: nothing is sent again.
    onTransferEvent(main.transfer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(main.offsets).toHaveLength(3);
  });

  it('stops when main says the transfer is paused and goes on where main wants when it runs again', async () => {
    const content = bytes(3 * MAX_CHUNK_BYTES);
    const main = fakeMain(content.byteLength, { pauseAfterPieces: 1 });
    await queueUpload(new File([content], 'big.bin'));
    await settle(() => useBrowserUploadsStore.getState().uploads.t1?.sending === false);
    expect(main.offsets).toEqual([0]);

    main.set({ state: 'queued' });
    onTransferEvent(main.transfer());
    await settle(main.whole);
    expect(main.offsets).toEqual([0, MAX_CHUNK_BYTES, 2 * MAX_CHUNK_BYTES]);
    expect(Buffer.concat(main.received).equals(Buffer.from(content))).toBe(true);
  });

  it('takes back only the same file (name and size) for a transfer that needs it, and sends it from 0', async () => {
    const content = bytes(MAX_CHUNK_BYTES + 10);
    const main = fakeMain(content.byteLength, { pauseAfterPieces: 1 });
    main.set({ needsFile: true, state: 'paused' });
    const waiting = main.transfer();

    expect(reattachProblem(waiting, new File([content], 'other.bin'))).toMatch(/needs big\.bin/);
    expect(reattachProblem(waiting, new File([content.subarray(1)], 'big.bin'))).toMatch(/needs big\.bin/);
    expect(() => reattachFile(waiting, new File([content], 'other.bin'))).toThrow(/needs big\.bin/);
    expect(main.offsets).toEqual([]);

    reattachFile(waiting, new File([content], 'big.bin'));
    await settle(() => main.offsets.length === 1);
    main.set({ state: 'running' });
    onTransferEvent(main.transfer());
    await settle(main.whole);
    expect(main.offsets).toEqual([0, MAX_CHUNK_BYTES]);
    expect(Buffer.concat(main.received).equals(Buffer.from(content))).toBe(true);
  });
});

describe('waitsForFile', () => {
  it('asks for the file of an unfinished page-streamed upload this page does not hold, or that main asks for', () => {
    const main = fakeMain(10);
    const base = main.transfer();
    for (const state of ['queued', 'running', 'paused'] as const) {
      expect(waitsForFile({ ...base, state }, false)).toBe(true);
      expect(waitsForFile({ ...base, state }, true)).toBe(false);
    }
    for (const state of ['done', 'failed', 'cancelled'] as const)
      expect(waitsForFile({ ...base, state }, false)).toBe(false);
    expect(waitsForFile({ ...base, state: 'paused', needsFile: true }, true)).toBe(true);
    const fromDisk = { ...base, source: { kind: 'path' as const, path: '/tmp/a.bin' } };
    expect(waitsForFile({ ...fromDisk, state: 'paused' }, false)).toBe(false);
  });
});
