import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { parseCheckpoint } from '../../../src-main/verification/tlog/checkpoint';
import { EMPTY_TREE_ROOT } from '../../../src-main/verification/tlog/rfc6962';
import { fromHex, toHex } from '../../../src-main/verification/tlog/encoding';
import { checkpointVerifies, verifyConsistency, verifyLogEntry } from './proof-verifier';
import { startTestSandbox, type HarnessSandbox } from './sandbox-harness';
import {
  consistency,
  createEntry,
  getEntry,
  keySigner,
  logInfo,
  postEntry,
  postJson,
  publicKeyPem,
  randomProposal,
  rotate,
  type LogEntryMap,
  type LogInfo,
} from './tlog-client';

let sandbox: HarnessSandbox;
let pem: string;
let seeded: LogInfo;
const signer = keySigner();
const hex16 = (treeId: string) => BigInt(treeId).toString(16).padStart(16, '0');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  pem = await publicKeyPem(sandbox);
  seeded = await logInfo(sandbox);
});
afterAll(() => sandbox.dispose());

describe('shards', () => {
  it('starts with a frozen shard from seeding, whose entries prove against its own tree head', async () => {
    const frozen = seeded.inactiveShards[0]!;
    const response = await getEntry(sandbox, '?logIndex=3');
    const { entryId, entry } = verifyLogEntry(JSON.parse(response.body) as LogEntryMap, pem);
    expect(entryId.startsWith(hex16(frozen.treeID))).toBe(true);
    expect(entry.verification.inclusionProof).toMatchObject({
      logIndex: 3,
      treeSize: frozen.treeSize,
      checkpoint: frozen.signedTreeHead,
    });
    const firstActive = verifyLogEntry(
      JSON.parse((await getEntry(sandbox, `?logIndex=${frozen.treeSize}`)).body) as LogEntryMap,
      pem,
    );
    expect(firstActive.entry.logIndex).toBe(frozen.treeSize);
    expect(firstActive.entry.verification.inclusionProof.logIndex).toBe(0);
    expect(firstActive.entryId.startsWith(hex16(seeded.treeID))).toBe(true);
  });

  it('rotates: the active shard freezes with its head, a new tree starts, global indices run on', async () => {
    const logged = await createEntry(sandbox, randomProposal(signer));
    const before = await logInfo(sandbox);
    const total = before.treeSize + seeded.inactiveShards[0]!.treeSize;
    const rotated = await rotate(sandbox);
    expect(rotated.status).toBe(200);
    expect(rotated.json.frozen).toMatchObject({
      treeID: before.treeID,
      treeSize: before.treeSize,
      rootHash: before.rootHash,
    });
    expect(checkpointVerifies(rotated.json.frozen.signedTreeHead, pem)).toBe(true);
    expect(rotated.json.active.firstIndex).toBe(total);

    const after = await logInfo(sandbox);
    expect(after.inactiveShards.map((s) => s.treeID)).toEqual([
      seeded.inactiveShards[0]!.treeID,
      before.treeID,
    ]);
    expect(after.inactiveShards[0]!.signedTreeHead).toBe(seeded.inactiveShards[0]!.signedTreeHead);
    expect(after.inactiveShards[1]!.signedTreeHead).toBe(rotated.json.frozen.signedTreeHead);
    expect(after).toMatchObject({
      treeID: rotated.json.active.treeID,
      treeSize: 0,
      rootHash: toHex(EMPTY_TREE_ROOT),
    });
    expect(parseCheckpoint(after.signedTreeHead).origin).toBe(`verity-sandbox - ${after.treeID}`);
    expect((await rotate(sandbox)).status).toBe(409);

    const next = await createEntry(sandbox, randomProposal(signer));
    expect(next.entry.logIndex).toBe(total);
    expect(next.entry.verification.inclusionProof).toMatchObject({ logIndex: 0, treeSize: 1 });
    expect(next.entryId.startsWith(hex16(after.treeID))).toBe(true);
    verifyLogEntry(next.map, pem);

    // The entry logged before rotation now proves against the frozen head.
    const old = verifyLogEntry(
      JSON.parse((await getEntry(sandbox, `/${logged.entryId}`)).body) as LogEntryMap,
      pem,
    );
    expect(old.entry.verification.inclusionProof.checkpoint).toBe(rotated.json.frozen.signedTreeHead);
    expect(await publicKeyPem(sandbox, before.treeID)).toBe(pem);
  });

  it('proves consistency per shard and refuses sizes past a frozen shard’s end', async () => {
    const info = await logInfo(sandbox);
    const frozen = info.inactiveShards[1]!;
    const proof = await consistency(
      sandbox,
      `firstSize=2&lastSize=${frozen.treeSize}&treeID=${frozen.treeID}`,
    );
    expect(proof.json.rootHash).toBe(frozen.rootHash);
    const sizeTwo = await consistency(sandbox, `firstSize=2&lastSize=2&treeID=${frozen.treeID}`);
    verifyConsistency(
      2,
      frozen.treeSize,
      fromHex(sizeTwo.json.rootHash),
      fromHex(frozen.rootHash),
      proof.json.hashes.map(fromHex),
    );
    const across = await consistency(
      sandbox,
      `firstSize=1&lastSize=${frozen.treeSize + 1}&treeID=${frozen.treeID}`,
    );
    expect(across.json).toEqual({
      code: 400,
      message: `the tree size requested(${frozen.treeSize + 1}) was greater than what is currently observable(${frozen.treeSize})`,
    });
  });

  it('logs an entry again in the new shard, as Rekor does (duplicates are per tree)', async () => {
    const proposal = randomProposal(signer);
    const first = await createEntry(sandbox, proposal);
    expect((await rotate(sandbox)).status).toBe(200);
    const again = await postEntry(sandbox, proposal);
    expect(again.status).toBe(201);
    const secondId = Object.keys(again.json as LogEntryMap)[0]!;
    expect(secondId.slice(16)).toBe(first.entryId.slice(16));
    expect(secondId.slice(0, 16)).not.toBe(first.entryId.slice(0, 16));
    const byUuid = JSON.parse((await getEntry(sandbox, `/${secondId.slice(16)}`)).body) as LogEntryMap;
    expect(Object.keys(byUuid)).toEqual([secondId]);
    const both = await postJson<LogEntryMap[]>(sandbox, '/api/v1/log/entries/retrieve', {
      entryUUIDs: [secondId.slice(16)],
    });
    expect(both.json.map((m) => Object.keys(m)[0])).toEqual([first.entryId, secondId]);
  });

  it('keeps every shard, head and entry across a restart', async () => {
    const before = await logInfo(sandbox);
    const sample = (await getEntry(sandbox, '?logIndex=7')).body;
    await sandbox.close();
    const again = await startSandbox({ port: 0, dataDir: sandbox.dataDir });
    try {
      const after = await logInfo(again);
      expect(after.inactiveShards).toEqual(before.inactiveShards);
      expect({ ...after, signedTreeHead: '' }).toEqual({ ...before, signedTreeHead: '' });
      const response = await fetch(`${again.baseUrl}/api/v1/log/entries?logIndex=7`);
      const entry = JSON.parse(await response.text()) as LogEntryMap;
      expect(Object.keys(entry)).toEqual(Object.keys(JSON.parse(sample) as LogEntryMap));
      verifyLogEntry(entry, pem);
    } finally {
      await again.close();
    }
  });
});
