import type { Alert, CheckpointRecord, MonitorEvent } from '../../../src-shared/contract/schemas/monitor';
import { toHex } from '../../verification/tlog/encoding';
import {
  verifyCheckpointSignatures,
  type CheckpointVerification,
} from '../../verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../verification/tlog/crypto';
import { parseRekorOrigin } from '../../verification/tlog/shards';
import type { Profiles } from '../profiles/profiles';
import type { RekorApi, LogEndpoint } from '../tlog/rekor-api';
import type { TreeHead } from '../../verification/tlog/log-info';
import { signedOnlyByUnknownKeys, type CheckLogKey } from '../trust/log-key-check';
import type { TrustStore } from '../trust/trust-store';
import { TREE_ID_DETAIL, type AlertStore } from './alert-store';
import { judgeCheckpoint, type Judgement } from './checkpoint-judge';
import type { CheckpointStore } from './checkpoint-store';
import { evidenceFile } from './evidence-file';

export type RunResult = 'ok' | 'alert' | 'error';

export interface MonitorRunDeps {
  api: RekorApi;
  profiles: Profiles;
  trust: TrustStore;
  checkLogKey: CheckLogKey;
  checkpoints: CheckpointStore;
  alerts: AlertStore;
  now: () => number;
}

function signatureStatus(verified: CheckpointVerification): CheckpointRecord['signature'] {
  if (verified.ok) return 'verified';
  if (!verified.checkpoint || verified.signatures.some((s) => s.status === 'invalid')) return 'invalid';
  return 'untrusted';
}

/** The events and overall result of one run, collected as the run goes. */
class RunLog {
  readonly events: MonitorEvent[] = [];
  result: RunResult = 'ok';

  constructor(
    private readonly profileId: string,
    private readonly now: () => number,
  ) {}

  event(kind: MonitorEvent['kind'], message: string, alert: Alert | null = null): void {
    this.events.push({ at: this.now(), profileId: this.profileId, kind, message, alert });
    if (kind === 'alert') this.result = 'alert';
    else if (kind === 'error' && this.result === 'ok') this.result = 'error';
  }
}

const UNCHECKED = {
  consistency: 'unchecked',
  trace: null,
  trusted: false,
  alert: null,
  error: null,
} as const;

/**
 * One poll of one log: every shard's checkpoint (active and inactive) is
 * signature-checked against the trust store, stored, and compared with the
 * last trusted checkpoint of the same shard; evidence against the log
 * becomes an alert. Returns the events of the run, in order.
 */
export async function runMonitor(
  deps: MonitorRunDeps,
  profileId: string,
): Promise<{ result: RunResult; events: MonitorEvent[] }> {
  const run = new RunLog(profileId, deps.now);
  let endpoint: LogEndpoint;
  let shards: TreeHead[];
  try {
    endpoint = deps.profiles.endpoint('tlog', profileId);
    const info = await deps.api.logInfo(endpoint);
    shards = [info, ...info.inactiveShards];
  } catch (error) {
    run.event('error', `Could not read the log: ${(error as Error).message}`);
    return { result: run.result, events: run.events };
  }
  for (const shard of shards) {
    try {
      await checkShard(deps, run, profileId, endpoint, shard);
    } catch (error) {
      run.event('error', `tree ${shard.treeID}: ${(error as Error).message}`);
    }
  }
  return { result: run.result, events: run.events };
}

/** The shard's checkpoint verified with the trust store, pinning or flagging the log's key when it is unknown. */
async function verifiedCheckpoint(
  deps: MonitorRunDeps,
  run: RunLog,
  profileId: string,
  shard: TreeHead,
): Promise<CheckpointVerification> {
  const verified = verifyCheckpointSignatures(shard.signedTreeHead, deps.trust.trustSet(), nodeCrypto);
  // The log may sign with a key the console has not seen: pin it on first use, or flag a changed key.
  if (!signedOnlyByUnknownKeys(verified.checkpoint !== null, verified.signatures)) return verified;
  const { check, alert } = await deps.checkLogKey({ profileId, treeID: shard.treeID });
  if (alert) run.event('alert', alert.message, alert);
  if (check.status === 'pinned-now') run.event('checkpoint', `tree ${shard.treeID}: ${check.detail}`);
  return verifyCheckpointSignatures(shard.signedTreeHead, deps.trust.trustSet(), nodeCrypto);
}

