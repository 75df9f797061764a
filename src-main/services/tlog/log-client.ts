import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import { VerityError } from '../../../src-shared/contract/result';
import type { EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { LogInfo } from '../../../src-shared/contract/schemas/log';
import type { ConsistencyTrace } from '../../../src-shared/contract/schemas/verification';
import { fromHex, toHex } from '../../verification/tlog/encoding';
import { verifyCheckpointSignatures } from '../../verification/tlog/checkpoint-verify';
import { verifyConsistency } from '../../verification/tlog/consistency';
import { nodeCrypto } from '../../verification/tlog/crypto';
import { concernsShard, type AlertStore } from '../monitor/alert-store';
import type { Profiles } from '../profiles/profiles';
import { findKeyChange } from '../trust/key-change';
import type { CheckLogKey } from '../trust/log-key-check';
import type { TrustStore } from '../trust/trust-store';
import type { EntryVerifier } from './entry-verifier';
import type { LogEndpoint, RekorApi } from './rekor-api';
import { toShardInfo } from './shard-info';

export interface LogClientDeps {
  api: RekorApi;
  profiles: Profiles;
  trust: TrustStore;
  alerts: AlertStore;
  checkLogKey: CheckLogKey;
  verifier: EntryVerifier;
  now?: () => number;
}

/** Marks a consistency trace failed (keeping its steps) when its new root is not signed by a trusted key. */
function requireSigned(
  trace: ConsistencyTrace,
  signature: { ok: boolean; detail: string },
): ConsistencyTrace {
  if (signature.ok) return trace;
  const reason = `the checkpoint for size ${trace.size2} is not signed by a trusted key: ${signature.detail}`;
  return { ...trace, ok: false, error: trace.error ? `${trace.error}; ${reason}` : reason };
}

/**
 * The explorer's Rekor v1 reads: tree state per shard, entries by index or
 * ID, and consistency between a tree head the caller holds and the log's
 * signed one. Everything is verified against the trust store.
 */
export function createLogClient(deps: LogClientDeps) {
  const now = deps.now ?? Date.now;
  const endpointOf = (profileId?: string): LogEndpoint => deps.profiles.endpoint('tlog', profileId);

  return {
    endpointOf,

    /** Every shard's checkpoint verified, with what the monitor and the key check hold against the log. */
    async getInfo(profileId?: string): Promise<LogInfo> {
      const endpoint = endpointOf(profileId);
      const info = await deps.api.logInfo(endpoint);
      const trust = deps.trust.trustSet();
      const verified = [info, ...info.inactiveShards].map((shard) => toShardInfo(shard, trust));
      const keyChanges: Array<LogInfo['active']['keyChange']> = [];
      for (const shard of verified) keyChanges.push(await findKeyChange(deps, endpoint, shard));
      // Read after the key check, which may have just raised an alert.
      const alerts = deps.alerts.openFor(endpoint.baseUrl);
      const [active, ...inactiveShards] = verified.map((shard, i) => ({
        ...shard,
        alerts: alerts.filter((alert) => concernsShard(alert, shard.treeID)),
        keyChange: keyChanges[i] ?? null,
      }));
      return { baseUrl: endpoint.baseUrl, active: active!, inactiveShards, alerts, fetchedAt: now() };
    },

    async getEntry(input: ParsedInputOf<'log:getEntry'>): Promise<EntryView> {
      const endpoint = endpointOf(input.profileId);
      const ref: { entryId: string } | { logIndex: string } =
        input.entryId !== undefined ? { entryId: input.entryId } : { logIndex: input.logIndex ?? '0' };
      const served = await deps.api.entry(endpoint, ref);
      if (!served) {
        const what = 'entryId' in ref ? `entry ${ref.entryId}` : `entry at index ${ref.logIndex}`;
        throw new VerityError('NOT_FOUND', `The log at ${endpoint.baseUrl} has no ${what}`);
      }
      // The verification checks the entry against its own ID; this checks it is the entry that was asked for.
      const asked = 'entryId' in ref ? ref.entryId.toLowerCase().slice(-64) : ref.logIndex;
      const got = 'entryId' in ref ? served.entryId.slice(-64) : served.entry.logIndex.toString();
      if (asked !== got) {
        throw new VerityError('BAD_RESPONSE', `Asked the log for ${asked}, it answered with entry ${got}`);
      }
      return deps.verifier.view(endpoint, served, input.diagnose === true);
    },

    /**
     * Proves that the tree the caller holds (firstSize, firstRoot) is a prefix
     * of the shard's tree at lastSize (default: the signed checkpoint's size).
     */
    async consistency(input: ParsedInputOf<'log:consistency'>): Promise<OutputOf<'log:consistency'>> {
      const endpoint = endpointOf(input.profileId);
      const info = await deps.api.logInfo(endpoint);
      const shards = [info, ...info.inactiveShards];
      const shard = input.treeID === undefined ? info : shards.find((s) => s.treeID === input.treeID);
      if (!shard) throw new VerityError('NOT_FOUND', `The log has no shard with tree ID ${input.treeID}`);
      const signed = verifyCheckpointSignatures(shard.signedTreeHead, deps.trust.trustSet(), nodeCrypto);
      if (!signed.checkpoint)
        throw new VerityError('BAD_RESPONSE', `The shard's checkpoint is malformed: ${signed.detail}`);
      const firstSize = BigInt(input.firstSize);
      const lastSize = input.lastSize === undefined ? signed.checkpoint.size : BigInt(input.lastSize);
      if (firstSize < 1n) throw new VerityError('VALIDATION', 'firstSize must be at least 1');
      if (lastSize < firstSize)
        throw new VerityError('VALIDATION', `lastSize (${lastSize}) is below firstSize (${firstSize})`);
      if (lastSize > signed.checkpoint.size) {
        throw new VerityError(
          'VALIDATION',
          `lastSize (${lastSize}) is beyond the signed tree size (${signed.checkpoint.size})`,
        );
      }
      const atCheckpoint = lastSize === signed.checkpoint.size;
      if (firstSize === lastSize && !atCheckpoint) {
        throw new VerityError('VALIDATION', 'Equal sizes below the signed tree size leave nothing to prove');
      }
      const proof =
        firstSize === lastSize
          ? { hashes: [], rootHash: toHex(signed.checkpoint.rootHash) }
          : await deps.api.consistencyProof(endpoint, {
              firstSize: firstSize.toString(),
              lastSize: lastSize.toString(),
              treeID: shard.treeID,
            });
      // The new root is the signed checkpoint's; below it only the proof's own (unsigned) rootHash names one,
      // which is why such a trace comes back without a checkpoint.
      const root2 = atCheckpoint ? signed.checkpoint.rootHash : fromHex(proof.rootHash);
      const trace = verifyConsistency({
        size1: firstSize,
        size2: lastSize,
        root1: fromHex(input.firstRoot),
        root2,
        proof: proof.hashes.map(fromHex),
      });
      return atCheckpoint
        ? { trace: requireSigned(trace, signed), lastCheckpoint: shard.signedTreeHead }
        : { trace, lastCheckpoint: null };
    },
  };
}

export type LogClient = ReturnType<typeof createLogClient>;
