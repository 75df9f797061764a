import type { EntrySummary } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import type { BodyKind } from '../../verification/tlog/log-entry';
import { idOf } from './entry-view';
import type { ServedEntry } from './rekor-api';

/** The body's kind and apiVersion by decodeBody's rules, without decoding the rest of the body. */
export function bodyKind(bodyBase64: string): { kind: string; apiVersion: string } {
  const unknown = { kind: 'unknown', apiVersion: '' };
  let parsed: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(bodyBase64, 'base64'));
    parsed = JSON.parse(text);
  } catch {
    return unknown;
  }
  if (typeof parsed !== 'object' || parsed === null) return unknown;
  const { kind, apiVersion } = parsed as { kind?: unknown; apiVersion?: unknown };
  if (typeof kind !== 'string') return unknown;
  return { kind, apiVersion: typeof apiVersion === 'string' ? apiVersion : '' };
}

/**
 * A served entry as one row of an entry list, with the verdict of its full verification. `body` is the kind
 * the verification read, when it could (it reads as bodyKind does then); otherwise bodyKind reads it here.
 */
export function entrySummary(
  served: ServedEntry,
  report: VerificationReport,
  body: BodyKind = null,
): EntrySummary {
  const { entry } = served;
  const id = idOf(served.entryId);
  return {
    entryId: id.entryId,
    uuid: id.uuid,
    logIndex: String(entry.logIndex),
    integratedTime: entry.integratedTime ?? null,
    ...(body ?? bodyKind(entry.body)),
    tlog: report.tlog,
    failedChecks: report.checks.filter((check) => check.ok === false),
  };
}
