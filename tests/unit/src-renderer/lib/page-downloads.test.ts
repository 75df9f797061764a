// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/lib/download';
import { onDownloadEvent, savedName, saveWhenDone } from '@/lib/page-downloads';
import { createFakeVerity } from '../../../support/renderer/fake-verity';
import { transferFixture } from '../../../support/renderer/transfer-fixture';

vi.mock('@/lib/download', () => ({ downloadBlob: vi.fn() }));

const saved = vi.mocked(downloadBlob);
const BYTES = Buffer.from('the bytes of a downloaded file');

/** Main's side: the finished file in pieces of `piece` bytes from the offset asked. */
function fakeMain(piece: number) {
  const fake = createFakeVerity({
    'transfers:readChunk': (input) => {
      const { offset } = input as { offset: number };
      return { data: BYTES.subarray(offset, offset + piece).toString('base64'), size: BYTES.length };
    },
  });
  window.verity = fake.api;
  return fake;
}

const download = (id: string, state: 'queued' | 'done' | 'failed') =>
  transferFixture({
    id,
    direction: 'download',
    service: 'storage',
    source: { kind: 'storage', fileId: 'f1' },
    target: '/data/downloads/Field notes/report.txt',
    mimeType: 'text/plain',
    state,
  });

async function savedBytes(): Promise<Buffer> {
  await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  const blob = saved.mock.calls[0]![1] as Blob;
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return Buffer.from(buffer);
}

beforeEach(() => saved.mockReset());

describe('page-saved downloads', () => {
  it('names the saved file after the last part of its path, either separator', () => {
    expect(savedName('/d/downloads/a b.txt')).toBe('a b.txt');
    expect(savedName('C:\\Users\\ada\\report.pdf')).toBe('report.pdf');
  });

  it('reads a download piece by piece once the feed says it is done, and saves it under its name', async () => {
    const fake = fakeMain(7);
    saveWhenDone([download('a', 'queued')], () => undefined);
    onDownloadEvent(download('a', 'queued'));
    expect(fake.calls).toHaveLength(0);
    onDownloadEvent(download('a', 'done'));
    expect((await savedBytes()).equals(BYTES)).toBe(true);
    expect(saved.mock.calls[0]![0]).toBe('report.txt');
    expect(fake.calls.map((call) => (call.input as { offset: number }).offset)).toEqual([0, 7, 14, 21, 28]);
    // Saved once: a later event of the same transfer does not save it again.
    onDownloadEvent(download('a', 'done'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('saves at once a download that finished before it was waited for', async () => {
    fakeMain(1024);
    onDownloadEvent(download('b', 'done'));
    saveWhenDone([download('b', 'queued')], () => undefined);
    expect((await savedBytes()).equals(BYTES)).toBe(true);
  });

  it('lets a failed download go without saving anything, and says when reading one back fails', async () => {
    fakeMain(1024);
    saveWhenDone([download('c', 'queued')], () => undefined);
    onDownloadEvent(download('c', 'failed'));
    onDownloadEvent(download('c', 'done'));
    expect(saved).not.toHaveBeenCalled();

    window.verity = createFakeVerity({}).api;
    const onError = vi.fn();
    saveWhenDone([download('d', 'done')], onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(saved).not.toHaveBeenCalled();
  });
});
