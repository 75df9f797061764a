// Tree heads on their own: a signed checkpoint file, or a Rekor LogInfo (GET /api/v1/log) whose active and
// inactive shards each carry a signedTreeHead next to unsigned treeSize/rootHash/treeID fields.
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { toHex } from '../tlog/encoding';
import { prefixChecks, tlogCheck, tlogVerdict } from '../tlog/check';
import { verifySignedNote, type TlogContext } from '../tlog/checkpoint-verify';
import { firstIssue } from '../tlog/json-fields';
import { LogInfo, type TreeHead } from '../tlog/log-info';
import { parseRekorOrigin } from '../tlog/shards';
import { tlogWeakness } from '../tlog/weak-evidence';

/**
 * A checkpoint file: it parses, and a trusted key signed it. A signed note whose text is not a checkpoint
 * (the C2SP spec's own example, a witness statement) is still checked for its signatures, and says so.
 */
export function auditCheckpoint(note: string, context: TlogContext): VerificationReport {
  const result = context.verifyCheckpoint(note);
  const checkpoint = result.checkpoint;
  if (checkpoint === null) return auditPlainNote(note, result.detail, context);
  const checks = [
    tlogCheck(
      'entry-format',
      true,
      `checkpoint "${checkpoint.origin}", size ${checkpoint.size}` +
        (checkpoint.extensions.length > 0 ? `, extension lines: ${checkpoint.extensions.join(' | ')}` : ''),
    ),
    tlogCheck('checkpoint-signature', result.ok, result.detail),
  ];
  return checkpointReport(checks, [
    ['origin', checkpoint.origin],
    ['tree size', checkpoint.size.toString()],
    ['root', toHex(checkpoint.rootHash)],
  ]);
}

function auditPlainNote(note: string, checkpointProblem: string, context: TlogContext): VerificationReport {
  const signed = verifySignedNote(note, context.trust.tlogs, context.crypto);
  const checks =
    signed.text === null
      ? [
          tlogCheck('entry-format', false, signed.detail),
          tlogCheck('checkpoint-signature', null, 'not checked: the note did not parse'),
        ]
      : [
          tlogCheck(
            'entry-format',
            true,
            `a signed note that is not a checkpoint (${checkpointProblem.replace('malformed checkpoint: ', '')}): only its signatures are checked`,
          ),
          tlogCheck('checkpoint-signature', signed.ok, signed.detail),
        ];
  const firstLine = signed.text?.split('\n')[0] ?? '';
  return checkpointReport(checks, signed.text === null ? [] : [['note', firstLine]]);
}

/** Each shard's tree head: signature, signed values = the unsigned fields, origin tree ID = treeID. */
export function auditLogInfo(json: unknown, context: TlogContext): VerificationReport {
  const parsed = LogInfo.safeParse(json);
  if (!parsed.success) {
    const checks = [tlogCheck('entry-format', false, `not a Rekor LogInfo: ${firstIssue(parsed.error)}`)];
    return checkpointReport(checks, []);
  }
  const info = parsed.data;
  const heads = [
    { label: `active shard ${info.treeID}`, head: info },
    ...info.inactiveShards.map((head) => ({ label: `inactive shard ${head.treeID}`, head })),
  ];
  const checks = [
    tlogCheck(
      'entry-format',
      true,
      `Rekor LogInfo: active shard and ${info.inactiveShards.length} inactive shard(s)`,
    ),
    ...heads.flatMap(({ label, head }) => prefixChecks(label, treeHeadChecks(head, context))),
  ];
  return checkpointReport(checks, [
    ['active tree', info.treeID],
    ['active tree size', info.treeSize.toString()],
    ['shards', String(heads.length)],
  ]);
}

/** A checkpoint-like document's report: transparency-log checks only, no proofs, nothing for the bundle. */
export function checkpointReport(
  checks: Check[],
  subject: VerificationReport['subject'],
  kind: 'checkpoint' | 'journal' = 'checkpoint',
): VerificationReport {
  return {
    kind,
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: 'skipped',
    checks,
    inclusion: null,
    consistency: null,
    subject,
  };
}

function treeHeadChecks(head: TreeHead, context: TlogContext): Check[] {
  const result = context.verifyCheckpoint(head.signedTreeHead);
  const checkpoint = result.checkpoint;
  if (checkpoint === null) return [tlogCheck('checkpoint-signature', false, result.detail)];
  const root = toHex(checkpoint.rootHash);
  const agrees = checkpoint.size === head.treeSize && root === head.rootHash;
  const origin = parseRekorOrigin(checkpoint.origin);
  return [
    tlogCheck('checkpoint-signature', result.ok, result.detail),
    tlogCheck(
      'checkpoint-proof',
      agrees,
      agrees
        ? `the signed tree head's size ${checkpoint.size} and root ${root} equal treeSize and rootHash`
        : `the signed tree head says size ${checkpoint.size} root ${root}, the unsigned fields say ${head.treeSize} ${head.rootHash}`,
    ),
    origin === null
      ? tlogCheck('index', null, `origin "${checkpoint.origin}" names no tree ID`)
      : tlogCheck(
          'index',
          origin.treeId.toString() === head.treeID,
          `checkpoint origin tree ${origin.treeId} ${origin.treeId.toString() === head.treeID ? '=' : '≠'} treeID ${head.treeID}`,
        ),
  ];
}
