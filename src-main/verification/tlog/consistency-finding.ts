// What a failed consistency check between two signed tree heads shows. A proof that reproduces the new
// signed root while putting another root at the old size is the log's own evidence of two trees (a split
// view, as the witness ecosystem and sigstore/rekor-monitor treat it); a proof that does not even reproduce
// the new root proves nothing about the log, only that this proof is wrong (a faulty or tampered answer).
import type { ConsistencyTrace } from '../../../src-shared/contract/schemas/verification';

export type ConsistencyFinding = 'consistent' | 'fork' | 'inconsistent-proof';

export function consistencyFinding(trace: ConsistencyTrace): ConsistencyFinding {
  if (trace.ok) return 'consistent';
  // Same size, different roots: both signed, no proof needed.
  if (trace.size1 === trace.size2) return trace.root1 === trace.root2 ? 'inconsistent-proof' : 'fork';
  const newRootHolds = trace.computedRoot2 !== null && trace.computedRoot2 === trace.root2;
  const oldRootDiffers = trace.computedRoot1 !== null && trace.computedRoot1 !== trace.root1;
  return newRootHolds && oldRootDiffers ? 'fork' : 'inconsistent-proof';
}

/** One sentence for the finding, for alerts and audit reports alike. */
export function describeFinding(finding: ConsistencyFinding, trace: ConsistencyTrace): string {
  const { size1, size2, root1, root2 } = trace;
  switch (finding) {
    case 'consistent':
      return size1 === size2
        ? `both trees have ${size1} leaves and the same root`
        : `the proof recomputes both roots: the ${size2}-leaf tree extends the ${size1}-leaf tree`;
    case 'fork':
      return size1 === size2
        ? `fork (split view): two signed trees of size ${size1} have different roots, ${root1} and ${root2}`
        : `fork (split view): the log's proof reproduces its signed root ${root2} of size ${size2} but puts root ` +
            `${trace.computedRoot1} at size ${size1}, where a checkpoint it signed has ${root1}`;
    case 'inconsistent-proof':
      return `inconsistent proof: the proof from size ${size1} to ${size2} does not verify (${trace.error ?? 'it fails'}); a faulty or tampered proof, not by itself evidence of a split view`;
  }
}
