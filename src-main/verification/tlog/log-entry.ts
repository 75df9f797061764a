// Rekor v1 LogEntry responses (GET /api/v1/log/entries…: `{"<entry ID>": {body, integratedTime, logID,
// logIndex, verification: {inclusionProof, signedEntryTimestamp}}}`, sigstore/rekor:openapi.yaml LogEntry),
// verified check by check into a VerificationReport.
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { prefixChecks, tlogCheck, tlogVerdict } from './check';
import type { TlogContext } from './checkpoint-verify';
import { ENTRY_ID, EntryIdError, parseEntryId } from './entry-id';
import { describeBody } from './entry-body';
import { entrySubject } from './entry-subject';
import { firstIssue } from './json-fields';
import { factsOf, LogEntryValue } from './log-entry-value';
import { verifyTlogEntry } from './tlog-entry';
import { tlogWeakness } from './weak-evidence';
import type { TlogEntryResult } from './tlog-entry-types';

/** Whether `json` looks like a LogEntry map: every key an entry ID, every value an object with a body. */
export function isLogEntryShape(json: unknown): json is Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const entries = Object.entries(json);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, value]) => ENTRY_ID.test(key) && typeof value === 'object' && value !== null && 'body' in value,
    )
  );
}

export interface LogEntryOptions {
  /** Record every proof step for drawing (default); false for checks nobody draws. */
  steps?: boolean;
  /** Describe each entry in the report's subject lines (default); false for lists, which show their own. */
  subject?: boolean;
}

const NOT_A_MAP =
  'a LogEntry is a JSON object {"<entry ID>": {body, integratedTime, logID, logIndex, verification}}';

/** Verifies every entry of a LogEntry map; several entries are reported with their IDs in each detail. */
export function verifyLogEntry(
  json: unknown,
  context: TlogContext,
  options: LogEntryOptions = {},
): VerificationReport {
  const ids = typeof json === 'object' && json !== null && !Array.isArray(json) ? Object.keys(json) : [];
  if (ids.length === 0) return reportOf([tlogCheck('entry-format', false, NOT_A_MAP)]);
  const record = json as Record<string, unknown>;
  const results = ids.map((id) => verifyEntry(id, record[id], context, options));
  const checks =
    results.length === 1
      ? results[0]!.checks
      : results.flatMap((result, i) => prefixChecks(`entry ${ids[i]}`, result.checks));
  return reportOf(checks, results[0]);
}

function reportOf(checks: Check[], first?: EntryOutcome): VerificationReport {
  return {
    kind: 'log-entry',
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: 'skipped',
    checks,
    inclusion: first?.inclusion ?? null,
    consistency: null,
    subject: first?.subject ?? [],
  };
}

interface EntryOutcome {
  checks: Check[];
  inclusion: TlogEntryResult['inclusion'];
  subject: [string, string][];
}

function verifyEntry(
  id: string,
  value: unknown,
  context: TlogContext,
  options: LogEntryOptions,
): EntryOutcome {
  const formatFailure = (detail: string): EntryOutcome => ({
    checks: [tlogCheck('entry-format', false, detail)],
    inclusion: null,
    subject: [['entry ID', id]],
  });
  let entryId;
  try {
    entryId = parseEntryId(id);
  } catch (error) {
    if (error instanceof EntryIdError) return formatFailure(error.message);
    throw error;
  }
  const parsed = LogEntryValue.safeParse(value);
  if (!parsed.success) return formatFailure(`not a Rekor LogEntry: ${firstIssue(parsed.error)}`);
  const entry = parsed.data;
  const facts = factsOf(entryId, entry);
  const body = describeBody(facts.body);
  if (body === null) return formatFailure('the body is not a Rekor entry (JSON with kind and apiVersion)');
  const result = verifyTlogEntry(
    facts,
    context,
    { rekorV2: false, requireSet: false, requireCheckpoint: false, what: 'a LogEntry' },
    options.steps,
  );
  const format = tlogCheck(
    'entry-format',
    true,
    `Rekor v1 LogEntry ${entryId.entryId.length === 80 ? '(80-hex ID with tree ID)' : '(64-hex UUID)'}: ${body.kind} ${body.apiVersion}, global index ${entry.logIndex}`,
  );
  return {
    checks: [format, ...result.checks],
    inclusion: result.inclusion,
    subject:
      options.subject === false
        ? []
        : [
            ['entry ID', entryId.entryId],
            ...entrySubject(facts, result, body),
            ['logID', toHex(facts.logId)],
          ],
  };
}
