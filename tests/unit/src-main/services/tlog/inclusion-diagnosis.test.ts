import { describe, expect, it } from 'vitest';
import { createInclusionDiagnosis } from '../../../../../src-main/services/tlog/inclusion-diagnosis';
import type { RekorApi, ServedEntry } from '../../../../../src-main/services/tlog/rekor-api';
import { hashLeaf, merkleTreeHash } from '../../../../../src-main/verification/tlog/rfc6962';
import { verifyInclusion } from '../../../../../src-main/verification/tlog/inclusion';
import { LogEntryValue } from '../../../../../src-main/verification/tlog/log-entry-value';
import { hex, inclusionPath } from '../../../../support/merkle-paths';

const OFFSET = 1000; // global index of the shard's first entry
const endpoint = { profileId: 'p', baseUrl: 'https://log.test' };

/** A shard of `size` entries served through retrieve (bodies) and entry-by-index (with proofs). */
function shardApi(size: number) {
  const bodies = Array.from({ length: size }, (_, i) => new TextEncoder().encode(`entry ${i}`));
  const hashes = bodies.map(hashLeaf);
  const root = hex(merkleTreeHash(hashes));
  const served = (local: number, withProof: boolean): ServedEntry => {
    const json = {
      logID: '00'.repeat(32),
      logIndex: OFFSET + local,
      integratedTime: 0,
      body: Buffer.from(bodies[local]!).toString('base64'),
      verification: withProof
        ? {
            inclusionProof: {
              logIndex: local,
              treeSize: size,
              rootHash: root,
              hashes: inclusionPath(hashes, local).map(hex),
            },
          }
        : undefined,
    };
    return { entryId: hex(hashes[local]!), entry: LogEntryValue.parse(json), json: {} };
  };
  const calls = { retrieve: 0, entry: 0 };
  const api = {
    retrieve: async (_e: unknown, query: { logIndexes: number[] }) => {
      calls.retrieve++;
      expect(query.logIndexes.length).toBeLessThanOrEqual(10);
      return query.logIndexes.filter((i) => i - OFFSET < size).map((i) => served(i - OFFSET, false));
    },
    entry: async (_e: unknown, ref: { logIndex: string }) => {
      calls.entry++;
      return served(Number(ref.logIndex) - OFFSET, true);
    },
  } as unknown as RekorApi;
  return { api, hashes, calls };
}

function tamperedTrace(hashes: Uint8Array[], leaf: number, step: number) {
  const proof = inclusionPath(hashes, leaf);
  proof[step] = Uint8Array.from(proof[step]!, (b, i) => (i === 0 ? b ^ 0xff : b));
  return verifyInclusion({
    leafIndex: BigInt(leaf),
    treeSize: BigInt(hashes.length),
    leafHash: hashes[leaf]!,
    proof,
    root: merkleTreeHash(hashes),
  });
}

describe('inclusion proof diagnosis', () => {
  it('pins a tampered sibling to its step, from entry bodies for small subtrees', async () => {
    const { api, hashes, calls } = shardApi(200);
    const leaf = 137;
    for (const step of [0, 3, inclusionPath(hashes, leaf).length - 1]) {
      const trace = tamperedTrace(hashes, leaf, step);
      expect(trace.ok).toBe(false);
      const { trace: diagnosed, problems } = await createInclusionDiagnosis(api).diagnose(
        endpoint,
        trace,
        BigInt(OFFSET),
      );
      expect(problems).toEqual([]);
      expect(diagnosed.steps.filter((s) => s.status === 'failed').map((s) => s.index)).toEqual([step]);
      expect(diagnosed.steps.every((s) => s.status !== 'unchecked')).toBe(true);
      expect(diagnosed.steps[step]!.expectedSibling).toBe(hex(inclusionPath(hashes, leaf)[step]!));
      expect(diagnosed.error).toMatch(new RegExp(`step ${step + 1} `));
    }
    expect(calls.entry).toBe(0);
  });

  it('derives subtrees of more than 256 leaves from another leaf’s proof, splitting incomplete ones', async () => {
    const { api, hashes, calls } = shardApi(1100);
    const leaf = 600; // its level-9 sibling is [0, 512): complete, 512 leaves
    const steps = inclusionPath(hashes, leaf).length;
    for (let step = 0; step < steps; step++) {
      const trace = tamperedTrace(hashes, leaf, step);
      const { trace: diagnosed, problems } = await createInclusionDiagnosis(api).diagnose(
        endpoint,
        trace,
        BigInt(OFFSET),
      );
      expect(problems).toEqual([]);
      expect(diagnosed.steps.filter((s) => s.status === 'failed').map((s) => s.index)).toEqual([step]);
    }
    expect(calls.entry).toBeGreaterThan(0);
    // Leaf 10: the right-edge sibling [512, 1100) is incomplete and larger than 256: split into complete parts.
    const trace = tamperedTrace(hashes, 10, inclusionPath(hashes, 10).length - 1);
    const { trace: diagnosed } = await createInclusionDiagnosis(api).diagnose(
      endpoint,
      trace,
      BigInt(OFFSET),
    );
    expect(diagnosed.steps.filter((s) => s.status === 'failed').map((s) => s.index)).toEqual([
      inclusionPath(hashes, 10).length - 1,
    ]);
  });

  it('does not take a witness proof that fails itself (a log tampering with every proof)', async () => {
    const { api, hashes } = shardApi(1100);
    const tampering = {
      ...api,
      entry: async (e: unknown, ref: { logIndex: string }) => {
        const served = (await api.entry(e as never, ref))!;
        const proof = served.entry.verification!.inclusionProof!;
        proof.hashes[0] = 'ff'.repeat(32);
        return served;
      },
    } as unknown as RekorApi;
    const leaf = 600;
    const trace = tamperedTrace(hashes, leaf, 0);
    const { trace: diagnosed, problems } = await createInclusionDiagnosis(tampering).diagnose(
      endpoint,
      trace,
      BigInt(OFFSET),
    );
    expect(diagnosed.steps.filter((s) => s.status === 'failed').map((s) => s.index)).toEqual([0]);
    const large = diagnosed.steps.find((s) => s.status === 'unchecked');
    expect(large).toBeDefined();
    expect(problems.join('\n')).toMatch(/own inclusion proof fails too/);
  });

  it('leaves a step unchecked, with the reason, when its subtree cannot be obtained', async () => {
    const { hashes } = shardApi(40);
    const failing = {
      retrieve: async () => [],
      entry: async () => null,
    } as unknown as RekorApi;
    const trace = tamperedTrace(hashes, 5, 1);
    const { trace: diagnosed, problems } = await createInclusionDiagnosis(failing).diagnose(
      endpoint,
      trace,
      BigInt(OFFSET),
    );
    expect(diagnosed.steps.every((s) => s.status === 'unchecked')).toBe(true);
    expect(problems[0]).toMatch(/did not return entry/);
  });
});
