import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStore, keyOwner } from '../../../../../../../apps/sandbox/services/genai/files/file-store';
import { tempDir } from '../../../../../../support/temp-dir';

const BASE = 'http://127.0.0.1:9';
const finalize = JSON.parse(
  readFileSync(
    join(__dirname, '../../../../../../fixtures/genai/files/real-upload-finalize-response.json'),
    'utf8',
  ),
) as { file: Record<string, string> };

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: Date;
const now = () => clock;

beforeEach(async () => {
  dir = await tempDir('file-store');
  clock = new Date('2026-06-17T14:13:00.159Z');
});
afterEach(() => dir.remove());

async function upload(
  store: FileStore,
  bytes: string | Buffer,
  apiKey = 'key-a',
  mimeType = 'application/pdf',
): Promise<ReturnType<FileStore['add']>> {
  const bytesPath = join(dir.path, `upload-${Math.random()}`);
  await writeFile(bytesPath, bytes);
  return store.add({ owner: keyOwner(apiKey), displayName: 'apples.pdf', mimeType, bytesPath });
}

const later = (file: { createTime: string }, ms: number) => new Date(Date.parse(file.createTime) + ms);

describe('FileStore', () => {
  it('describes a stored file with the fields and encodings of the real finalize answer', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    const file = await upload(store, '%PDF-hello!');
    expect(Object.keys(file).sort()).toEqual(Object.keys(finalize.file).sort());
    expect(file.name).toMatch(/^files\/[a-z0-9]{12}$/);
    expect(file.uri).toBe(`${BASE}/v1beta/${file.name}`);
    expect(file).toMatchObject({
      sizeBytes: '11',
      state: 'PROCESSING',
      source: 'UPLOADED',
      mimeType: 'application/pdf',
    });
    // base64 of the lowercase hex digest, 88 characters, as the real one is.
    const hex = createHash('sha256').update('%PDF-hello!').digest('hex');
    expect(file.sha256Hash).toBe(Buffer.from(hex).toString('base64'));
    expect(file.sha256Hash).toHaveLength(finalize.file.sha256Hash!.length);
    expect(Date.parse(file.expirationTime) - Date.parse(file.createTime)).toBe(48 * 3600 * 1000);
  });

  it('keeps files across a reopen and removes them once expired, bytes and all', async () => {
    const first = await FileStore.open(dir.path, BASE, now);
    const file = await upload(first, 'durable');
    const id = file.name.slice('files/'.length);
    const reopened = await FileStore.open(dir.path, BASE, now);
    expect(await reopened.get('key-a', id)).toEqual(file);
    clock = new Date(Date.parse(file.expirationTime) + 1);
    const later = await FileStore.open(dir.path, BASE, now);
    expect(await later.get('key-a', id)).toBeUndefined();
    expect(await readdir(join(dir.path, 'genai-files'))).toEqual([]);
  });

  it('shows and deletes a file only for the key that uploaded it', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    const file = await upload(store, 'mine', 'key-a');
    const id = file.name.slice('files/'.length);
    expect(await store.get('key-b', id)).toBeUndefined();
    expect(await store.filesOf('key-b')).toEqual([]);
    expect(await store.delete('key-b', id)).toBe(false);
    expect(await store.delete('key-a', id)).toBe(true);
    expect(await store.filesOf('key-a')).toEqual([]);
  });

  it('is PROCESSING until the processing time of its type has passed, then ACTIVE, also after a reopen', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    store.settings.set({ ...store.settings.settings, processingMs: 1000, videoProcessingMs: 5000 });
    const pdf = await upload(store, '%PDF-1.7');
    const video = await upload(store, Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), 'key-a', 'video/mp4');
    const ids = [pdf, video].map((f) => f.name.slice('files/'.length));
    expect([pdf.state, video.state]).toEqual(['PROCESSING', 'PROCESSING']);
    clock = later(pdf, 999);
    expect((await store.get('key-a', ids[0]!))?.state).toBe('PROCESSING');
    clock = later(pdf, 1000);
    const reopened = await FileStore.open(dir.path, BASE, now);
    expect(await reopened.get('key-a', ids[0]!)).toEqual({
      ...pdf,
      state: 'ACTIVE',
      updateTime: clock.toISOString(),
    });
    expect((await reopened.get('key-a', ids[1]!))?.state).toBe('PROCESSING');
    clock = later(video, 5000);
    expect((await reopened.filesOf('key-a')).map((f) => f.state)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('fails a file whose first bytes are not its type, with a google.rpc.Status; text is not sniffed', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    store.settings.set({ ...store.settings.settings, processingMs: 0 });
    const png = await upload(store, 'not a picture', 'key-a', 'image/png');
    expect(png.state).toBe('FAILED');
    expect(png.error).toEqual({
      code: 3,
      message:
        'The file is not image/png: it does not start with the PNG signature. Upload it again with the MIME type of its content.',
    });
    // The File message's field order: error after source.
    expect(Object.keys(png).slice(-3)).toEqual(['state', 'source', 'error']);
    const text = await upload(store, '\x89PNG but text', 'key-a', 'text/plain');
    expect([text.state, 'error' in text]).toEqual(['ACTIVE', false]);
  });

  it('counts the bytes of the files a key stored', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    await upload(store, '%PDF-12345', 'key-a');
    await upload(store, '%PDF-1', 'key-a');
    await upload(store, '%PDF-1', 'key-b');
    expect(await store.bytesOf(keyOwner('key-a'))).toBe(16);
  });

  it('refuses to open over a damaged entry, naming the file to delete', async () => {
    await FileStore.open(dir.path, BASE, now);
    await writeFile(join(dir.path, 'genai-files', 'abc.json'), '{"owner":');
    await expect(FileStore.open(dir.path, BASE, now)).rejects.toThrow(/abc\.json is damaged; delete it/);
  });
});
