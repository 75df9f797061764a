// Inclusion proofs (RFC 9162 §2.1.3.2), verified the way transparency-dev/merkle:proof/verify.go does it
// (RootFromInclusionProof: chainInner then chainBorderRight), recording every step so the explorer can draw
// the audit path leaf → root and point at the step that went wrong.
import type { InclusionStep, InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { bitAt, decomposeInclusionProof, hashes } from './merkle-math';
import { hashChildren } from './rfc6962';

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

/**
 * RFC 9162 §2.1.3.2: recompute the root from the leaf and its audit path. Never throws: a malformed input
 * is a failed trace with the reason in `error` (hashes of the wrong length are still shown in hex, so such a
 * trace does not satisfy the InclusionTrace schema's 32-byte pattern). `record: false` leaves `steps`
 * empty, for checks nobody draws.
 */
export function verifyInclusion(input: InclusionProofInput, record = true): InclusionTrace {
  const { leafIndex, treeSize, leafHash, proof, root } = input;
  const base = {
    leafIndex: leafIndex.toString(),
    treeSize: treeSize.toString(),
    leafHash: toHex(leafHash),
    expectedRoot: toHex(root),
  };
  const problem = checkShape(input);
  if (typeof problem === 'string') {
    return { ...base, computedRoot: null, steps: [], ok: false, error: problem };
  }
  const steps: InclusionStep[] = [];
  let hash = leafHash;
  // chainInner: bit i of the index puts sibling i on the left; chainBorderRight: every sibling is left.
  let borderLevel = problem.inner;
  for (let i = 0; i < proof.length; i++) {
    const inner = i < problem.inner;
    const left = !inner || bitAt(leafIndex, i);
    const output = left ? hashChildren(proof[i]!, hash) : hashChildren(hash, proof[i]!);
    if (record) {
      if (!inner) while (!bitAt(leafIndex, borderLevel)) borderLevel++;
      steps.push({
        index: i,
        level: inner ? i : borderLevel++,
        kind: inner ? 'inner' : 'border',
        siblingSide: left ? 'left' : 'right',
        sibling: toHex(proof[i]!),
        input: toHex(hash),
        output: toHex(output),
        status: 'unchecked',
        expectedSibling: null,
      });
    }
    hash = output;
  }
  const computedRoot = toHex(hash);
  const ok = computedRoot === base.expectedRoot;
  return {
    ...base,
    computedRoot,
    steps,
    ok,
    error: ok ? null : rootMismatch(computedRoot, base.expectedRoot),
  };
}

function rootMismatch(computed: string, expected: string): string {
  return `computed root ${computed} differs from expected ${expected}`;
}

/** Everything that rejects a proof before hashing; the proof's inner length when it passes. */
function checkShape(input: InclusionProofInput): string | { inner: number } {
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
  const bad = proof.findIndex((hash) => hash.length !== HASH_BYTES);
  return bad === -1 ? { inner } : wrongLength(`proof hash ${bad}`, proof[bad]!);
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
        `step ${step.index + 1} (${step.siblingSide} sibling at level ${step.level}): the proof says ${step.sibling}, ` +
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
      `step ${stepIndex + 1} does not exist: the proof for leaf ${leafIndex} of ${treeSize} has ${inner + border} steps`,
    );
  }
  if (stepIndex < inner) {
    const level = BigInt(stepIndex);
    const start = ((leafIndex >> level) ^ 1n) << level;
    const full = 1n << level;
    return { start, size: treeSize - start < full ? treeSize - start : full };
  }
  let level = inner;
  for (let seen = -1; ; level++) {
    if (bitAt(leafIndex, level) && ++seen === stepIndex - inner) break;
  }
  const shift = BigInt(level);
  return { start: ((leafIndex >> shift) - 1n) << shift, size: 1n << shift };
}
