// A monitor alert's evidence as one file, re-verified offline: both signed checkpoints as their note text, the
// consistency proof the log served between them (hashes in hex, RFC 9162 order), the log (base URL, origin,
// tree ID, logID) and the key that verified the checkpoints when the alert was raised:
//   {"type":"monitor-alert","version":1,"kind","message","raisedAt","log":{"baseUrl","origin","treeID","logID"},
//    "key":{"name","pem"},"trusted":{"note","fetchedAt"},"served":{"note","fetchedAt"},
//    "consistencyProof":{"size1","size2","hashes":[…]} | null,"proofError": string | null}
// The verdict comes from the notes and the proof alone, checked with the trust given to the audit (never the
// key in the file: it names which key to trust, it cannot vouch for itself). A finding against the log fails
// the tlog verdict, with the same words the monitor used: fork (split view), inconsistent proof, rollback.
import { z } from 'zod';
import type {
  Check,
  ConsistencyTrace,
  VerificationReport,
} from '../../../src-shared/contract/schemas/verification';
import type { ParsedCheckpoint } from '../tlog/checkpoint';
import { tlogCheck, tlogVerdict } from '../tlog/check';
import type { TlogContext } from '../tlog/checkpoint-verify';
import { verifyConsistency } from '../tlog/consistency';
import { consistencyFinding, describeFinding } from '../tlog/consistency-finding';
import { fromHex } from '../tlog/encoding';
import { firstIssue, HexHash, Uint64Json } from '../tlog/json-fields';
import { trustedKeyFromPem } from '../tlog/keys';
import { parseRekorOrigin } from '../tlog/shards';
import { tlogWeakness } from '../tlog/weak-evidence';

export const ALERT_EVIDENCE_TYPE = 'monitor-alert';

const SignedHead = z.object({ note: z.string().min(1), fetchedAt: z.string() });

const AlertEvidenceFile = z.object({
  type: z.literal(ALERT_EVIDENCE_TYPE),
  version: z.literal(1),
  kind: z.enum(['fork', 'rollback', 'inconsistent']),
  message: z.string(),
  raisedAt: z.string(),
  log: z.object({ baseUrl: z.string(), origin: z.string(), treeID: z.string(), logID: HexHash }),
  key: z.object({ name: z.string().nullable(), pem: z.string() }),
  trusted: SignedHead,
  served: SignedHead,
  consistencyProof: z.object({ size1: Uint64Json, size2: Uint64Json, hashes: z.array(HexHash) }).nullable(),
  proofError: z.string().nullable(),
});

/** The evidence file as the monitor writes it (sizes as decimal strings). */
export type AlertEvidence = z.input<typeof AlertEvidenceFile> & {
  consistencyProof: { size1: string; size2: string; hashes: string[] } | null;
};
type ParsedEvidence = z.output<typeof AlertEvidenceFile>;

/** What the evidence shows about the log, in the monitor's words. */
type Finding = 'none' | 'fork' | 'inconsistent proof' | 'rollback' | 'not established';

interface Outcome {
  finding: Finding;
  check: Check;
  trace: ConsistencyTrace | null;
}

/** Re-verifies an alert's evidence: both checkpoints' signatures, that they are one log's, and the finding. */
export function auditAlertEvidence(json: unknown, context: TlogContext, steps = true): VerificationReport {
  const parsed = AlertEvidenceFile.safeParse(json);
  if (!parsed.success) {
    const checks = [
      tlogCheck('entry-format', false, `not Verity alert evidence: ${firstIssue(parsed.error)}`),
    ];
    return evidenceReport(checks, null, []);
  }
  const evidence = parsed.data;
  const trusted = context.verifyCheckpoint(evidence.trusted.note);
  const served = context.verifyCheckpoint(evidence.served.note);
  const heads = trusted.checkpoint && served.checkpoint ? [trusted.checkpoint, served.checkpoint] : null;
  const outcome = heads
    ? judge(evidence, heads[0]!, heads[1]!, steps)
    : notEstablished('a checkpoint did not parse');
  const checks = [
    tlogCheck(
      'entry-format',
      heads !== null,
      heads
        ? `evidence of the monitor's "${evidence.kind}" alert about ${evidence.log.origin}, raised ${evidence.raisedAt}: ` +
            `trusted size ${heads[0]!.size} (fetched ${evidence.trusted.fetchedAt}), served size ` +
            `${heads[1]!.size} (fetched ${evidence.served.fetchedAt})`
        : `a checkpoint of the evidence does not parse: ${trusted.checkpoint ? served.detail : trusted.detail}`,
    ),
    tlogCheck('checkpoint-signature', trusted.ok, `trusted checkpoint: ${trusted.detail}`),
    tlogCheck('checkpoint-signature', served.ok, `served checkpoint: ${served.detail}`),
    keyCheck(evidence, context),
    ...(heads ? [sameLog(evidence, heads[0]!, heads[1]!)] : []),
    outcome.check,
  ];
  return evidenceReport(checks, steps ? outcome.trace : null, [
    ['finding', trusted.ok && served.ok ? outcome.finding : 'not established: a signature does not verify'],
    ['alert', evidence.kind],
    ['log', evidence.log.origin],
    ['tree ID', evidence.log.treeID],
    ['key', `${evidence.key.name ?? 'unnamed'} (logID ${evidence.log.logID})`],
  ]);
}

