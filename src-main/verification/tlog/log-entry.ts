// Rekor v1 LogEntry responses (GET /api/v1/log/entries…: `{"<entry ID>": {body, integratedTime, logID,
// logIndex, verification: {inclusionProof, signedEntryTimestamp}}}`, sigstore/rekor:openapi.yaml LogEntry),
// verified check by check into a VerificationReport.
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { prefixChecks, tlogCheck, tlogVerdict } from './check';
import type { CheckpointCache } from './checkpoint-verify';
import { EntryIdError, parseEntryId, type EntryId } from './entry-id';
import { checkInclusions } from './inclusion-batch';
import { hashLeafFast } from './leaf-hash';
import { factsOf, readLogEntryValue, type LogEntryValue } from './log-entry-value';
import { describeBody, entrySubject } from './entry-subject';
import {
  verifyTlogEntry,
  type TlogEntryFacts,
  type TlogEntryOptions,
  type TlogEntryResult,
} from './tlog-entry';
import type { TrustSet } from './trust-types';

/** Whether `json` looks like a LogEntry map: every key an entry ID, every value an object with a body. */
export function isLogEntryShape(json: unknown): json is Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const entries = Object.entries(json);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, value]) =>
        /^[0-9a-fA-F]{64}([0-9a-fA-F]{16})?$/.test(key) &&
        typeof value === 'object' &&
        value !== null &&
        'body' in value,
    )
  );
}

/** Verifies every entry of a LogEntry map; several entries are reported with their IDs in each detail. */
export function verifyLogEntry(
  json: unknown,
  trust: TrustSet,
  cache?: CheckpointCache,
  options: LogEntryOptions = {},
): VerificationReport {
  return verifyLogEntries([json], trust, cache, options)[0]!.report;
}

export interface LogEntryOptions {
  /** Record every proof step for drawing (default); false for bulk checks that only need the verdicts. */
  traces?: boolean;
  /** Describe each entry in the report's subject lines (default); false for lists, which show their own. */
  subject?: boolean;
}

/** The body's kind and apiVersion as the format check read them; null when it could not. */
export type BodyKind = { kind: string; apiVersion: string } | null;

const NOT_A_MAP =
  'a LogEntry is a JSON object {"<entry ID>": {body, integratedTime, logID, logIndex, verification}}';

/**
 * verifyLogEntry for each of a batch of LogEntry maps (a page of a list), each with its first entry's body
 * kind as read on the way. Without traces, the batch's audit paths are hashed together (inclusion-batch.ts).
 */
export function verifyLogEntries(
  jsons: readonly unknown[],
  trust: TrustSet,
  cache?: CheckpointCache,
  options: LogEntryOptions = {},
): Array<{ report: VerificationReport; body: BodyKind }> {
  const maps = jsons.map((json) => {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const record = json as Record<string, unknown>;
    const ids = Object.keys(record);
    return ids.length === 0 ? null : ids.map((id) => prepareEntry(id, record[id]));
  });
  const prepared = maps.flatMap((entries) => entries ?? []).filter((e) => 'facts' in e);
  const precomputed =
    options.traces === false ? inclusionsOf(prepared) : new Map<PreparedEntry, Precomputed>();
  return maps.map((entries) => {
    if (entries === null)
      return { report: reportOf([tlogCheck('entry-format', false, NOT_A_MAP)]), body: null };
    const results = entries.map((entry) =>
      'facts' in entry
        ? finishEntry(entry, trust, options.subject ?? true, {
            cache,
            traces: options.traces,
            ...precomputed.get(entry),
          })
        : entry,
    );
    const checks =
      results.length === 1
        ? results[0]!.checks
        : results.flatMap((r, i) => prefixChecks(`entry ${entries[i]!.id}`, r.checks));
    return { report: reportOf(checks, results[0]), body: results[0]!.body };
  });
}

function reportOf(checks: Check[], first?: EntryOutcome): VerificationReport {
  return {
    kind: 'log-entry',
    tlog: tlogVerdict(checks),
    bundle: 'skipped',
    checks,
    inclusion: first?.inclusion ?? null,
    consistency: null,
    subject: first?.subject ?? [],
  };
}

/** What a batch computes ahead for each entry: its leaf hash, and its proof checked against its own root. */
type Precomputed = Pick<TlogEntryOptions, 'leafHash' | 'inclusion'>;

/** Leaf hashes, and every proof checked with the batch's audit paths hashed side by side. */
function inclusionsOf(prepared: readonly PreparedEntry[]): Map<PreparedEntry, Precomputed> {
  const out = new Map<PreparedEntry, Precomputed>(
    prepared.map((entry) => [entry, { leafHash: hashLeafFast(entry.facts.body) }]),
  );
  const withProof = prepared.filter((entry) => entry.facts.proof !== null);
  const outcomes = checkInclusions(
    withProof.map((entry) => {
      const proof = entry.facts.proof!;
      const { leafHash } = out.get(entry)!;
      return {
        leafIndex: proof.logIndex,
        treeSize: proof.treeSize,
        leafHash: leafHash!,
        proof: proof.hashes,
        root: proof.rootHash,
      };
    }),
  );
  withProof.forEach((entry, i) => (out.get(entry)!.inclusion = outcomes[i]));
  return out;
}

interface EntryOutcome {
  id: string;
  checks: Check[];
  inclusion: TlogEntryResult['inclusion'];
  subject: [string, string][];
  body: BodyKind;
}

/** An entry read and ready for the checks. */
interface PreparedEntry {
  id: string;
  entryId: EntryId;
  entry: LogEntryValue;
  facts: TlogEntryFacts;
  body: { kind: string; apiVersion: string };
}

function prepareEntry(id: string, value: unknown): PreparedEntry | EntryOutcome {
  const formatFailure = (detail: string): EntryOutcome => ({
    id,
    checks: [tlogCheck('entry-format', false, detail)],
    inclusion: null,
    subject: [['entry ID', id]],
    body: null,
  });
  let entryId;
  try {
    entryId = parseEntryId(id);
  } catch (error) {
    if (error instanceof EntryIdError) return formatFailure(error.message);
    throw error;
  }
  const entry = readLogEntryValue(value);
  if (typeof entry === 'string') return formatFailure(entry);
  const facts = factsOf(entryId, entry);
  const body = describeBody(facts.body);
  if (body === null) return formatFailure('the body is not a Rekor entry (JSON with kind and apiVersion)');
  return { id, entryId, entry, facts, body };
}

function finishEntry(
  prepared: PreparedEntry,
  trust: TrustSet,
  subject: boolean,
  entryOptions: TlogEntryOptions,
): EntryOutcome {
  const { id, entryId, entry, facts, body } = prepared;
  const result = verifyTlogEntry(
    facts,
    trust,
    { rekorV2: false, requireSet: false, requireCheckpoint: false, what: 'a LogEntry' },
    entryOptions,
  );
  const format = tlogCheck(
    'entry-format',
    true,
    `Rekor v1 LogEntry ${entryId.entryId.length === 80 ? '(80-hex ID with tree ID)' : '(64-hex UUID)'}: ${body.kind} ${body.apiVersion}, global index ${entry.logIndex}`,
  );
  return {
    id,
    body,
    checks: [format, ...result.checks],
    inclusion: result.inclusion,
    subject: subject
      ? [['entry ID', entryId.entryId], ...entrySubject(facts, result, body), ['logID', toHex(facts.logId)]]
      : [],
  };
}
