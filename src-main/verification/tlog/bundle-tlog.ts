// The transparency-log part of Sigstore bundles v0.1–v0.3 (sigstore/protobuf-specs:protos/sigstore_bundle.proto,
// proto3 JSON) and bare TransparencyLogEntry documents (Rekor v1 or v2). Shape problems become a failed
// 'entry-format' check naming the field, never an exception.
import type { Check, InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import { prefixChecks, tlogCheck } from './check';
import type { TlogContext } from './checkpoint-verify';
import { describeBody } from './entry-body';
import { entrySubject } from './entry-subject';
import { firstIssue } from './json-fields';
import { findLogKeys } from './trusted-root';
import { verifyTlogEntry } from './tlog-entry';
import type { TlogEntryFacts } from './tlog-entry-types';
import type { TrustSet } from './trust-types';
import { toHex } from './encoding';
import { BundleTlogView, bundleVersion, TransparencyLogEntryJson } from '../sigstore/bundle-schema';

export interface BundleTlogResult {
  /** '0.1' | '0.2' | '0.3', null when the media type is unknown. */
  version: string | null;
  checks: Check[];
  inclusion: InclusionTrace | null;
  subject: [string, string][];
  /** Whether the (first) entry is a Rekor v2 entry. */
  rekorV2: boolean;
  /** Integrated times vouched for by a verified SET, for the bundle checks' signing time. */
  integratedTimes: Date[];
}

/** sigstore-js packages/bundle/src/validate.ts rules per version, then the shared tlog checks per entry. */
export function verifyBundleTlog(json: unknown, context: TlogContext, steps = true): BundleTlogResult {
  const failed = (version: string | null, detail: string): BundleTlogResult => ({
    version,
    checks: [tlogCheck('entry-format', false, detail)],
    inclusion: null,
    subject: [],
    rekorV2: false,
    integratedTimes: [],
  });
  const parsed = BundleTlogView.safeParse(json);
  if (!parsed.success) return failed(null, `not a Sigstore bundle: ${firstIssue(parsed.error)}`);
  const version = bundleVersion(parsed.data.mediaType) ?? null;
  if (version === null)
    return failed(null, `unknown bundle media type ${JSON.stringify(parsed.data.mediaType)}`);
  const entries = parsed.data.verificationMaterial.tlogEntries;
  if (entries.length === 0) return failed(version, `bundle v${version} has no transparency-log entry`);
  const what = `bundle v${version}`;
  const results = entries.map((entry) =>
    verifyEntryJson(entry, context, what, version === '0.1' ? 'set' : 'checkpoint', steps),
  );
  const checks =
    entries.length === 1
      ? results[0]!.checks
      : results.flatMap((r, i) => prefixChecks(`tlog entry ${i}`, r.checks));
  const integratedTimes = results.flatMap((r) => r.integratedTimes);
  return {
    ...results[0]!,
    checks,
    version,
    integratedTimes,
    subject: [['bundle', what], ...results[0]!.subject],
  };
}

/** A bare TransparencyLogEntry document (as in a bundle's tlogEntries[0]). */
export function verifyTransparencyLogEntry(
  json: unknown,
  context: TlogContext,
  steps = true,
): BundleTlogResult {
  return { ...verifyEntryJson(json, context, 'a transparency-log entry', 'none', steps), version: null };
}

function verifyEntryJson(
  json: unknown,
  context: TlogContext,
  what: string,
  requirement: 'set' | 'checkpoint' | 'none',
  steps: boolean,
): Omit<BundleTlogResult, 'version'> {
  const parsed = TransparencyLogEntryJson.safeParse(json);
  if (!parsed.success) {
    const detail = `${what}: the tlog entry is malformed: ${firstIssue(parsed.error)}`;
    return {
      checks: [tlogCheck('entry-format', false, detail)],
      inclusion: null,
      subject: [],
      rekorV2: false,
      integratedTimes: [],
    };
  }
  const entry = parsed.data;
  const facts = factsOf(entry);
  const rekorV2 = isRekorV2(entry, context.trust);
  const body = describeBody(facts.body);
  const mismatch =
    body === null
      ? 'canonicalizedBody is not a Rekor entry (JSON with kind and apiVersion)'
      : body.kind !== entry.kindVersion.kind || body.apiVersion !== entry.kindVersion.version
        ? `kindVersion says ${entry.kindVersion.kind} ${entry.kindVersion.version} but the body is ${body.kind} ${body.apiVersion}`
        : null;
  if (mismatch !== null || body === null) {
    return {
      checks: [tlogCheck('entry-format', false, `${what}: ${mismatch}`)],
      inclusion: null,
      subject: [],
      rekorV2,
      integratedTimes: [],
    };
  }
  const rules = {
    rekorV2,
    requireSet: requirement === 'set' && !rekorV2,
    requireCheckpoint: requirement === 'checkpoint' || rekorV2,
    what: rekorV2 ? `${what} (Rekor v2)` : what,
  };
  const result = verifyTlogEntry(facts, context, rules, steps);
  const format = tlogCheck(
    'entry-format',
    true,
    `${what}: ${rekorV2 ? 'Rekor v2' : 'Rekor v1'} ${body.kind} ${body.apiVersion} entry, log index ${entry.logIndex}`,
  );
  const setVerified = result.checks.some((check) => check.name === 'set' && check.ok === true);
  return {
    checks: [format, ...result.checks],
    inclusion: result.inclusion,
    subject: [...entrySubject(facts, result, body), ['logID', toHex(facts.logId)]],
    rekorV2,
    integratedTimes:
      setVerified && facts.integratedTime !== null ? [new Date(Number(facts.integratedTime) * 1000)] : [],
  };
}

/**
 * Rekor v2 (rekor-tiles) entries have no SET and no integratedTime, and their log signs with Ed25519; a
 * trusted Ed25519 key for the logID settles it, otherwise the shape does.
 */
function isRekorV2(entry: TransparencyLogEntryJson, trust: TrustSet): boolean {
  const key = findLogKeys(trust, { logId: entry.logId.keyId })[0];
  if (key !== undefined) return key.algorithm === 'ed25519';
  return (entry.integratedTime === null || entry.integratedTime === 0n) && entry.inclusionPromise === null;
}

function factsOf(entry: TransparencyLogEntryJson): TlogEntryFacts {
  const proof = entry.inclusionProof;
  return {
    entryId: null,
    body: entry.canonicalizedBody.bytes,
    bodyBase64: entry.canonicalizedBody.base64,
    integratedTime: entry.integratedTime === 0n ? null : entry.integratedTime,
    logId: entry.logId.keyId,
    logIndex: entry.logIndex,
    signedEntryTimestamp: entry.inclusionPromise?.signedEntryTimestamp ?? null,
    proof:
      proof === null
        ? null
        : {
            logIndex: proof.logIndex,
            treeSize: proof.treeSize,
            rootHash: proof.rootHash,
            hashes: proof.hashes,
            checkpoint: proof.checkpoint?.envelope ?? null,
          },
  };
}
