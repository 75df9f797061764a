import { createHash } from 'node:crypto';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signCheckpoint } from '../../../apps/sandbox/services/tlog/checkpoint-signer';
import { readEntryFile } from '../../../apps/sandbox/services/tlog/entry-records';
import { canonicalizeProposedEntry } from '../../../apps/sandbox/services/tlog/kinds/proposed-entry';
import { generateLogKey } from '../../../apps/sandbox/services/tlog/log-identity';
import {
  entriesPath,
  logStatePath,
  TransparencyLog,
} from '../../../apps/sandbox/services/tlog/transparency-log';
import { toHex } from '../../../src-main/verification/tlog/encoding';
import { hashLeaf, merkleTreeHash } from '../../../src-main/verification/tlog/rfc6962';
import { tempDir } from '../../support/temp-dir';
import { keySigner, randomProposal } from './tlog-client';

let dir: Awaited<ReturnType<typeof tempDir>>;
const key = generateLogKey();
const signer = keySigner();
const options = () => ({
  keyName: key.keyName,
  freeze: (id: string, size: number, root: Uint8Array) => signCheckpoint(key, id, size, root),
});
const candidate = () => canonicalizeProposedEntry(randomProposal(signer));

beforeEach(async () => {
  dir = await tempDir('tlog-state');
});
afterEach(() => dir.remove());

describe('the log on disk', () => {
  it('keeps entries, indices, shards and roots across a reopen', async () => {
    const log = await TransparencyLog.open(dir.path, options());
    const appended = await Promise.all([candidate(), candidate(), candidate()].map((c) => log.append(c)));
    expect(appended.map((a) => a.entry.logIndex).sort()).toEqual([0, 1, 2]);
    await log.rotate();
    await log.append(candidate());
    const roots = log.shards.map((s) => toHex(s.tree.rootHash()));
    await log.close();
    expect((await stat(entriesPath(dir.path))).mode & 0o777).toBe(0o600);

    const reopened = await TransparencyLog.open(dir.path, options());
    expect(reopened.size).toBe(4);
    expect(reopened.shards.map((s) => toHex(s.tree.rootHash()))).toEqual(roots);
    expect(reopened.shards.map((s) => s.firstIndex)).toEqual([0, 3]);
    expect(
      reopened.search.lookup(`key:${createHash('sha256').update(signer.verifierPem).digest('hex')}`),
    ).toEqual([0, 1, 2, 3]);
    await reopened.close();
  });

  it('drops a torn, never-acknowledged tail on open and appends cleanly after it', async () => {
    const log = await TransparencyLog.open(dir.path, options());
    await log.append(candidate());
    await log.append(candidate());
    await log.close();
    const intact = (await stat(entriesPath(dir.path))).size;
    await appendFile(entriesPath(dir.path), '{"logIndex":2,"integratedTime":17000');
    const lines: string[] = [];
    const reopened = await TransparencyLog.open(dir.path, {
      ...options(),
      log: (line: string) => lines.push(line),
    });
    expect(reopened.size).toBe(2);
    expect((await stat(entriesPath(dir.path))).size).toBe(intact);
    expect(lines.join('\n')).toMatch(/dropped \d+ bytes of an unfinished append/);
    await reopened.append(candidate());
    await reopened.close();
    const entries = await readEntryFile(entriesPath(dir.path));
    expect(entries.map((e) => e.logIndex)).toEqual([0, 1, 2]);
  });

  it('refuses to start on a damaged or reordered record, or a frozen shard whose root changed', async () => {
    const log = await TransparencyLog.open(dir.path, options());
    for (let i = 0; i < 3; i++) await log.append(candidate());
    await log.rotate();
    await log.close();
    const path = entriesPath(dir.path);
    const lines = (await readFile(path, 'utf8')).split('\n');
    await writeFile(
      path,
      lines
        .map((line, i) => (i === 1 ? line.replace(/"body":"[^"]+"/, `"body":"${btoa('B')}"`) : line))
        .join('\n'),
    );
    await expect(TransparencyLog.open(dir.path, options())).rejects.toThrow(
      /line 2: leafHash does not match the body/,
    );
    await writeFile(path, [lines[0], lines[2], lines[1], ''].join('\n'));
    await expect(TransparencyLog.open(dir.path, options())).rejects.toThrow(
      /line 2 has logIndex 2, expected 1/,
    );
    await writeFile(path, [lines[0], lines[1], ''].join('\n'));
    await expect(TransparencyLog.open(dir.path, options())).rejects.toThrow(
      /needs entries up to 3 but the file has 2/,
    );
    const state = JSON.parse(await readFile(logStatePath(dir.path), 'utf8')) as {
      shards: Array<{ frozen?: { rootHash: string } }>;
    };
    state.shards[0]!.frozen!.rootHash = '00'.repeat(32);
    await writeFile(path, lines.join('\n'));
    await writeFile(logStatePath(dir.path), JSON.stringify(state));
    await expect(TransparencyLog.open(dir.path, options())).rejects.toThrow(
      /was frozen with root 0+ but its entries give/,
    );
  });

  it('opens a data folder written before shards existed (one tree in log.json, entries without keys)', async () => {
    const entry = candidate();
    const body = Buffer.from(entry.body).toString('base64');
    const leafHash = toHex(hashLeaf(entry.body));
    await writeFile(
      entriesPath(dir.path),
      `${JSON.stringify({ logIndex: 0, integratedTime: 1_700_000_000, leafHash, body })}\n`,
    );
    await writeFile(
      logStatePath(dir.path),
      JSON.stringify({ treeID: '12345', keyName: 'verity-sandbox', createdAt: '2026-01-01T00:00:00Z' }),
    );
    const log = await TransparencyLog.open(dir.path, options());
    expect(log.shards.map((s) => s.treeId)).toEqual(['12345']);
    expect(toHex(log.activeShard.tree.rootHash())).toBe(toHex(merkleTreeHash([log.entry(0)!.leafHash])));
    expect(log.search.query([entry.indexKeys], 'or')).toEqual([0]);
    await log.close();
  });
});
