// Signed entry timestamps (SET, a bundle's "inclusion promise"): Rekor signs the RFC 8785 canonical JSON
// of {body, integratedTime, logID, logIndex} with the log key (sigstore/rekor:pkg/api/entries.go signEntry;
// verified in sigstore/rekor:pkg/verify/verify.go VerifySignedEntryTimestamp).
import canonicalize from 'canonicalize';
import type { TlogContext } from './checkpoint-verify';
import { toHex, utf8Encode } from './encoding';
import { verifyKeyOf } from './keys';
import { describeWindow, findLogKeys } from './trusted-root';
import type { TrustedLogKey, TrustSet } from './trust-types';

export interface SetInput {
  /** The entry body exactly as Rekor returns it: standard base64 of the canonicalized body. */
  bodyBase64: string;
  /** Seconds since the epoch. */
  integratedTime: bigint;
  logId: Uint8Array;
  /** The global ("virtual") index: Rekor signs that one, not the shard index (rekor PR #986). */
  logIndex: bigint;
  signature: Uint8Array;
}

export interface LogKeyMatch {
  ok: boolean;
  key: TrustedLogKey | null;
  detail: string;
}

/**
 * The trusted log whose logID is `logId` and whose validFor window contains `at` (end inclusive,
 * sigstore-js filterTLogAuthorities). `at` null skips the window (Rekor v2 entries carry no time).
 */
export function matchLogKey(trust: TrustSet, logId: Uint8Array, at: Date | null): LogKeyMatch {
  const logIdHex = toHex(logId);
  const byId = findLogKeys(trust, { logId });
  if (byId.length === 0) {
    const hint = trust.tlogs.length === 0 ? ' (no trusted log keys were given)' : '';
    return { ok: false, key: null, detail: `no trusted log has logID ${logIdHex}${hint}` };
  }
  if (at === null) {
    const key = byId[0]!;
    return { ok: true, key, detail: `logID ${logIdHex} is trusted log ${describeLogKey(key)}` };
  }
  const valid = findLogKeys(trust, { logId, at });
  if (valid.length === 0) {
    return {
      ok: false,
      key: null,
      detail: `logID ${logIdHex} is trusted log ${describeLogKey(byId[0]!)}, but its key was not valid at ${at.toISOString()} (valid ${describeWindow(byId[0]!)})`,
    };
  }
  const key = valid[0]!;
  return {
    ok: true,
    key,
    detail: `logID ${logIdHex} is trusted log ${describeLogKey(key)}, valid at ${at.toISOString()}`,
  };
}

/** sigstore-js packages/verify/src/tlog/set.ts toVerificationPayload: the exact bytes Rekor signed. */
export function setPayload(
  input: Omit<SetInput, 'signature' | 'logId'> & { logId: Uint8Array },
): string | null {
  const { bodyBase64, integratedTime, logId, logIndex } = input;
  // Rekor's canonicaliser writes numbers as IEEE doubles; beyond 2^53 they are not exact integers.
  if (integratedTime > BigInt(Number.MAX_SAFE_INTEGER) || logIndex > BigInt(Number.MAX_SAFE_INTEGER))
    return null;
  return canonicalize({
    body: bodyBase64,
    integratedTime: Number(integratedTime),
    logID: toHex(logId),
    logIndex: Number(logIndex),
  })!;
}

/**
 * Verifies a SET with the trusted key of its logID valid at its integratedTime. `match` is that key's
 * lookup when the caller already made it (matchLogKey with the same logID and time).
 */
export function verifySet(
  input: SetInput,
  context: TlogContext,
  match = setKeyMatch(input, context.trust),
): LogKeyMatch {
  const at = new Date(Number(input.integratedTime) * 1000);
  if (!match.ok || match.key === null) return { ...match, detail: `cannot check the SET: ${match.detail}` };
  const payload = setPayload(input);
  if (payload === null) {
    return {
      ok: false,
      key: match.key,
      detail: 'logIndex or integratedTime is beyond 2^53 and cannot be canonicalised as Rekor does',
    };
  }
  const ok = context.crypto.verify(verifyKeyOf(match.key), utf8Encode(payload), input.signature);
  return {
    ok,
    key: match.key,
    detail: ok
      ? `SET signed by ${describeLogKey(match.key)} over entry ${input.logIndex} integrated at ${at.toISOString()}`
      : `the SET does not verify with ${describeLogKey(match.key)} over ${payload.length} bytes of canonical JSON ` +
        `(logIndex ${input.logIndex}, integratedTime ${input.integratedTime}): body, index, time or logID was altered, or the signature was`,
  };
}

function setKeyMatch(input: SetInput, trust: TrustSet): LogKeyMatch {
  return matchLogKey(trust, input.logId, new Date(Number(input.integratedTime) * 1000));
}

/** "rekor.sigstore.dev (c0d23d6a…)" */
function describeLogKey(key: TrustedLogKey): string {
  return `${key.name ?? key.baseUrl ?? 'unnamed'} (${key.id.slice(0, 8)}…)`;
}
