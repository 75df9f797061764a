// Many inclusion proofs at once (RFC 9162 §2.1.3.2), for callers that hold a batch — a page of log entries, a
// folder of proof files: the same checks and outcomes as checkInclusion, with the audit paths hashed
// together so primitives that hash several chains side by side (hashChains) can do so.
import { toHex, toHexEach } from './encoding';
import { verifyCrypto, type HashChain } from './crypto';
import {
  checkInclusion,
  checkShape,
  rootMismatch,
  siblingSides,
  type InclusionOutcome,
  type InclusionProofInput,
} from './inclusion';
import { equalBytes } from './merkle-math';

/** checkInclusion for every input, in order; never throws. */
export function checkInclusions(inputs: readonly InclusionProofInput[]): InclusionOutcome[] {
  const hashChains = verifyCrypto().hashChains;
  if (hashChains === undefined) return inputs.map(checkInclusion);
  const outcomes: (InclusionOutcome | undefined)[] = new Array(inputs.length);
  const chains: HashChain[] = [];
  const chained: number[] = [];
  inputs.forEach((input, i) => {
    const shape = checkShape(input);
    if (typeof shape === 'string') {
      outcomes[i] = { ok: false, computedRoot: null, error: shape };
      return;
    }
    chains.push({
      start: input.leafHash,
      siblings: input.proof,
      siblingLeft: siblingSides(input.leafIndex, input.proof.length, shape.inner),
    });
    chained.push(i);
  });
  const roots = chains.length === 0 ? [] : hashChains(chains);
  const rootsHex = toHexEach(roots);
  chained.forEach((i, n) => (outcomes[i] = compareRoot(roots[n]!, rootsHex[n]!, inputs[i]!.root)));
  return outcomes as InclusionOutcome[];
}

function compareRoot(computed: Uint8Array, computedRoot: string, root: Uint8Array): InclusionOutcome {
  return equalBytes(computed, root)
    ? { ok: true, computedRoot, error: null }
    : { ok: false, computedRoot, error: rootMismatch(computedRoot, toHex(root)) };
}
