// Verity proof files — a proof with everything needed to check it, hashes in hex, indices as JSON numbers
// or decimal strings:
//   {"type":"inclusion","leafIndex","treeSize","leafHash","proof":[…],"rootHash"}
//   {"type":"consistency","size1","size2","root1","root2","proof":[…]}
// A proof file carries no signature: a pass means the arithmetic holds for the roots as given, so it is a
// weak pass (weak-evidence.ts) and fails in strict mode.
import { z } from 'zod';
import {
  ConsistencyTrace,
  InclusionTrace,
  type VerificationReport,
} from '../../../src-shared/contract/schemas/verification';
import { fromHex } from '../tlog/encoding';
import { tlogCheck, tlogVerdict } from '../tlog/check';
import { verifyConsistency } from '../tlog/consistency';
import { verifyInclusion } from '../tlog/inclusion';
import { firstIssue, HexHash, Uint64Json } from '../tlog/json-fields';
import { tlogWeakness } from '../tlog/weak-evidence';

const Hash = HexHash.transform(fromHex);
/** Roots are compared byte for byte when sizes are equal (transparency-dev verifyMatch), so any hex is read. */
const AnyHex = z
  .string()
  .regex(/^([0-9a-fA-F]{2})+$/, 'must be hex')
  .transform(fromHex);

const InclusionProofFile = z.object({
  type: z.literal('inclusion'),
  leafIndex: Uint64Json,
  treeSize: Uint64Json,
  leafHash: Hash,
  proof: z.array(Hash),
  rootHash: Hash,
});

const ConsistencyProofFile = z.object({
  type: z.literal('consistency'),
  size1: Uint64Json,
  size2: Uint64Json,
  root1: AnyHex,
  root2: AnyHex,
  proof: z.array(Hash),
});

function formatFailure(kind: VerificationReport['kind'], detail: string): VerificationReport {
  return {
    kind,
    tlog: 'fail',
    weak: null,
    bundle: 'skipped',
    checks: [tlogCheck('entry-format', false, detail)],
    inclusion: null,
    consistency: null,
    subject: [],
  };
}

/** A proof file's roots are as given: no checkpoint signs them (the reason its pass is weak). */
function unsignedRoots(what: string) {
  return tlogCheck(
    'checkpoint-signature',
    null,
    `a proof file carries no checkpoint: ${what} as given, signed by no trusted key`,
  );
}

/** `steps: false` leaves the proof's steps unrecorded (report.inclusion null). */
export function auditInclusionProofFile(json: unknown, steps = true): VerificationReport {
  const parsed = InclusionProofFile.safeParse(json);
  if (!parsed.success)
    return formatFailure('inclusion-proof', `not a Verity inclusion proof file: ${firstIssue(parsed.error)}`);
  const { leafIndex, treeSize, leafHash, proof, rootHash } = parsed.data;
  const trace = verifyInclusion({ leafIndex, treeSize, leafHash, proof, root: rootHash }, steps);
  const checks = [
    tlogCheck(
      'entry-format',
      true,
      `inclusion proof for leaf ${leafIndex} of ${treeSize} with ${proof.length} hashes`,
    ),
    tlogCheck(
      'inclusion',
      trace.ok,
      trace.ok
        ? `the proof recomputes root ${trace.computedRoot} (as given: a proof file carries no signature)`
        : trace.error!,
    ),
    unsignedRoots('the root'),
  ];
  return {
    kind: 'inclusion-proof',
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: 'skipped',
    checks,
    inclusion: steps && InclusionTrace.safeParse(trace).success ? trace : null,
    consistency: null,
    subject: [
      ['leaf index', leafIndex.toString()],
      ['tree size', treeSize.toString()],
      ['root', trace.expectedRoot],
    ],
  };
}

/** `steps: false` leaves the proof's steps unrecorded (report.consistency null). */
export function auditConsistencyProofFile(json: unknown, steps = true): VerificationReport {
  const parsed = ConsistencyProofFile.safeParse(json);
  if (!parsed.success)
    return formatFailure(
      'consistency-proof',
      `not a Verity consistency proof file: ${firstIssue(parsed.error)}`,
    );
  const { size1, size2, root1, root2, proof } = parsed.data;
  const trace = verifyConsistency({ size1, size2, root1, root2, proof }, steps);
  const checks = [
    tlogCheck(
      'entry-format',
      true,
      `consistency proof from size ${size1} to ${size2} with ${proof.length} hashes`,
    ),
    tlogCheck(
      'consistency',
      trace.ok,
      trace.ok
        ? size1 === size2
          ? `both trees have ${size1} leaves and the same root`
          : `the proof recomputes both roots: the ${size2}-leaf tree extends the ${size1}-leaf tree`
        : trace.error!,
    ),
    unsignedRoots('both roots'),
  ];
  return {
    kind: 'consistency-proof',
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: 'skipped',
    checks,
    inclusion: null,
    // Roots that are not 32-byte hashes (a transparency-dev probe uses placeholders) cannot be drawn.
    consistency: steps && ConsistencyTrace.safeParse(trace).success ? trace : null,
    subject: [
      ['size1', size1.toString()],
      ['size2', size2.toString()],
    ],
  };
}
