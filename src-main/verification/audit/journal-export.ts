// An exported operation journal (the console's journal.export), re-verified offline: its records with their
// chain fields, and the journal's head as a checkpoint signed by the console's journal key:
//   {"type":"verity-journal","version":1,"exportedAt","filters":{…},"records":[{"seq","opId","event",…,
//    "prevHash","hash"}],"head":{"records","hash"},"checkpoint":{"note","key":{"name","pem"}}}
// The checkpoint (C2SP tlog-checkpoint: origin, record count, head hash) is checked with the trust given to
// the audit, never the key in the file: it names which key to trust, it cannot vouch for itself. The records
// are then held to the signed head: the chain whole, its last record the head, as many records as it counts.
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { JournalExport } from '../../../src-shared/contract/schemas/journal';
import { findChainProblem, type JournalRecord } from '../journal/journal-chain';
import { tlogCheck } from '../tlog/check';
import type { ParsedCheckpoint } from '../tlog/checkpoint';
import type { TlogContext } from '../tlog/checkpoint-verify';
import { toHex } from '../tlog/encoding';
import { firstIssue } from '../tlog/json-fields';
import { trustedKeyFromPem } from '../tlog/keys';
import { checkpointReport } from './checkpoint-documents';

export const JOURNAL_EXPORT_TYPE = 'verity-journal';

type Export = JournalExport;

/** Re-verifies an exported journal: the head's signature, the file's key trusted, the records against the head. */
export function auditJournalExport(json: unknown, context: TlogContext): VerificationReport {
  const parsed = JournalExport.safeParse(json);
  if (!parsed.success) {
    return checkpointReport(
      [tlogCheck('entry-format', false, `not a Verity journal export: ${firstIssue(parsed.error)}`)],
      [],
      'journal',
    );
  }
  const file = parsed.data;
  const signed = context.verifyCheckpoint(file.checkpoint.note);
  const head = signed.checkpoint;
  const partial = Object.keys(file.filters).length > 0;
  const checks = [
    tlogCheck(
      'entry-format',
      head !== null,
      head
        ? `a journal export of ${file.records.length} record(s), exported ${file.exportedAt}` +
            (partial ? ` with filters ${JSON.stringify(file.filters)}` : ', unfiltered')
        : `its checkpoint does not parse: ${signed.detail}`,
    ),
    tlogCheck(
      'checkpoint-signature',
      signed.ok,
      signed.ok
        ? `the journal's head: ${signed.detail}`
        : `the journal's head is unsigned or untrusted: ${signed.detail}`,
    ),
    keyCheck(file, context),
    ...(head ? [headCheck(file, head), chainCheck(file, head, partial)] : []),
  ];
  return checkpointReport(
    checks,
    [
      ['journal', head?.origin ?? 'unknown'],
      ['records', head ? `${head.size}` : `${file.head.records} (unsigned)`],
      ['head', file.head.hash],
      ['exported', file.exportedAt],
    ],
    'journal',
  );
}

/** The key the file names is among the keys trusted for this audit. */
function keyCheck(file: Export, context: TlogContext): Check {
  let id: string;
  try {
    id = trustedKeyFromPem(file.checkpoint.key.pem, { name: file.checkpoint.key.name, source: 'pem' }).id;
  } catch (error) {
    return tlogCheck('log-id', false, `the export's key does not read: ${(error as Error).message}`);
  }
  const trusted = context.trust.tlogs.some((key) => key.id === id);
  return tlogCheck(
    'log-id',
    trusted,
    trusted
      ? `the export's journal key (${id.slice(0, 16)}) is trusted here`
      : `the export names journal key ${id.slice(0, 16)}, which is not trusted here: check it is the console's ` +
          'journal key (an earlier export you trust carries it), then pass it with --key',
  );
}

/** The head written in the file is the one the checkpoint signs. */
function headCheck(file: Export, head: ParsedCheckpoint): Check {
  const rootHex = toHex(head.rootHash);
  const ok = head.size === BigInt(file.head.records) && rootHex === file.head.hash;
  return tlogCheck(
    'checkpoint-proof',
    ok,
    ok
      ? `the checkpoint signs the head: ${head.size} record(s), last hash ${rootHex.slice(0, 16)}…`
      : `the file's head (${file.head.records} records, ${file.head.hash.slice(0, 16)}…) is not the signed one ` +
          `(${head.size} records, ${rootHex.slice(0, 16)}…)`,
  );
}

/** The records against the signed head: first in the file's order, then along the chain, then its end. */
function chainCheck(file: Export, head: ParsedCheckpoint, partial: boolean): Check {
  const records = file.records as unknown as JournalRecord[];
  const outOfPlace = records.findIndex((record, i) => i > 0 && record.seq <= records[i - 1]!.seq);
  if (outOfPlace !== -1) {
    const [before, record] = [records[outOfPlace - 1]!, records[outOfPlace]!];
    return tlogCheck(
      'journal-chain',
      false,
      `Record ${record.seq} (operation ${record.opId}) is out of order: it stands after record ${before.seq} in the file`,
    );
  }
  const problem = findChainProblem(records, { partial });
  if (problem) return tlogCheck('journal-chain', false, problem.message);
  const rootHex = toHex(head.rootHash);
  if (partial) {
    const last = records.at(-1);
    if (last && last.seq === Number(head.size) && last.hash !== rootHex) {
      return tlogCheck('journal-chain', false, `Record ${last.seq}, the newest, is not the signed head`);
    }
    return tlogCheck(
      'journal-chain',
      true,
      `each of the ${records.length} record(s) matches its hash, and each that follows another in the journal ` +
        `is chained to it; records the filters left out cannot be told from removed ones (of ${head.size} in ` +
        'the journal): export without filters to check the whole chain',
    );
  }
  const last = records.at(-1);
  if (BigInt(records.length) !== head.size || (last?.hash ?? null) !== (head.size === 0n ? null : rootHex)) {
    const missing = Number(head.size) - records.length;
    return tlogCheck(
      'journal-chain',
      false,
      missing > 0
        ? `Record ${records.length + 1}${missing > 1 ? ` to ${head.size}` : ''} was removed: the signed head ` +
            `counts ${head.size} records and the file holds ${records.length}`
        : `The records do not end at the signed head (${head.size} records, last hash ${rootHex.slice(0, 16)}…)`,
    );
  }
  return tlogCheck(
    'journal-chain',
    true,
    `all ${records.length} record(s) are chained in order, the last one the signed head`,
  );
}
