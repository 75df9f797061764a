import type { ShardInfo } from '../../../src-shared/contract/schemas/log';
import type { AlertStore } from '../monitor/alert-store';
import { SERVED_LOG_ID, signedOnlyByUnknownKeys, type CheckLogKey } from './log-key-check';
import { sameBaseUrl } from '../../../src-shared/base-url';
import type { TrustStore } from './trust-store';

type KeyChange = NonNullable<ShardInfo['keyChange']>;

/**
 * Whether a shard's checkpoint shows the log changed its key: signed only by
 * keys the trust store does not know, while it holds a key for this log. (With
 * no key for the log at all it is a first visit, which only a person turns
 * into trust.) The served key is read from the log and compared, which raises
 * the key-change alert; nothing is ever pinned from here.
 */
export async function findKeyChange(
  deps: { trust: TrustStore; alerts: AlertStore; checkLogKey: CheckLogKey },
  log: { profileId: string; baseUrl: string },
  shard: Pick<ShardInfo, 'treeID' | 'checkpoint' | 'verification'>,
): Promise<KeyChange | null> {
  const { signatures } = shard.verification;
  if (!signedOnlyByUnknownKeys(shard.checkpoint !== null, signatures)) return null;
  const trusted = deps.trust.list().logs.filter((key) => sameBaseUrl(key.baseUrl, log.baseUrl));
  if (trusted.length === 0) return null;

  let served: KeyChange['served'] = null;
  try {
    const { check } = await deps.checkLogKey(
      { profileId: log.profileId, treeID: shard.treeID },
      { pinOnFirstUse: false },
    );
    served = { logId: check.servedLogId, keyHint: check.servedKeyHint, pem: check.servedPem };
  } catch {
    // The log did not say which key it serves: its checkpoint's key hints are still the evidence.
  }
  // The oldest alert about this key, acknowledged or not, is when it was first seen.
  const sightings = deps.alerts
    .list()
    .filter(
      (alert) =>
        alert.kind === 'key-change' &&
        sameBaseUrl(alert.baseUrl, log.baseUrl) &&
        (served === null ||
          alert.details.some(([label, value]) => label === SERVED_LOG_ID && value === served.logId)),
    );
  return {
    trusted,
    servedKeyHints: signatures.map((signature) => signature.keyHint),
    served,
    firstSeenAt: sightings.length > 0 ? Math.min(...sightings.map((alert) => alert.at)) : null,
  };
}