async function checkShard(
  deps: MonitorRunDeps,
  run: RunLog,
  profileId: string,
  endpoint: LogEndpoint,
  shard: TreeHead,
): Promise<void> {
  const verified = await verifiedCheckpoint(deps, run, profileId, shard);
  const signature = signatureStatus(verified);
  const checkpoint = signature === 'verified' ? verified.checkpoint : null;
  const trusted = deps.checkpoints.lastTrusted(endpoint.baseUrl, shard.treeID);
  const fetchedAt = deps.now();
  const raise = async (
    alert: Pick<NonNullable<Judgement['alert']>, 'kind' | 'message' | 'evidence'> &
      Partial<NonNullable<Judgement['alert']>>,
    size: string,
  ) => {
    const { kind, message } = alert;
    const details: Array<[string, string]> = [
      [TREE_ID_DETAIL, shard.treeID],
      ['size', size],
      ...alert.evidence,
    ];
    const evidence = evidenceFile({
      kind,
      message,
      raisedAt: fetchedAt,
      baseUrl: endpoint.baseUrl,
      treeID: shard.treeID,
      trusted,
      served: { verified, note: shard.signedTreeHead, fetchedAt },
      proofHashes: alert.proofHashes ?? null,
      proofError: alert.proofError ?? null,
      trust: deps.trust.trustSet(),
    });
    run.event(
      'alert',
      message,
      await deps.alerts.raise({ kind, message, profileId, baseUrl: endpoint.baseUrl, details, evidence }),
    );
  };

  let judgement: Judgement;
  if (!checkpoint) {
    judgement = { ...UNCHECKED, detail: verified.detail };
    if (signature === 'invalid') {
      const message = `The checkpoint of tree ${shard.treeID} is not validly signed: ${verified.detail}`;
      await raise(
        { kind: 'bad-signature', message, evidence: [['checkpoint', verified.detail]] },
        String(shard.treeSize),
      );
    }
  } else {
    judgement = await judgeCheckpoint(
      trusted,
      { size: checkpoint.size, rootHash: checkpoint.rootHash },
      async (firstSize, lastSize) => {
        const query = {
          firstSize: firstSize.toString(),
          lastSize: lastSize.toString(),
          treeID: shard.treeID,
        };
        return (await deps.api.consistencyProof(endpoint, query)).hashes;
      },
    );
    const origin = parseRekorOrigin(checkpoint.origin);
    if (origin && origin.treeId.toString() !== shard.treeID) {
      judgement.detail += `; the checkpoint origin names tree ${origin.treeId}, not ${shard.treeID}`;
    }
    if (judgement.alert) await raise(judgement.alert, checkpoint.size.toString());
    if (judgement.error) run.event('error', `tree ${shard.treeID}: ${judgement.error}`);
  }

  // Signed values when the signature verified; otherwise what the response claims, for the record.
  const size = checkpoint?.size.toString() ?? String(shard.treeSize);
  const rootHash = checkpoint ? toHex(checkpoint.rootHash) : shard.rootHash.toLowerCase();
  const note = shard.signedTreeHead;
  await deps.checkpoints.append(
    endpoint.baseUrl,
    { treeID: shard.treeID, size, rootHash, note, fetchedAt, signature, ...pick(judgement) },
    judgement.trusted ? { size, rootHash, note, fetchedAt } : null,
  );
  run.event('checkpoint', `tree ${shard.treeID}: size ${size}, ${judgement.consistency} (${signature})`);
}

const pick = ({ consistency, detail, trace }: Judgement) => ({ consistency, detail, trace });
