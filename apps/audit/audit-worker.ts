// One audit worker thread (see worker-pool.ts): audits the chunks it is sent with OpenSSL-backed crypto and
// a checkpoint cache that lives as long as the worker.
import { workerData } from 'node:worker_threads';
import {
  auditMany,
  type AuditInput,
  type AuditOutcome,
} from '../../src-main/verification/audit/audit-document';
import { CheckpointCache } from '../../src-main/verification/tlog/checkpoint-verify';
import { useVerifyCrypto } from '../../src-main/verification/tlog/crypto';
import { nodeVerifyCrypto } from '../../src-main/services/crypto/node-verify-crypto';
import { serveTasks } from '../../src-main/services/workers/serve-tasks';
import type { WorkerSetup } from './worker-pool';

const { trust, now, artifact, bundleChecks, timestampPolicy, keepTraces } = workerData as WorkerSetup;
useVerifyCrypto(nodeVerifyCrypto);
const cache = new CheckpointCache(trust);

/** Traces are most of a report's size; copying them back is wasted work when nobody draws them. */
function withoutTraces(outcome: AuditOutcome): AuditOutcome {
  return outcome.ok
    ? { ok: true, report: { ...outcome.report, inclusion: null, consistency: null } }
    : outcome;
}

serveTasks(async (inputs: AuditInput[]) => {
  const outcomes = await auditMany(inputs, {
    trust,
    now,
    artifact,
    cache,
    bundleChecks,
    timestampPolicy,
    traces: keepTraces,
  });
  return keepTraces ? outcomes : outcomes.map(withoutTraces);
});
