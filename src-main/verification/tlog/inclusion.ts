// Inclusion proofs (RFC 9162 §2.1.3.2), verified the way transparency-dev/merkle:proof/verify.go does it
// (RootFromInclusionProof: chainInner then chainBorderRight), recording every step so the explorer can draw
// the audit path leaf → root and point at the step that went wrong.
import type { InclusionStep, InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { decomposeInclusionProof, equalBytes, hashes, indexBits, safeIndexWords } from './merkle-math';
import { hashNode } from './node-hash';

export interface InclusionProofInput {
  /** Index of the leaf inside the (shard) tree. */
  leafIndex: bigint;
  treeSize: bigint;
  /** RFC 6962 leaf hash, SHA-256(0x00 ‖ leaf). */
  leafHash: Uint8Array;
  /** Sibling hashes ordered leaf → root. */
  proof: readonly Uint8Array[];
  /** The root the proof must reach. */
  root: Uint8Array;
}

const HASH_BYTES = 32;

/** The outcome of a proof check without its steps: what bulk audits need. */
export type InclusionOutcome = Pick<InclusionTrace, 'ok' | 'computedRoot' | 'error'>;

/**
 * RFC 9162 §2.1.3.2: recompute the root from the leaf and its audit path, step by step. Never throws: a
 * malformed input is a failed trace with the reason in `error` (hashes of the wrong length are still shown
 * in hex, so such a trace does not satisfy the InclusionTrace schema's 32-byte pattern).
 */
export function verifyInclusion(input: InclusionProofInput): InclusionTrace {
  const { leafIndex, treeSize, leafHash, proof, root } = input;
  const leafHex = toHex(leafHash);
  const rootHex = toHex(root);
  const problem = checkShape(input);
  if (typeof problem === 'string') {
    return {
      leafIndex: leafIndex.toString(),
      treeSize: treeSize.toString(),
      leafHash: leafHex,
      expectedRoot: rootHex,
      computedRoot: null,
      steps: [],
      ok: false,
      error: problem,
    };
  }
  const steps = chainSteps(leafIndex, leafHash, leafHex, proof, problem.inner);
  const computedRoot = steps.length === 0 ? leafHex : steps[steps.length - 1]!.output;
  const ok = computedRoot === rootHex;
  return {
    leafIndex: leafIndex.toString(),
    treeSize: treeSize.toString(),
    leafHash: leafHex,
    expectedRoot: rootHex,
    computedRoot,
    steps,
    ok,
    error: ok ? null : rootMismatch(computedRoot, rootHex),
  };
}

/**
 * The same check as verifyInclusion without recording steps (transparency-dev RootFromInclusionProof):
 * for bulk audits, where nobody draws the path.
 */
export function checkInclusion(input: InclusionProofInput): InclusionOutcome {
  const problem = checkShape(input);
  if (typeof problem === 'string') return { ok: false, computedRoot: null, error: problem };
  const { leafIndex, leafHash, proof, root } = input;
  const bit = indexBits(leafIndex);
  // One path, one node at a time: a lone chain would leave three of the four lanes idle (inclusion-batch.ts).
  let hash = leafHash;
  for (let i = 0; i < proof.length; i++) {
    // chainInner: bit i of the index puts the sibling left; chainBorderRight: always left.
    hash = i >= problem.inner || bit(i) ? hashNode(proof[i]!, hash) : hashNode(hash, proof[i]!);
  }
  if (equalBytes(hash, root)) return { ok: true, computedRoot: toHex(hash), error: null };
  const computedRoot = toHex(hash);
  return { ok: false, computedRoot, error: rootMismatch(computedRoot, toHex(root)) };
}

/** transparency-dev/merkle chainInner (bit i of the index) then chainBorderRight: 1 where the sibling is left. */
export function siblingSides(leafIndex: bigint, length: number, inner: number): Uint8Array {
  const left = new Uint8Array(length);
  const words = safeIndexWords(leafIndex);
  if (words === null) {
    const bit = indexBits(leafIndex);
    for (let i = 0; i < length; i++) left[i] = i >= inner || bit(i) ? 1 : 0;
    return left;
  }
  // The bits straight from the index's two 32-bit words: a batch asks this of every proof, and reading them
  // through indexBits' reader cost twice as much.
  const [low, high] = words;
  for (let i = 0; i < length; i++)
    left[i] = i >= inner ? 1 : i < 32 ? (low >>> i) & 1 : (high >>> (i - 32)) & 1;
  return left;
}

export function rootMismatch(computed: string, expected: string): string {
  return `computed root ${computed} differs from expected ${expected}`;
}

/** Everything that rejects a proof before hashing; the proof's inner length when it passes. */
export function checkShape(input: InclusionProofInput): string | { inner: number } {
  const { leafIndex, treeSize, leafHash, proof, root } = input;
  const rangeError = checkLeafInTree(leafIndex, treeSize);
  if (rangeError !== null) return rangeError;
  if (leafHash.length !== HASH_BYTES) return wrongLength('the leaf hash', leafHash);
  if (root.length !== HASH_BYTES) return wrongLength('the expected root', root);
  const { inner, border } = decomposeInclusionProof(leafIndex, treeSize);
  if (proof.length !== inner + border) {
    return (
      `the proof has ${hashes(proof.length)}; leaf ${leafIndex} of a ${treeSize}-leaf tree needs ${inner + border}` +
      ` (${inner} below the right border + ${border} on it)`
    );
  }
  for (let i = 0; i < proof.length; i++) {
    if (proof[i]!.length !== HASH_BYTES) return wrongLength(`proof hash ${i}`, proof[i]!);
  }
  return { inner };
}

/** Go's chainInner (sibling side from bit i of the index) then chainBorderRight (siblings on the left). */
function chainSteps(
  leafIndex: bigint,
  leafHash: Uint8Array,
  leafHex: string,
  proof: readonly Uint8Array[],
  inner: number,
): InclusionStep[] {
  const bit = indexBits(leafIndex);
  const steps: InclusionStep[] = [];
  let hash = leafHash;
  let hashHex = leafHex;
  let level = inner;
  for (let i = 0; i < proof.length; i++) {
    const sibling = proof[i]!;
    const isInner = i < inner;
    if (!isInner) while (!bit(level)) level++;
    const siblingLeft = isInner ? bit(i) : true;
    const output = siblingLeft ? hashNode(sibling, hash) : hashNode(hash, sibling);
    const outputHex = toHex(output);
    steps.push({
      index: i,
      level: isInner ? i : level++,
      kind: isInner ? 'inner' : 'border',
      siblingSide: siblingLeft ? 'left' : 'right',
      sibling: toHex(sibling),
      input: hashHex,
      output: outputHex,
      status: 'unchecked',
      expectedSibling: null,
    });
    hash = output;
    hashHex = outputHex;
  }
  return steps;
}

/** transparency-dev/merkle:proof/verify.go: "index is beyond size" — also covers the empty tree. */
function checkLeafInTree(leafIndex: bigint, treeSize: bigint): string | null {
  if (leafIndex < 0n) return `leaf index ${leafIndex} is negative`;
  if (treeSize <= 0n) return `the tree is empty (size ${treeSize}): it includes no leaf`;
  if (leafIndex >= treeSize) {
    return `leaf index ${leafIndex} is outside a ${treeSize}-leaf tree (valid indices 0..${treeSize - 1n})`;
  }
  return null;
}

function wrongLength(what: string, hash: Uint8Array): string {
  return `${what} is ${hash.length} bytes; RFC 6962 SHA-256 hashes are 32`;
}

/**
 * Cross-checks each step's sibling against an independently obtained hash of the same subtree (see
 * `subtreeOfStep`): a tampered sibling shows up as the one 'failed' step. Steps without an independent
 * value stay 'unchecked'.
 */
export function diagnoseInclusion(
  trace: InclusionTrace,
  independentSiblings: ReadonlyMap<number, Uint8Array>,
): InclusionTrace {
  const failures: string[] = [];
  const steps = trace.steps.map((step): InclusionStep => {
    const independent = independentSiblings.get(step.index);
    if (independent === undefined) return step;
    const expectedSibling = toHex(independent);
    const ok = expectedSibling === step.sibling;
    if (!ok) {
      failures.push(
        `step ${step.index} (${step.siblingSide} sibling at level ${step.level}): the proof says ${step.sibling}, ` +
          `the subtree hashes to ${expectedSibling}`,
      );
    }
    return { ...step, status: ok ? 'ok' : 'failed', expectedSibling };
  });
  const error =
    failures.length === 0
      ? trace.error
      : [...failures, ...(trace.error === null ? [] : [trace.error])].join('; ');
  return { ...trace, steps, error };
}

/**
 * Which leaves the sibling of proof step `stepIndex` covers, [start, start + size): an inner step's
 * sibling is the neighbouring subtree at its level (cut short by the tree's end), a border step's the
 * complete left subtree of 2^level leaves. Callers fetch those leaves (or a proof) to diagnose a step.
 */
export function subtreeOfStep(
  leafIndex: bigint,
  treeSize: bigint,
  stepIndex: number,
): { start: bigint; size: bigint } {
  const rangeError = checkLeafInTree(leafIndex, treeSize);
  if (rangeError !== null) throw new RangeError(rangeError);
  const { inner, border } = decomposeInclusionProof(leafIndex, treeSize);
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= inner + border) {
    throw new RangeError(
      `step ${stepIndex} does not exist: the proof for leaf ${leafIndex} of ${treeSize} has ${inner + border} steps`,
    );
  }
  if (stepIndex < inner) {
    const level = BigInt(stepIndex);
    const start = ((leafIndex >> level) ^ 1n) << level;
    const full = 1n << level;
    return { start, size: treeSize - start < full ? treeSize - start : full };
  }
  const bit = indexBits(leafIndex);
  let level = inner;
  for (let seen = -1; ; level++) {
    if (bit(level) && ++seen === stepIndex - inner) break;
  }
  const shift = BigInt(level);
  return { start: ((leafIndex >> shift) - 1n) << shift, size: 1n << shift };
}
