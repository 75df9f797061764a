// Consistency proofs (RFC 9162 §2.1.4.2), verified as transparency-dev/merkle:proof/verify.go
// VerifyConsistency does it, recording every hash with both running roots so the explorer can draw how
// the old tree sits inside the new one.
import type { ConsistencyStep, ConsistencyTrace } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { bitAt, decomposeInclusionProof, hashes, trailingZeros } from './merkle-math';
import { hashChildren } from './rfc6962';

export interface ConsistencyProofInput {
  size1: bigint;
  size2: bigint;
  root1: Uint8Array;
  root2: Uint8Array;
  /** RFC 9162 SUBPROOF order. */
  proof: readonly Uint8Array[];
}

const HASH_BYTES = 32;

/**
 * RFC 9162 §2.1.4.2: check that the tree of size2 (root2) extends the tree of size1 (root1). Never throws.
 * Like Go's verifyMatch, equal sizes only compare the two roots byte for byte, whatever their length.
 * `record: false` leaves `steps` empty, for checks nobody draws.
 */
export function verifyConsistency(input: ConsistencyProofInput, record = true): ConsistencyTrace {
  const { size1, size2, root1, root2, proof } = input;
  const base = { size1: size1.toString(), size2: size2.toString(), root1: toHex(root1), root2: toHex(root2) };
  const rejected = (error: string): ConsistencyTrace => ({
    ...base,
    computedRoot1: null,
    computedRoot2: null,
    steps: [],
    ok: false,
    error,
  });
  if (size1 < 0n || size2 < 0n) return rejected(`tree sizes cannot be negative (${size1}, ${size2})`);
  if (size2 < size1) return rejected(`size1 (${size1}) is larger than size2 (${size2}): a log never shrinks`);
  if (size1 === 0n) return rejected('size1 is 0: a consistency proof from the empty tree is meaningless');
  if (size1 === size2) {
    if (proof.length > 0) {
      return rejected(`both sizes are ${size1}, so the proof must be empty; it has ${hashes(proof.length)}`);
    }
    const ok = base.root1 === base.root2;
    return {
      ...base,
      computedRoot1: base.root1,
      computedRoot2: base.root1,
      steps: [],
      ok,
      error: ok
        ? null
        : `both trees have ${size1} leaves but their roots differ: ${base.root1} vs ${base.root2}`,
    };
  }
  if (proof.length === 0) return rejected(`size1 (${size1}) < size2 (${size2}) but the proof is empty`);
  if (root1.length !== HASH_BYTES)
    return rejected(`root1 is ${root1.length} bytes; RFC 6962 SHA-256 roots are 32`);
  const badHash = proof.findIndex((hash) => hash.length !== HASH_BYTES);
  if (badHash !== -1) {
    return rejected(
      `proof hash ${badHash} is ${proof[badHash]!.length} bytes; RFC 6962 SHA-256 hashes are 32`,
    );
  }
  const decomposed = decomposeInclusionProof(size1 - 1n, size2);
  const shift = trailingZeros(size1);
  const inner = decomposed.inner - shift;
  const border = decomposed.border;
  // When size1 is a power of two its root is itself a node of the new tree and seeds both chains.
  const seedFromRoot1 = size1 === 1n << BigInt(shift);
  const start = seedFromRoot1 ? 0 : 1;
  if (proof.length !== start + inner + border) {
    return rejected(
      `the proof has ${hashes(proof.length)}; from size ${size1} to size ${size2} it needs ${start + inner + border}` +
        ` (${start} seed + ${inner} inner + ${border} border)`,
    );
  }
  const { steps, hash1, hash2 } = chainBoth(
    proof,
    start,
    inner,
    (size1 - 1n) >> BigInt(shift),
    seedFromRoot1 ? root1 : proof[0]!,
    record,
  );
  const computedRoot1 = toHex(hash1);
  const computedRoot2 = toHex(hash2);
  const error =
    computedRoot1 !== base.root1
      ? `recomputed old root ${computedRoot1} differs from root1 ${base.root1}`
      : computedRoot2 !== base.root2
        ? `recomputed new root ${computedRoot2} differs from root2 ${base.root2}`
        : null;
  return { ...base, computedRoot1, computedRoot2, steps, ok: error === null, error };
}

/**
 * Go's chainInnerRight (old root: only left siblings join), chainInner (new root: both sides) and
 * chainBorderRight (both roots), run side by side from the seed.
 */
function chainBoth(
  proof: readonly Uint8Array[],
  start: number,
  inner: number,
  mask: bigint,
  seed: Uint8Array,
  record: boolean,
): { steps: ConsistencyStep[]; hash1: Uint8Array; hash2: Uint8Array } {
  const steps: ConsistencyStep[] = [];
  let hash1 = seed;
  let hash2 = seed;
  if (record && start === 1) {
    const seedHex = toHex(seed);
    steps.push({
      index: 0,
      kind: 'seed',
      usedFor: 'both',
      siblingSide: null,
      hash: seedHex,
      oldRoot: seedHex,
      newRoot: seedHex,
    });
  }
  for (let i = start; i < proof.length; i++) {
    const hash = proof[i]!;
    const level = i - start;
    const isInner = level < inner;
    const left = isInner ? bitAt(mask, level) : true;
    if (left) hash1 = hashChildren(hash, hash1);
    hash2 = left ? hashChildren(hash, hash2) : hashChildren(hash2, hash);
    if (!record) continue;
    steps.push({
      index: i,
      kind: isInner ? 'inner' : 'border',
      usedFor: left ? 'both' : 'new-only',
      siblingSide: left ? 'left' : 'right',
      hash: toHex(hash),
      oldRoot: left ? toHex(hash1) : null,
      newRoot: toHex(hash2),
    });
  }
  return { steps, hash1, hash2 };
}
