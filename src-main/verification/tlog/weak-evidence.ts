// Weak evidence: a transparency-log pass that no checkpoint signed by a trusted key backs. A v0.1 bundle or a
// LogEntry with only a SET, an inclusion proof to a rootHash nobody signed, and a proof file all pass on
// arithmetic or a promise alone, so they pass as "weak" and fail in strict mode.
//
// Which verifiers behave how: sigstore-js (packages/verify/src/timestamp/index.ts verifyTLogTimestamp) and
// sigstore-go offline (pkg/verify/tlog.go VerifyArtifactTransparencyLog) accept a verified SET alone, with no
// strict switch, and accept an inclusion proof only with its checkpoint (sigstore-go pkg/tlog/entry.go
// ParseTransparencyLogEntry: "inclusion proof missing required checkpoint"; sigstore-js verifyCheckpoint).
// Rekor's own sigstore/rekor:pkg/verify/verify.go VerifyLogEntry requires the proof, the signed checkpoint
// and the SET. Verity follows sigstore-js/sigstore-go by default (a SET alone passes, marked weak) and Rekor's
// VerifyLogEntry in strict mode (a checkpoint signed by a trusted key is required).
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { tlogCheck, tlogVerdict } from './check';

const UNSIGNED = 'nothing here is signed by a checkpoint key: the roots are only as given';

/**
 * Why a tlog pass is weak, or null: it is weak unless every checkpoint-signature check passed (at least one).
 * The reason is the detail of the first checkpoint-signature check that did not pass.
 */
export function tlogWeakness(checks: readonly Check[]): string | null {
  if (tlogVerdict(checks) !== 'pass') return null;
  const signatures = checks.filter((c) => c.scope === 'tlog' && c.name === 'checkpoint-signature');
  const unsigned = signatures.find((c) => c.ok !== true);
  if (signatures.length > 0 && unsigned === undefined) return null;
  return unsigned?.detail ?? UNSIGNED;
}

const STRICT = 'strict mode requires a checkpoint signed by a trusted key, as Rekor’s VerifyLogEntry does';

/** Strict mode: a weak pass fails, with the checkpoint-signature check saying why. */
export function requireSignedCheckpoint(report: VerificationReport): VerificationReport {
  if (report.weak === null) return report;
  let marked = false;
  const checks = report.checks.map((check): Check => {
    if (check.scope !== 'tlog' || check.name !== 'checkpoint-signature' || check.ok === true) return check;
    marked = true;
    return { ...check, ok: false, detail: `${check.detail}; ${STRICT}` };
  });
  if (!marked) checks.push(tlogCheck('checkpoint-signature', false, `${UNSIGNED}; ${STRICT}`));
  return { ...report, checks, tlog: tlogVerdict(checks), weak: null };
}
