// Rekor v1 LogEntry responses (GET /api/v1/log/entries…: `{"<entry ID>": {body, integratedTime, logID,
// logIndex, verification: {inclusionProof, signedEntryTimestamp}}}`, sigstore/rekor:openapi.yaml LogEntry),
// verified check by check into a VerificationReport.
import { z } from 'zod';
import type { Check, VerificationReport } from '../../contract/schemas/verification';
import { fromHex, toHex } from '../encoding';
import { decodeBase64 } from './base64';
import { prefixChecks, tlogCheck, tlogVerdict } from './check';
import type { CheckpointCache } from './checkpoint-verify';
import { EntryIdError, parseEntryId } from './entry-id';
import { Base64Bytes, firstIssue, HexHash, Uint64Json } from './json-fields';
import { parseLogEntryValueFast } from './log-entry-fast-parse';
import { describeBody, entrySubject } from './entry-subject';
import {
  verifyTlogEntry,
  type TlogEntryFacts,
  type TlogEntryOptions,
  type TlogEntryResult,
} from './tlog-entry';
import type { TrustSet } from './trust-types';

export const LogEntryValue = z.object({
  body: z.string().transform((text, ctx) => {
    const bytes = decodeBase64(text);
    if (bytes === null)
      ctx.addIssue({ code: 'custom', message: 'must be standard padded base64', input: text });
    return { text, bytes: bytes ?? new Uint8Array(0) };
  }),
  integratedTime: Uint64Json,
  logID: HexHash,
  logIndex: Uint64Json,
  verification: z
    .object({
      inclusionProof: z
        .object({
          checkpoint: z.string().optional(),
          hashes: z.array(HexHash),
          logIndex: Uint64Json,
          rootHash: HexHash,
          treeSize: Uint64Json,
        })
        .optional(),
      signedEntryTimestamp: Base64Bytes.optional(),
    })
    .optional(),
});
export type LogEntryValue = z.infer<typeof LogEntryValue>;

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
  options: { traces?: boolean } = {},
): VerificationReport {
  return verifyLogEntryWithBody(json, trust, cache, options).report;
}

/** The body's kind and apiVersion as the format check read them; null when it could not. */
export type BodyKind = { kind: string; apiVersion: string } | null;

/** verifyLogEntry, with the first entry's body kind as read on the way (entry lists show it). */
export function verifyLogEntryWithBody(
  json: unknown,
  trust: TrustSet,
  cache?: CheckpointCache,
  options: { traces?: boolean } = {},
): { report: VerificationReport; body: BodyKind } {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || Object.keys(json).length === 0) {
    const checks = [
      tlogCheck(
        'entry-format',
        false,
        'a LogEntry is a JSON object {"<entry ID>": {body, integratedTime, logID, logIndex, verification}}',
      ),
    ];
    const report = {
      kind: 'log-entry' as const,
      tlog: 'fail' as const,
      bundle: 'skipped' as const,
      checks,
      inclusion: null,
      consistency: null,
      subject: [],
    };
    return { report, body: null };
  }
  const record = json as Record<string, unknown>;
  const ids = Object.keys(record);
  const results = ids.map((id) => verifyOneEntry(id, record[id], trust, { cache, traces: options.traces }));
  const checks =
    ids.length === 1
      ? results[0]!.checks
      : results.flatMap((r, i) => prefixChecks(`entry ${ids[i]}`, r.checks));
  const report: VerificationReport = {
    kind: 'log-entry',
    tlog: tlogVerdict(checks),
    bundle: 'skipped',
    checks,
    inclusion: results[0]!.inclusion,
    consistency: null,
    subject: results[0]!.subject,
  };
  return { report, body: results[0]!.body };
}

interface EntryOutcome {
  checks: Check[];
  inclusion: TlogEntryResult['inclusion'];
  subject: [string, string][];
  body: BodyKind;
}

function verifyOneEntry(
  id: string,
  value: unknown,
  trust: TrustSet,
  entryOptions: TlogEntryOptions,
): EntryOutcome {
  const formatFailure = (detail: string): EntryOutcome => ({
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
  let entry = parseLogEntryValueFast(value);
  if (entry === null) {
    const parsed = LogEntryValue.safeParse(value);
    if (!parsed.success) return formatFailure(`not a Rekor LogEntry: ${firstIssue(parsed.error)}`);
    entry = parsed.data;
  }
  const facts = factsOf(entryId, entry);
  const body = describeBody(facts.body);
  if (body === null) return formatFailure('the body is not a Rekor entry (JSON with kind and apiVersion)');
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
    body,
    checks: [format, ...result.checks],
    inclusion: result.inclusion,
    subject: [
      ['entry ID', entryId.entryId],
      ...entrySubject(facts, result, body),
      ['logID', toHex(facts.logId)],
    ],
  };
}

function factsOf(entryId: ReturnType<typeof parseEntryId>, entry: LogEntryValue): TlogEntryFacts {
  const proof = entry.verification?.inclusionProof;
  return {
    entryId,
    body: entry.body.bytes,
    bodyBase64: entry.body.text,
    integratedTime: entry.integratedTime,
    logId: fromHex(entry.logID),
    logIndex: entry.logIndex,
    signedEntryTimestamp: entry.verification?.signedEntryTimestamp ?? null,
    proof:
      proof === undefined
        ? null
        : {
            logIndex: proof.logIndex,
            treeSize: proof.treeSize,
            rootHash: fromHex(proof.rootHash),
            hashes: proof.hashes.map(fromHex),
            checkpoint: proof.checkpoint ?? null,
          },
  };
}
