// A file uploaded through the transfer queue is listed with the SHA-256 Verity computed while sending it, next to
// the service's, so the Files page can show whether they agree; a file uploaded elsewhere has no local hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenaiFile } from '../../../src-shared/contract/schemas/files';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { tempDir } from '../../support/temp-dir';
import { startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';
import { uploadSmallFile } from '../sandbox/genai-files-harness';
import { followTransfers, randomFile, unwrapCall } from './transfer-harness';

let harness: CoreWithSandbox;
let folder: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  harness = await startCoreWithSandbox('files-local-hash', {}, { allowPathUploads: true });
  folder = await tempDir('files-local-hash');
});

afterAll(async () => {
  await harness.close();
  await folder.remove();
});

describe('the local hash of a file Verity uploaded', () => {
  it('is the hash the transfer computed, for its file only', async () => {
    const elsewhere = await uploadSmallFile(harness.sandbox, 'uploaded by another client', 'other.txt');
    const file = await randomFile(folder.path, 'mine.bin', 100_000);
    const follow = followTransfers(harness);
    const queued = await unwrapCall<Transfer>(harness, 'transfers:upload', {
      service: 'genai',
      source: { kind: 'path', path: file.path },
      size: file.bytes.length,
    });
    const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
    follow.stop();
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256 });

    const { files } = await unwrapCall<{ files: GenaiFile[] }>(harness, 'files:list', {});
    const mine = files.find((f) => f.name === done.resultName);
    expect(mine).toMatchObject({ sha256: file.sha256, localSha256: file.sha256, displayName: 'mine.bin' });
    expect(files.find((f) => f.name === elsewhere.name)).toMatchObject({ localSha256: null });
    const got = await unwrapCall<GenaiFile>(harness, 'files:get', { name: done.resultName });
    expect(got.localSha256).toBe(file.sha256);
  });
});
