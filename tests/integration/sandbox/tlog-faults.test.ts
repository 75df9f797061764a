import { createHash, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_TLOG_FAULTS } from '../../../apps/sandbox/services/tlog/faults/tlog-faults';
import { parseCheckpoint } from '../../../src-main/verification/tlog/checkpoint';
import { fromHex } from '../../../src-main/verification/tlog/encoding';
import { checkpointVerifies, verifyConsistency, verifyLogEntry } from './proof-verifier';
import {
  bearer,
  getJson,
  rawRequest,
  resetFaults,
  startTestSandbox,
  type GoogleErrorBody,
  type HarnessSandbox,
} from './sandbox-harness';
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
  setTlogFaults,
  type LogEntryMap,
} from './tlog-client';

let sandbox: HarnessSandbox;
let pem: string;
const signer = keySigner();
const entryAt = async (index: number) =>
  JSON.parse((await getEntry(sandbox, `?logIndex=${index}`)).body) as LogEntryMap;
const only = (map: LogEntryMap) => Object.values(map)[0]!;

beforeAll(async () => {
  sandbox = await startTestSandbox({ tlog: { seed: false } });
  pem = await publicKeyPem(sandbox);
  for (let i = 0; i < 20; i++) await createEntry(sandbox, randomProposal(signer));
});
afterAll(() => sandbox.dispose());
beforeEach(() => resetFaults(sandbox));

describe('log fault control', () => {
  it('reads, validates and resets the log faults behind the bearer key', async () => {
    const url = `${sandbox.baseUrl}/__sandbox/tlog/faults`;
    expect((await getJson(url, { headers: bearer(sandbox) })).json).toEqual(NO_TLOG_FAULTS);
    expect((await rawRequest(url)).status).toBe(401);
    const bad = await getJson<GoogleErrorBody>(url, {
      method: 'PUT',
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ tamperedProofs: { hashIndex: -1 }, extra: true }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/^Invalid log fault settings: /);
    expect(bad.json.error.message).toContain('tamperedProofs.hashIndex');
    await setTlogFaults(sandbox, { badCheckpointSignature: true });
    await resetFaults(sandbox);
    expect((await getJson(url, { headers: bearer(sandbox) })).json).toEqual(NO_TLOG_FAULTS);
  });
});

describe('answers kept between requests', () => {
  it('are rebuilt when a fault is switched on or off and when the shard grows, and equal a fresh build', async () => {
    const byIndex = async () => (await getEntry(sandbox, '?logIndex=4')).body;
    const retrieved = async () =>
      JSON.stringify((await postJson(sandbox, '/api/v1/log/entries/retrieve', { logIndexes: [4] })).json);
    const honest = await byIndex();
    expect(await byIndex()).toBe(honest);
    expect(await retrieved()).toBe(JSON.stringify([JSON.parse(honest)]));
    await setTlogFaults(sandbox, { tamperedProofs: { hashIndex: 0 } });
    const tampered = await byIndex();
    expect(tampered).not.toBe(honest);
    expect(() => verifyLogEntry(JSON.parse(tampered) as LogEntryMap, pem)).toThrow(/inclusion proof/);
    expect(await retrieved()).not.toBe(JSON.stringify([JSON.parse(honest)]));
    await resetFaults(sandbox);
    expect(await byIndex()).toBe(honest);
    await createEntry(sandbox, randomProposal(signer));
    const grown = JSON.parse(await byIndex()) as LogEntryMap;
    expect(only(grown).verification.inclusionProof.treeSize).toBe(
      only(JSON.parse(honest) as LogEntryMap).verification.inclusionProof.treeSize + 1,
    );
    verifyLogEntry(grown, pem);
  });
});

describe('tamperedProofs', () => {
  it('flips one byte of the chosen inclusion-proof hash in every answer, and nothing else', async () => {
    const honest = only(await entryAt(5)).verification.inclusionProof.hashes;
    expect(await setTlogFaults(sandbox, { tamperedProofs: { hashIndex: 1, byteIndex: 3 } })).toMatchObject({
      tamperedProofs: { hashIndex: 1, byteIndex: 3, proofs: 'inclusion' },
    });
    const map = await entryAt(5);
    const tampered = only(map).verification.inclusionProof.hashes;
    expect(tampered.filter((hash, i) => hash !== honest[i])).toHaveLength(1);
    const a = Buffer.from(honest[1]!, 'hex');
    const b = Buffer.from(tampered[1]!, 'hex');
    expect([...a].map((byte, i) => byte ^ b[i]!)).toEqual([0, 0, 0, 0xff, ...Array(28).fill(0)]);
    expect(() => verifyLogEntry(map, pem)).toThrow('inclusion proof does not lead to rootHash');
    const created = await postEntry(sandbox, randomProposal(signer));
    expect(() => verifyLogEntry(created.json as LogEntryMap, pem)).toThrow(/inclusion proof/);
    const { treeSize, rootHash } = await logInfo(sandbox);
    const proof = await consistency(sandbox, `firstSize=3&lastSize=${treeSize}`);
    const old = await consistency(sandbox, 'firstSize=3&lastSize=3');
    verifyConsistency(
      3,
      treeSize,
      fromHex(old.json.rootHash),
      fromHex(rootHash),
      proof.json.hashes.map(fromHex),
    );
  });

  it('can tamper consistency proofs instead', async () => {
    await setTlogFaults(sandbox, { tamperedProofs: { proofs: 'consistency' } });
    verifyLogEntry(await entryAt(5), pem);
    const { treeSize, rootHash } = await logInfo(sandbox);
    const proof = await consistency(sandbox, `firstSize=3&lastSize=${treeSize}`);
    const old = await consistency(sandbox, 'firstSize=3&lastSize=3');
    expect(() =>
      verifyConsistency(
        3,
        treeSize,
        fromHex(old.json.rootHash),
        fromHex(rootHash),
        proof.json.hashes.map(fromHex),
      ),
    ).toThrow(/consistency proof does not lead/);
  });
});

