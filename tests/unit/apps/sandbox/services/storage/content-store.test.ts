// The content store on a real folder: bytes hashed as they stream in and read back whole or in part,
// a body past the room it is given refused with nothing left behind, unused bytes swept, demo bytes made.
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentStore, QuotaExceeded } from '../../../../../../apps/sandbox/services/storage/content-store';
import { demoBytes } from '../../../../../../apps/sandbox/services/storage/demo-files';
import type { RevisionRecord } from '../../../../../../apps/sandbox/services/storage/file-record';
import { tempDir } from '../../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let store: ContentStore;

beforeEach(async () => {
  dir = await tempDir('content-store');
  store = await ContentStore.open(dir.path);
});
afterEach(() => dir.remove());

const digest = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex');
const blobs = () => readdir(join(dir.path, 'storage', 'blobs'));

function revision(fields: Partial<RevisionRecord>): RevisionRecord {
  return {
    id: 'r',
    modifiedTime: '2026-01-01T00:00:00.000Z',
    lastModifiedBy: 'service-account',
    mimeType: 'text/plain',
    size: 0,
    md5Checksum: '',
    sha256Checksum: '',
    originalFilename: 'a',
    keepForever: false,
    ...fields,
  };
}

describe('ContentStore', () => {
  it('hashes bytes as they arrive in chunks and reads them back, whole or a range', async () => {
    const bytes = randomBytes(200_000);
    const chunks = [bytes.subarray(0, 70_000), bytes.subarray(70_000)];
    const received = await store.receive(Readable.from(chunks), bytes.length);
    expect(received).toMatchObject({
      size: bytes.length,
      md5Checksum: digest('md5', bytes),
      sha256Checksum: digest('sha256', bytes),
    });
    expect(received.head.equals(bytes.subarray(0, 4096))).toBe(true);
    const stored = revision({ size: bytes.length, sha256Checksum: received.sha256Checksum });
    const part = Buffer.concat(await store.read(stored, 100, 199).toArray());
    expect(part.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('refuses a body past its room and keeps nothing of it', async () => {
    await expect(store.receive(Readable.from([randomBytes(1000)]), 999)).rejects.toBeInstanceOf(
      QuotaExceeded,
    );
    expect(await blobs()).toEqual([]);
    expect(await readdir(join(dir.path, 'storage', 'incoming'))).toEqual([]);
  });

  it('sweeps the blobs no revision names', async () => {
    const kept = await store.receive(Readable.from(['kept']), 100);
    await store.receive(Readable.from(['dropped']), 100);
    await store.sweep(() => new Set([kept.sha256Checksum]));
    expect(await blobs()).toEqual([kept.sha256Checksum]);
  });

  it("makes a demo file's bytes from its seed, stored nowhere", async () => {
    const demo = revision({ size: 120, demoSeed: 'notes.txt' });
    expect(await text(store.read(demo))).toBe(demoBytes('notes.txt', 120).toString('utf8'));
    expect(await blobs()).toEqual([]);
  });
});
