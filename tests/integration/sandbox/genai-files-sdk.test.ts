// @google/genai's own Files client, with its defaults (API version v1, resumable upload in 8 MiB chunks),
// pointed at the sandbox: upload a Blob and a file from disk, list, get, delete.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, GoogleGenAI } from '@google/genai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { putFilesSettings } from './genai-files-harness';
import { useGenaiSandbox } from './genai-harness';

const sandbox = useGenaiSandbox();
let ai: GoogleGenAI;
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  // Processed at once, as the real service answers a small document ACTIVE (processing: genai-files-processing).
  await putFilesSettings(sandbox, { processingMs: 0 });
  ai = new GoogleGenAI({ apiKey: sandbox.apiKey, httpOptions: { baseUrl: sandbox.baseUrl } });
  dir = await tempDir('genai-files-sdk');
});
afterAll(() => dir.remove());

const base64OfHex = (bytes: Buffer) =>
  Buffer.from(createHash('sha256').update(bytes).digest('hex')).toString('base64');

describe('@google/genai files against the sandbox', () => {
  it('uploads a Blob, then gets, lists and deletes it', async () => {
    const bytes = Buffer.from('%PDF-1.4 a small document');
    const file = await ai.files.upload({
      file: new Blob([bytes], { type: 'application/pdf' }),
      config: { displayName: 'small.pdf' },
    });
    expect(file).toMatchObject({
      displayName: 'small.pdf',
      mimeType: 'application/pdf',
      sizeBytes: String(bytes.length),
      sha256Hash: base64OfHex(bytes),
      state: 'ACTIVE',
      source: 'UPLOADED',
    });
    expect(await ai.files.get({ name: file.name! })).toEqual(file);
    // Two more, so that a page of 2 leaves a nextPageToken for the SDK's pager to follow.
    for (const name of ['b.txt', 'c.txt'])
      await ai.files.upload({
        file: new Blob([name], { type: 'text/plain' }),
        config: { displayName: name },
      });
    const listed = [];
    for await (const entry of await ai.files.list({ config: { pageSize: 2 } })) listed.push(entry.name);
    expect(listed).toContain(file.name);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    await ai.files.delete({ name: file.name! });
    const gone = await ai.files.get({ name: file.name! }).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(403);
  });

  it('uploads a file from disk larger than one chunk, in the SDK own chunks', async () => {
    const bytes = Buffer.alloc(8 * 1024 * 1024 + 1000, 7);
    const path = join(dir.path, 'two-chunks.bin');
    await writeFile(path, bytes);
    const file = await ai.files.upload({ file: path, config: { mimeType: 'application/octet-stream' } });
    expect(file).toMatchObject({ sizeBytes: String(bytes.length), sha256Hash: base64OfHex(bytes) });
  });
});
