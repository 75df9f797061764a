// One audit worker thread (see worker-pool.ts): audits each chunk it is sent, in one context that lives as
// long as the worker, so its checkpoint verifications serve every chunk.
import { parentPort, workerData } from 'node:worker_threads';
import { auditMany } from '../../src-main/verification/audit/audit-document';
import { TlogContext } from '../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../src-main/verification/tlog/crypto';
import type { AuditChunk, AuditChunkResult, WorkerSetup } from './worker-pool';

const { trust, now, artifact, bundleChecks, strict, timestampPolicy, signerPolicy } =
  workerData as WorkerSetup;
const context = new TlogContext(trust, nodeCrypto);
const port = parentPort!;

port.on('message', ({ id, inputs }: AuditChunk) => {
  // Proof steps are not printed by the CLI, so they are not recorded or sent back.
  auditMany(inputs, {
    context,
    now,
    artifact,
    bundleChecks,
    strict,
    timestampPolicy,
    signerPolicy,
    traces: false,
  }).then(
    (outcomes) => port.postMessage({ id, outcomes } satisfies AuditChunkResult),
    (error: unknown) =>
      port.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies AuditChunkResult),
  );
});
