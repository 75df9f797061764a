// The proof half of the transparency-log checks (see tlog-entry.ts): the inclusion proof against its own
// root and against the signed checkpoint, the checkpoint's signature, and checkpoint ↔ proof agreement.
import type { Check, InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { tlogCheck } from './check';
import type { CheckpointVerification } from './checkpoint-verify';
import { verifyInclusion } from './inclusion';
import type { TlogEntryFacts, TlogEntryProof, TlogRules } from './tlog-entry-types';

/**
 * RFC 9162 §2.1.3.2 against the proof's own root, and against the signed checkpoint's root. `steps`:
 * record the proof's steps for drawing.
 */
export function checkInclusionClaim(
  facts: TlogEntryFacts,
  leafHash: Uint8Array,
  checkpoint: CheckpointVerification | null,
  setVerified: boolean,
  rules: TlogRules,
  steps: boolean,
): { check: Check; trace: InclusionTrace | null } {
  const { proof } = facts;
  if (proof === null) return { check: checkWithoutProof(setVerified, rules), trace: null };
  const target = { leafIndex: proof.logIndex, leafHash, proof: proof.hashes };
  const trace = verifyInclusion({ ...target, treeSize: proof.treeSize, root: proof.rootHash }, steps);
  const signed = checkpoint?.checkpoint ?? null;
  // The common case: the checkpoint signs exactly the proof's size and root, so the first run already did it.
  const sameTarget =
    signed !== null && signed.size === proof.treeSize && toHex(signed.rootHash) === trace.expectedRoot;
  const signedTrace =
    signed === null
      ? null
      : sameTarget
        ? trace
        : verifyInclusion({ ...target, treeSize: signed.size, root: signed.rootHash }, false);
  const what = `leaf ${proof.logIndex} of ${proof.treeSize}: ${proof.hashes.length} hashes`;
  let check: Check;
  if (!trace.ok) {
    const reachesSigned =
      signedTrace?.ok === true
        ? '; yet the proof does reach the signed checkpoint root, so inclusionProof.rootHash/treeSize were altered'
        : '';
    check = tlogCheck('inclusion', false, `${trace.error}${reachesSigned}`);
  } else if (signedTrace !== null && !signedTrace.ok) {
    check = tlogCheck(
      'inclusion',
      false,
      `${what} reach inclusionProof.rootHash but not the checkpoint (size ${signed!.size}): ${signedTrace.error}`,
    );
  } else if (signedTrace !== null) {
    check = tlogCheck(
      'inclusion',
      true,
      `${what} recompute root ${trace.computedRoot}, the root the checkpoint signs`,
    );
  } else if (!setVerified) {
    check = tlogCheck(
      'inclusion',
      false,
      `${what} recompute rootHash ${trace.computedRoot}, but nothing signs that root: no checkpoint and no verified SET`,
    );
  } else {
    check = tlogCheck(
      'inclusion',
      true,
      `${what} recompute rootHash ${trace.computedRoot} (unsigned: the entry has no checkpoint; the SET vouches for inclusion)`,
    );
  }
  return { check, trace: steps ? trace : null };
}

/** No proof: fine for a LogEntry or v0.1 bundle whose SET verified, a failure for anything else. */
function checkWithoutProof(setVerified: boolean, rules: TlogRules): Check {
  if (rules.requireCheckpoint) {
    return tlogCheck('inclusion', false, `${rules.what} requires an inclusion proof and this entry has none`);
  }
  return setVerified
    ? tlogCheck('inclusion', null, 'no inclusion proof: SET (inclusion promise) only')
    : tlogCheck(
        'inclusion',
        false,
        'no inclusion proof and no verified SET: nothing shows the entry was logged',
      );
}

export function checkCheckpointSignature(
  facts: TlogEntryFacts,
  checkpoint: CheckpointVerification | null,
  rules: TlogRules,
): Check {
  if (facts.proof === null)
    return tlogCheck(
      'checkpoint-signature',
      null,
      'no inclusion proof, so no signed checkpoint backs the entry',
    );
  if (checkpoint === null) {
    return rules.requireCheckpoint
      ? tlogCheck(
          'checkpoint-signature',
          false,
          `${rules.what} requires a signed checkpoint with the inclusion proof; there is none`,
        )
      : tlogCheck(
          'checkpoint-signature',
          null,
          'no checkpoint: the inclusion proof only reaches an unsigned rootHash',
        );
  }
  const head =
    checkpoint.checkpoint === null
      ? ''
      : `checkpoint "${checkpoint.checkpoint.origin}" size ${checkpoint.checkpoint.size}: `;
  return tlogCheck('checkpoint-signature', checkpoint.ok, head + checkpoint.detail);
}

/** rekor.md §4 (conformance checkpoint-wrong-roothash_fail): the signed size and root are the proof's. */
export function checkCheckpointProof(
  proof: TlogEntryProof | null,
  checkpoint: CheckpointVerification | null,
): Check {
  if (proof === null || checkpoint === null)
    return tlogCheck('checkpoint-proof', null, 'no checkpoint to compare the proof with');
  const signed = checkpoint.checkpoint;
  if (signed === null)
    return tlogCheck(
      'checkpoint-proof',
      null,
      'the checkpoint did not parse, so there is nothing to compare',
    );
  const root = toHex(proof.rootHash);
  const signedRoot = toHex(signed.rootHash);
  if (signed.size === proof.treeSize && signedRoot === root) {
    return tlogCheck(
      'checkpoint-proof',
      true,
      `the checkpoint signs size ${signed.size} and root ${signedRoot}, the proof's treeSize and rootHash`,
    );
  }
  return tlogCheck(
    'checkpoint-proof',
    false,
    `the checkpoint signs size ${signed.size} root ${signedRoot}, but the inclusion proof claims treeSize ${proof.treeSize} rootHash ${root}`,
  );
}
