import { createHash } from 'node:crypto';
import { truncate, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSource } from '../../../../../src-main/services/transfers/file-source';
import { tempDir } from '../../../../support/temp-dir';

const signal = new AbortController().signal;
const BYTES = Buffer.from('0123456789abcdef');
let dir: Awaited<ReturnType<typeof tempDir>>;
let path: string;
beforeEach(async () => {
  dir = await tempDir('file-source');
  path = `${dir.path}/f.bin`;
  await writeFile(path, BYTES);
});
afterEach(() => dir.remove());

describe('an upload read from a file', () => {
  it('reads at the position and hashes what is accepted, seeking by reading', async () => {
    const source = fileSource(path, BYTES.length);
    await source.seek(10, signal);
    expect(Buffer.from(await source.read(6, signal)).toString()).toBe('abcdef');
    source.advance(await source.read(6, signal));
    expect(source.digest()).toBe(createHash('sha256').update(BYTES).digest('hex'));
    // Back to an earlier offset: the hash starts over from the file's start.
    await source.seek(4, signal);
    expect(source.position).toBe(4);
    expect(source.digest()).toBe(createHash('sha256').update(BYTES.subarray(0, 4)).digest('hex'));
    await source.close();
  });

  it('refuses a file that changed or went away, saying what to do', async () => {
    await expect(fileSource(path, 99).read(1, signal)).rejects.toThrow(
      /changed since the upload began \(99 bytes then, 16 now\)/,
    );
    await expect(fileSource(`${dir.path}/gone`, 1).read(1, signal)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const source = fileSource(path, BYTES.length);
    await source.read(1, signal);
    await truncate(path, 8);
    await expect(source.read(16, signal)).rejects.toThrow(/ended at 8 bytes/);
    await source.close();
  });
});