describe('badCheckpointSignature', () => {
  it('signs checkpoints with the right key hint and a signature that fails', async () => {
    const honest = await logInfo(sandbox);
    await setTlogFaults(sandbox, { badCheckpointSignature: true });
    const info = await logInfo(sandbox);
    expect(info.rootHash).toBe(honest.rootHash);
    const checkpoint = parseCheckpoint(info.signedTreeHead);
    expect(checkpoint.signatures[0]!.keyHintHex).toBe(
      parseCheckpoint(honest.signedTreeHead).signatures[0]!.keyHintHex,
    );
    expect(checkpointVerifies(info.signedTreeHead, pem)).toBe(false);
    const second = await entryAt(2);
    expect(() => verifyLogEntry(second, pem)).toThrow('checkpoint signature does not verify');
    await resetFaults(sandbox);
    expect((await logInfo(sandbox)).signedTreeHead).toBe(honest.signedTreeHead);
  });
});

describe('forkedTree', () => {
  it('serves a split view: same size, other root, and no consistency with what a monitor held', async () => {
    const held = await logInfo(sandbox);
    const state = await setTlogFaults(sandbox, { forkedTree: {} });
    expect(state.forkedTree).toEqual({ fromIndex: held.treeSize - 1 });
    const forked = await logInfo(sandbox);
    expect(forked.treeSize).toBe(held.treeSize);
    expect(forked.rootHash).not.toBe(held.rootHash);
    expect(checkpointVerifies(forked.signedTreeHead, pem)).toBe(true);

    await createEntry(sandbox, randomProposal(signer));
    const grown = await logInfo(sandbox);
    const proof = await consistency(sandbox, `firstSize=${held.treeSize}&lastSize=${grown.treeSize}`);
    expect(() =>
      verifyConsistency(
        held.treeSize,
        grown.treeSize,
        fromHex(held.rootHash),
        fromHex(grown.rootHash),
        proof.json.hashes.map(fromHex),
      ),
    ).toThrow(/old root/);
    // Entries before the fork still check out against the forked heads; the fork point's does not.
    verifyLogEntry(await entryAt(0), pem);
    const atFork = await entryAt(held.treeSize - 1);
    expect(() => verifyLogEntry(atFork, pem)).toThrow(/inclusion proof/);

    await resetFaults(sandbox);
    const real = await logInfo(sandbox);
    const back = await consistency(sandbox, `firstSize=${held.treeSize}&lastSize=${real.treeSize}`);
    verifyConsistency(
      held.treeSize,
      real.treeSize,
      fromHex(held.rootHash),
      fromHex(real.rootHash),
      back.json.hashes.map(fromHex),
    );
  });

  it('forks from a chosen index', async () => {
    await setTlogFaults(sandbox, { forkedTree: { fromIndex: 4 } });
    const first4 = await consistency(sandbox, 'firstSize=4&lastSize=4');
    const first5 = await consistency(sandbox, 'firstSize=5&lastSize=5');
    await resetFaults(sandbox);
    expect((await consistency(sandbox, 'firstSize=4&lastSize=4')).json.rootHash).toBe(first4.json.rootHash);
    expect((await consistency(sandbox, 'firstSize=5&lastSize=5')).json.rootHash).not.toBe(
      first5.json.rootHash,
    );
  });
});

describe('rotatedKey', () => {
  it('signs with a fresh key: new /publicKey, logID and key hint; the pinned key no longer verifies', async () => {
    const honest = only(await entryAt(1));
    await setTlogFaults(sandbox, { rotatedKey: true });
    const rotatedPem = await publicKeyPem(sandbox);
    expect(rotatedPem).not.toBe(pem);
    const map = await entryAt(1);
    const entry = only(map);
    const der = createPublicKey(rotatedPem).export({ type: 'spki', format: 'der' });
    expect(entry.logID).toBe(createHash('sha256').update(der).digest('hex'));
    expect(entry.logID).not.toBe(honest.logID);
    verifyLogEntry(map, rotatedPem);
    expect(() => verifyLogEntry(map, pem)).toThrow(/logID/);
    expect(checkpointVerifies((await logInfo(sandbox)).signedTreeHead, pem)).toBe(false);
    expect(await publicKeyPem(sandbox)).toBe(rotatedPem);
    await resetFaults(sandbox);
    expect(await publicKeyPem(sandbox)).toBe(pem);
  });
});
