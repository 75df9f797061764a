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
  bytes: string,
  apiKey = 'key-a',
): Promise<ReturnType<FileStore['add']>> {
  const bytesPath = join(dir.path, `upload-${Math.random()}`);
  await writeFile(bytesPath, bytes);
  return store.add({
    owner: keyOwner(apiKey),
    displayName: 'apples.pdf',
    mimeType: 'application/pdf',
    bytesPath,
  });
}

describe('FileStore', () => {
  it('describes a stored file with the fields and encodings of the real finalize answer', async () => {
    const store = await FileStore.open(dir.path, BASE, now);
    const file = await upload(store, 'hello files');
    expect(Object.keys(file).sort()).toEqual(Object.keys(finalize.file).sort());
    expect(file.name).toMatch(/^files\/[a-z0-9]{12}$/);
    expect(file.uri).toBe(`${BASE}/v1beta/${file.name}`);
    expect(file).toMatchObject({
      sizeBytes: '11',
      state: 'ACTIVE',
      source: 'UPLOADED',
      mimeType: 'application/pdf',
    });
    // base64 of the lowercase hex digest, 88 characters, as the real one is.
    const hex = createHash('sha256').update('hello files').digest('hex');
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

  it('refuses to open over a damaged entry, naming the file to delete', async () => {
    await FileStore.open(dir.path, BASE, now);
    await writeFile(join(dir.path, 'genai-files', 'abc.json'), '{"owner":');
    await expect(FileStore.open(dir.path, BASE, now)).rejects.toThrow(/abc\.json is damaged; delete it/);
  });
});
