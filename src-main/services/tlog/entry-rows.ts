// The rows of an entry list (the Log page's list, `log.browse`): each served entry with the verdict of its
// full verification, without proof steps or the decoded body, which the entry page shows.
import type { EntrySummary } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { idOf } from './entry-view';
import type { ServedEntry } from './rekor-api';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's kind and apiVersion by decodeBody's rules, without decoding the rest of the body. */
export function bodyKind(body: Uint8Array): { kind: string; apiVersion: string } {
  const unknown = { kind: 'unknown', apiVersion: '' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(strictUtf8.decode(body));
  } catch {
    return unknown;
  }
  if (typeof parsed !== 'object' || parsed === null) return unknown;
  const { kind, apiVersion } = parsed as { kind?: unknown; apiVersion?: unknown };
  if (typeof kind !== 'string') return unknown;
  return { kind, apiVersion: typeof apiVersion === 'string' ? apiVersion : '' };
}

/** A served entry as one row of an entry list, with the verdict of its full verification. */
export function entryRow(served: ServedEntry, report: VerificationReport): EntrySummary {
  const { entry } = served;
  const id = idOf(served.entryId);
  return {
    entryId: id.entryId,
    uuid: id.uuid,
    logIndex: entry.logIndex.toString(),
    integratedTime: Number(entry.integratedTime),
    ...bodyKind(entry.body.bytes),
    tlog: report.tlog,
    failedChecks: report.checks.filter((check) => check.ok === false),
  };
}
