// The transparency-log checks shared by every entry format (Rekor v1 LogEntry, bundle tlogEntries, bare
// Rekor v2 entries): the adapters normalise their JSON into TlogEntryFacts, this module checks them the
// way sigstore/rekor:pkg/verify/verify.go does — SET, leaf hash, logID, inclusion against the proof's root
// and the signed checkpoint, checkpoint ↔ proof agreement, shard index — each reported on its own.
import type { Check } from '../../../src-shared/contract/schemas/verification';
import { toHex } from './encoding';
import { tlogCheck } from './check';
import type { TlogContext } from './checkpoint-verify';
import { checkIndex } from './index-check';
import { checkCheckpointProof, checkCheckpointSignature, checkInclusionClaim } from './proof-checks';
import { hashLeaf } from './rfc6962';
import { matchLogKey, verifySet, type LogKeyMatch } from './set';
import type { TlogEntryFacts, TlogEntryResult, TlogRules } from './tlog-entry-types';

/** `steps: false` leaves the inclusion proof's steps unrecorded (report.inclusion null): nobody draws them. */
export function verifyTlogEntry(
  facts: TlogEntryFacts,
  context: TlogContext,
  rules: TlogRules,
  steps = true,
): TlogEntryResult {
  const leafHash = hashLeaf(facts.body);
  // One key lookup serves the SET and logID checks: both ask for the key of this logID at this time.
  const at = facts.integratedTime === null ? null : new Date(Number(facts.integratedTime) * 1000);
  const keyMatch = matchLogKey(context.trust, facts.logId, at);
  const set = checkSet(facts, context, rules, keyMatch);
  const checkpoint =
    facts.proof?.checkpoint == null ? null : context.verifyCheckpoint(facts.proof.checkpoint);
  const { check: inclusion, trace } = checkInclusionClaim(
    facts,
    leafHash,
    checkpoint,
    set.ok === true,
    rules,
    steps,
  );
  const checks = [
    set,
    checkLeafHash(facts, leafHash),
    checkLogId(keyMatch, rules),
    inclusion,
    checkCheckpointSignature(facts, checkpoint, rules),
    checkCheckpointProof(facts.proof, checkpoint),
    checkIndex(facts, checkpoint?.checkpoint ?? null, rules.rekorV2),
  ];
  return { checks, inclusion: trace, leafHash, checkpoint };
}

/** sigstore/rekor:pkg/verify/verify.go VerifySignedEntryTimestamp. */
function checkSet(
  facts: TlogEntryFacts,
  context: TlogContext,
  rules: TlogRules,
  keyMatch: LogKeyMatch,
): Check {
  if (rules.rekorV2) {
    return tlogCheck(
      'set',
      null,
      'Rekor v2 entries have no SET; their time comes from RFC 3161 timestamps in the bundle',
    );
  }
  if (facts.signedEntryTimestamp === null) {
    return rules.requireSet
      ? tlogCheck('set', false, `${rules.what} requires an inclusion promise (SET) and this entry has none`)
      : tlogCheck('set', null, 'the entry carries no signedEntryTimestamp');
  }
  if (facts.integratedTime === null)
    return tlogCheck('set', false, 'the entry has a SET but no integratedTime to check it over');
  const result = verifySet(
    {
      bodyBase64: facts.bodyBase64,
      integratedTime: facts.integratedTime,
      logId: facts.logId,
      logIndex: facts.logIndex,
      signature: facts.signedEntryTimestamp,
    },
    context,
    keyMatch,
  );
  return tlogCheck('set', result.ok, result.detail);
}

/** sigstore/rekor:pkg/api/entries.go: UUID = hex(leaf hash of the canonicalized body). */
function checkLeafHash(facts: TlogEntryFacts, leafHash: Uint8Array): Check {
  const hex = toHex(leafHash);
  if (facts.entryId === null) {
    return tlogCheck(
      'leaf-hash',
      null,
      `no entry ID to compare with; the body's leaf hash (its UUID) is ${hex}`,
    );
  }
  return facts.entryId.uuid === hex
    ? tlogCheck('leaf-hash', true, `SHA-256(0x00 ‖ body) = ${hex} = the entry ID's UUID`)
    : tlogCheck(
        'leaf-hash',
        false,
        `SHA-256(0x00 ‖ body) = ${hex}, but the entry ID's UUID is ${facts.entryId.uuid}: the body was altered or belongs to another entry`,
      );
}

/** `match`: matchLogKey for the entry's logID at its integrated time (none for Rekor v2). */
function checkLogId(match: LogKeyMatch, rules: TlogRules): Check {
  if (match.ok && match.key !== null && rules.rekorV2 && match.key.algorithm !== 'ed25519') {
    return tlogCheck('log-id', false, `${match.detail}, but that is not a Rekor v2 (Ed25519) log`);
  }
  const note =
    rules.rekorV2 && match.ok
      ? ' (Rekor v2 entries carry no time, so the validity window is not checked here)'
      : '';
  return tlogCheck('log-id', match.ok, match.detail + note);
}
