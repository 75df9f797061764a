import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EntryLog } from '../../../apps/sandbox/services/tlog/entry-log';
import { createSeedEntries } from '../../../apps/sandbox/services/tlog/seed-entries';
import { toHex } from '../../../src-shared/tlog/encoding';
import { hashLeaf, merkleTreeHash } from '../../../src-shared/tlog/rfc6962';
import { tempDir } from '../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let path: string;

beforeEach(async () => {
  dir = await tempDir('entry-log');
  path = `${dir.path}/entries.jsonl`;
});
afterEach(() => dir.remove());

const entry = (text: string, integratedTime = 1_700_000_000) => ({
  body: new TextEncoder().encode(text),
  integratedTime,
});

describe('the append-only entry log', () => {
  it('seeds only a missing file, and roots follow the leaf hashes', async () => {
    const log = await EntryLog.open(path, { seed: () => createSeedEntries(5) });
    expect(log.size).toBe(5);
    const leafHashes = Array.from({ length: 5 }, (_, i) => log.entry(i)?.leafHash ?? new Uint8Array());
    expect(log.rootHash()).toEqual(merkleTreeHash(leafHashes));
    expect(log.rootHash(3)).toEqual(merkleTreeHash(leafHashes, 3));
    await log.close();
    const reopened = await EntryLog.open(path, { seed: () => createSeedEntries(7) });
    expect(reopened.size).toBe(5);
    await reopened.close();
  });

  it('gives concurrent appends consecutive indices and keeps them across a reopen', async () => {
    const log = await EntryLog.open(path);
    const appended = await Promise.all([
      log.append([entry('a')]),
      log.append([entry('b'), entry('c')]),
      log.append([entry('d')]),
    ]);
    expect(appended.flat().map((e) => e.logIndex)).toEqual([0, 1, 2, 3]);
    expect(log.entry(2)?.leafHash).toEqual(hashLeaf(new TextEncoder().encode('c')));
    const root = toHex(log.rootHash());
    await log.close();

    const reopened = await EntryLog.open(path);
    expect(reopened.size).toBe(4);
    expect(toHex(reopened.rootHash())).toBe(root);
    await reopened.close();
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('drops a torn, never-acknowledged tail on open and appends cleanly after it', async () => {
    const log = await EntryLog.open(path);
    await log.append([entry('a'), entry('b')]);
    await log.close();
    const intact = (await stat(path)).size;
    await appendFile(path, '{"logIndex":2,"integratedTime":17000');

    const lines: string[] = [];
    const reopened = await EntryLog.open(path, { log: (line) => lines.push(line) });
    expect(reopened.size).toBe(2);
    expect((await stat(path)).size).toBe(intact);
    expect(lines.join('\n')).toMatch(/dropped \d+ bytes of an unfinished append/);
    await reopened.append([entry('c')]);
    await reopened.close();
    expect((await EntryLog.read(path)).map((e) => e.logIndex)).toEqual([0, 1, 2]);
  });

  it('refuses to start on a damaged or reordered record', async () => {
    const log = await EntryLog.open(path);
    await log.append([entry('a'), entry('b'), entry('c')]);
    await log.close();
    const lines = (await readFile(path, 'utf8')).split('\n');

    const tampered = lines.map((line, i) =>
      i === 1 ? line.replace(/"body":"[^"]+"/, `"body":"${btoa('B')}"`) : line,
    );
    await writeFile(path, tampered.join('\n'));
    await expect(EntryLog.open(path)).rejects.toThrow(/line 2: leafHash does not match the body/);

    await writeFile(path, [lines[0], lines[2], lines[1], ''].join('\n'));
    await expect(EntryLog.open(path)).rejects.toThrow(/line 2 has logIndex 2, expected 1/);

    await writeFile(path, 'not json\n');
    await expect(EntryLog.open(path)).rejects.toThrow(/line 1 is not a valid entry record/);
  });
});
