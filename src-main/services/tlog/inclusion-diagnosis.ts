import type { InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import { fromHex } from '../../verification/tlog/encoding';
import { diagnoseInclusion, subtreeOfStep, verifyInclusion } from '../../verification/tlog/inclusion';
import { hashChildren, hashLeaf, merkleTreeHash } from '../../verification/tlog/rfc6962';
import { chunk, mapConcurrent } from './concurrency';
import type { LogEndpoint, RekorApi, ServedEntry } from './rekor-api';
import { RETRIEVE_BATCH } from './rekor-schemas';

/** Subtrees up to this many leaves are recomputed from the entries themselves. */
const MAX_LEAVES_FROM_BODIES = 256n;
const CONCURRENCY = 4;

function leafHashOf(served: ServedEntry): Uint8Array {
  return hashLeaf(served.entry.body.bytes);
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} ${value} is past 2^53`);
  return Number(value);
}

/**
 * Independent values for the siblings of a failed inclusion proof, so the
 * step the log got wrong can be named. A sibling subtree of at most 256
 * leaves is recomputed from those entries' bodies (fetched 10 per
 * `entries/retrieve`, 4 requests at a time); a larger one is derived from
 * another leaf's inclusion proof (a complete subtree hashes the same in
 * every later tree), splitting an incomplete right-edge subtree first
 * (RFC 6962 §2.1: MTH(D[n]) = node(MTH(D[0:k]), MTH(D[k:n]))).
 */
export function createInclusionDiagnosis(api: RekorApi) {
  async function leafRangeHash(endpoint: LogEndpoint, offset: bigint, start: bigint, size: bigint) {
    const first = offset + start;
    const indexes = Array.from({ length: Number(size) }, (_, i) =>
      toSafeNumber(first + BigInt(i), 'log index'),
    );
    const batches = await mapConcurrent(chunk(indexes, RETRIEVE_BATCH), CONCURRENCY, (logIndexes) =>
      api.retrieve(endpoint, { logIndexes }),
    );
    const byIndex = new Map(batches.flat().map((s) => [s.entry.logIndex, s]));
    const leafHashes = indexes.map((index) => {
      const served = byIndex.get(BigInt(index));
      if (!served) throw new Error(`the log did not return entry ${index}`);
      return leafHashOf(served);
    });
    return merkleTreeHash(leafHashes);
  }

  async function completeSubtreeFromProof(
    endpoint: LogEndpoint,
    offset: bigint,
    start: bigint,
    size: bigint,
  ) {
    const served = await api.entry(endpoint, { logIndex: (offset + start).toString() });
    const proof = served?.entry.verification?.inclusionProof;
    if (!served || !proof) throw new Error(`entry ${offset + start} came back without an inclusion proof`);
    if (proof.logIndex !== start || proof.treeSize < start + size) {
      throw new Error(`entry ${offset + start}'s proof is for another position or an older tree`);
    }
    const levels = size.toString(2).length - 1;
    if (proof.hashes.length < levels) throw new Error(`entry ${offset + start}'s proof is too short`);
    // A log that tampers with every proof cannot be checked against itself: only a proof that reaches its
    // own root is used as a witness for another.
    const siblings = proof.hashes.map(fromHex);
    const own = verifyInclusion(
      {
        leafIndex: start,
        treeSize: proof.treeSize,
        leafHash: leafHashOf(served),
        proof: siblings,
        root: fromHex(proof.rootHash),
      },
      false,
    );
    if (!own.ok)
      throw new Error(`entry ${offset + start}'s own inclusion proof fails too, so it proves nothing here`);
    let hash = leafHashOf(served);
    for (let level = 0; level < levels; level++) {
      const sibling = siblings[level]!;
      hash = (start >> BigInt(level)) & 1n ? hashChildren(sibling, hash) : hashChildren(hash, sibling);
    }
    return hash;
  }

  async function subtreeHash(
    endpoint: LogEndpoint,
    offset: bigint,
    start: bigint,
    size: bigint,
  ): Promise<Uint8Array> {
    if (size <= MAX_LEAVES_FROM_BODIES) return leafRangeHash(endpoint, offset, start, size);
    if ((size & (size - 1n)) === 0n) return completeSubtreeFromProof(endpoint, offset, start, size);
    let split = 1n;
    while (split * 2n < size) split *= 2n;
    const left = await subtreeHash(endpoint, offset, start, split);
    const right = await subtreeHash(endpoint, offset, start + split, size - split);
    return hashChildren(left, right);
  }

  return {
    /**
     * `trace` is the failed inclusion of the entry at shard index
     * trace.leafIndex; `offset` = global index − shard index. Steps whose
     * subtree could not be obtained stay 'unchecked', with the reason.
     */
    async diagnose(
      endpoint: LogEndpoint,
      trace: InclusionTrace,
      offset: bigint,
    ): Promise<{ trace: InclusionTrace; problems: string[] }> {
      const leafIndex = BigInt(trace.leafIndex);
      const treeSize = BigInt(trace.treeSize);
      const independent = new Map<number, Uint8Array>();
      const problems: string[] = [];
      for (const step of trace.steps) {
        try {
          const { start, size } = subtreeOfStep(leafIndex, treeSize, step.index);
          independent.set(step.index, await subtreeHash(endpoint, offset, start, size));
        } catch (error) {
          problems.push(`step ${step.index + 1}: ${(error as Error).message}`);
        }
      }
      return { trace: diagnoseInclusion(trace, independent), problems };
    },
  };
}

export type InclusionDiagnosis = ReturnType<typeof createInclusionDiagnosis>;
