import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import { VerityError } from '../../../src-shared/contract/result';
import type { Alert } from '../../../src-shared/contract/schemas/monitor';
import { parseCheckpoint } from '../../verification/tlog/checkpoint';
import { toHex } from '../../verification/tlog/encoding';
import { KeyParseError, trustedKeyFromPem } from '../../verification/tlog/keys';
import type { TrustedLogKey } from '../../verification/tlog/trust-types';
import { TREE_ID_DETAIL, type AlertStore } from '../monitor/alert-store';
import type { Profiles } from '../profiles/profiles';
import type { RekorApi } from '../tlog/rekor-api';
import type { LogInfo } from '../../verification/tlog/log-info';
import type { TrustStore } from './trust-store';
import { sameBaseUrl } from '../../../src-shared/base-url';

/** The details row of a key-change alert naming the key the log served. */
export const SERVED_LOG_ID = 'served log ID';

/** The check, and the key-change alert it raised (or found still open), for the monitor's event stream. */
export interface LogKeyCheckOutcome {
  check: OutputOf<'trust:checkLogKey'>;
  alert: Alert | null;
}

/** A checkpoint whose every signature is by a key the trust store does not know: a first visit or a changed key. */
export const signedOnlyByUnknownKeys = (parsed: boolean, signatures: ReadonlyArray<{ status: string }>) =>
  parsed && signatures.length > 0 && signatures.every((s) => s.status === 'unknown-key');

/** The key name on the shard's checkpoint signature line that carries this key's hint (Rekor v1: the host). */
function signatureName(info: LogInfo, treeID: string, keyHint: string): string | null {
  const shard = [info, ...info.inactiveShards].find((s) => s.treeID === treeID);
  if (!shard) return null;
  try {
    return (
      parseCheckpoint(shard.signedTreeHead).signatures.find((s) => s.keyHintHex === keyHint)?.name ?? null
    );
  } catch {
    return null;
  }
}

/**
 * Compares the key a log serves at /api/v1/log/publicKey with what the
 * console trusts for that log. Unknown log: the key is pinned (trust on
 * first use). Known log, different key: a key-change alert, and the pinned
 * key stays: a changed key is never adopted silently.
 */
export function createLogKeyChecker(deps: {
  api: RekorApi;
  profiles: Profiles;
  trust: TrustStore;
  alerts: AlertStore;
}) {
  /** `pinOnFirstUse: false` (a look, not a decision to trust) refuses instead of pinning an unknown log's key. */
  return async function checkLogKey(
    input: ParsedInputOf<'trust:checkLogKey'>,
    { pinOnFirstUse = true }: { pinOnFirstUse?: boolean } = {},
  ): Promise<LogKeyCheckOutcome> {
    const endpoint = deps.profiles.endpoint('tlog', input.profileId);
    const info = await deps.api.logInfo(endpoint);
    const treeID = input.treeID ?? info.treeID;
    const servedPem = await deps.api.publicKey(endpoint, input.treeID);
    let served: TrustedLogKey;
    try {
      served = trustedKeyFromPem(servedPem, { baseUrl: endpoint.baseUrl, source: 'pinned' });
    } catch (error) {
      if (error instanceof KeyParseError)
        throw new VerityError('BAD_RESPONSE', `The log serves a key that cannot be used: ${error.message}`);
      throw error;
    }
    const servedHex = toHex(served.spki);
    const servedKeyHint = toHex(served.keyHint);
    const base = { servedPem, servedLogId: served.id, servedKeyHint };
    const listed = deps.trust.list().logs;

    const same = deps.trust.trustSet().tlogs.find((k) => toHex(k.spki) === servedHex);
    if (same) {
      const trusted = listed.find((l) => l.logId === same.id) ?? null;
      return {
        check: { ...base, status: 'trusted', trusted, detail: `The served key is trusted (${same.source}).` },
        alert: null,
      };
    }

    // Any key trusted for this log, whichever shard it was pinned on: a new key for a new shard is
    // indistinguishable from a rotated one, so it is flagged and left to a person to import.
    const expected = listed.filter((l) => sameBaseUrl(l.baseUrl, endpoint.baseUrl));
    if (expected.length > 0) {
      const trusted = expected[0]!;
      const message = `The log at ${endpoint.baseUrl} serves a different public key for tree ${treeID}`;
      const alert = await deps.alerts.raise({
        kind: 'key-change',
        profileId: endpoint.profileId,
        baseUrl: endpoint.baseUrl,
        message,
        details: [
          [TREE_ID_DETAIL, treeID],
          ['trusted log ID', trusted.logId],
          ['trusted key hint', trusted.keyHint],
          ['trusted source', trusted.source],
          ...(trusted.pinnedAt === null
            ? []
            : [['trusted since', new Date(trusted.pinnedAt).toISOString()] as [string, string]]),
          [SERVED_LOG_ID, served.id],
          ['served key hint', servedKeyHint],
        ],
      });
      return {
        check: {
          ...base,
          status: 'changed',
          trusted,
          detail: `${message}: trusted ${trusted.logId.slice(0, 16)}…, served ${served.id.slice(0, 16)}…. The trusted key is kept.`,
        },
        alert,
      };
    }

    if (!pinOnFirstUse)
      throw new VerityError('CONFLICT', `No key is trusted for ${endpoint.baseUrl}; check its key on Trust`);
    const name = signatureName(info, treeID, servedKeyHint);
    const pinned = await deps.trust.pin({ pem: servedPem, name, baseUrl: endpoint.baseUrl, treeID });
    const trusted = deps.trust.list().logs.find((l) => l.id === pinned.id) ?? null;
    return {
      check: {
        ...base,
        status: 'pinned-now',
        trusted,
        detail: `No key was trusted for ${endpoint.baseUrl}; the served key is now pinned (trust on first use)${name ? ` under the name "${name}"` : ''}.`,
      },
      alert: null,
    };
  };
}

export type CheckLogKey = ReturnType<typeof createLogKeyChecker>;