/** The key the file names is the logID it names, and it is among the keys trusted for this audit. */
function keyCheck(evidence: ParsedEvidence, context: TlogContext): Check {
  let id: string;
  try {
    id = trustedKeyFromPem(evidence.key.pem, { name: evidence.key.name, source: 'pem' }).id;
  } catch (error) {
    return tlogCheck('log-id', false, `the evidence's key does not read: ${(error as Error).message}`);
  }
  if (id !== evidence.log.logID) {
    return tlogCheck(
      'log-id',
      false,
      `the evidence's key has logID ${id}, not the ${evidence.log.logID} it names`,
    );
  }
  const trusted = context.trust.tlogs.some((key) => key.id === id);
  return tlogCheck(
    'log-id',
    trusted,
    trusted
      ? `the evidence's key (logID ${id}) is trusted here`
      : `the evidence names key logID ${id}, which is not trusted here: check it is the log's key, then pass ` +
          'it with --key (or a TrustedRoot that holds it)',
  );
}

/** Both checkpoints are of the log and shard the evidence names. */
function sameLog(evidence: ParsedEvidence, trusted: ParsedCheckpoint, served: ParsedCheckpoint): Check {
  const tree = (checkpoint: ParsedCheckpoint) => parseRekorOrigin(checkpoint.origin)?.treeId.toString();
  const ok =
    trusted.origin === served.origin &&
    trusted.origin === evidence.log.origin &&
    tree(trusted) === evidence.log.treeID;
  return tlogCheck(
    'index',
    ok,
    ok
      ? `both checkpoints are of "${trusted.origin}" (tree ${evidence.log.treeID})`
      : `the checkpoints name "${trusted.origin}" and "${served.origin}"; the evidence names "${evidence.log.origin}" tree ${evidence.log.treeID}`,
  );
}

function notEstablished(why: string): Outcome {
  return {
    finding: 'not established',
    check: tlogCheck('consistency', null, `not checked: ${why}`),
    trace: null,
  };
}

/** How the served checkpoint relates to the trusted one, as the monitor judges it (checkpoint-judge.ts). */
function judge(
  evidence: ParsedEvidence,
  trusted: ParsedCheckpoint,
  served: ParsedCheckpoint,
  steps: boolean,
): Outcome {
  if (served.size < trusted.size) {
    return {
      finding: 'rollback',
      trace: null,
      check: tlogCheck(
        'consistency',
        false,
        `rollback: the log served size ${served.size} after it had signed size ${trusted.size} (the order is the ` +
          "monitor's fetch times, which no signature covers)",
      ),
    };
  }
  const proof = evidence.consistencyProof;
  if (served.size > trusted.size && proof === null) {
    return {
      finding: 'inconsistent proof',
      trace: null,
      check: tlogCheck(
        'consistency',
        false,
        `inconsistent proof: the log gave no proof that size ${served.size} extends size ${trusted.size}` +
          (evidence.proofError ? ` (${evidence.proofError})` : ''),
      ),
    };
  }
  if (proof && (proof.size1 !== trusted.size || proof.size2 !== served.size)) {
    return notEstablished(
      `the proof is from size ${proof.size1} to ${proof.size2}, the checkpoints are sizes ${trusted.size} and ${served.size}`,
    );
  }
  const trace = verifyConsistency(
    {
      size1: trusted.size,
      size2: served.size,
      root1: trusted.rootHash,
      root2: served.rootHash,
      proof: (proof?.hashes ?? []).map(fromHex),
    },
    steps,
  );
  const finding = consistencyFinding(trace);
  return {
    finding: finding === 'consistent' ? 'none' : finding === 'fork' ? 'fork' : 'inconsistent proof',
    trace,
    check: tlogCheck('consistency', finding === 'consistent', describeFinding(finding, trace)),
  };
}

function evidenceReport(
  checks: Check[],
  trace: ConsistencyTrace | null,
  subject: VerificationReport['subject'],
): VerificationReport {
  return {
    kind: 'monitor-alert',
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: 'skipped',
    checks,
    inclusion: null,
    consistency: trace,
    subject,
  };
}
