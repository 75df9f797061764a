// The transparency log (Rekor v1 API under /api/v1, all eight operations of rekor-openapi.yaml) and its
// control routes under /__sandbox/tlog. State lives in <dataDir>/tlog: signing-key.pem, log.json (shards)
// and entries.jsonl (every entry, append-only, fsync'd in groups).
import { join } from 'node:path';
import { REKOR_ERRORS } from '../../http/error-shapes';
import { ensurePrivateDir } from '../../persistence/durable-files';
import type { SandboxService } from '../service';
import { CheckpointNotary, signCheckpoint } from './checkpoint-signer';
import { TlogFaults } from './faults/tlog-faults';
import { loadOrCreateLogKey } from './log-identity';
import { LogView } from './log-view';
import { tlogControlRoutes } from './routes/control-routes';
import { createEntry, getEntryByIndex, getEntryByUuid } from './routes/entry-routes';
import { getLogInfo, getLogProof, getPublicKey } from './routes/log-routes';
import { retrieveEntries, searchIndex } from './routes/search-routes';
import type { TlogContext } from './routes/tlog-context';
import { createSeedPlan } from './seed/seed-entries';
import { entriesPath, TransparencyLog } from './transparency-log';

export interface TlogOptions {
  /** Seed a fresh data folder with demo entries (default true). */
  seed?: boolean;
  /** Most entries per write + fsync (default 4096; 1 = fsync each entry on its own). */
  commitBatch?: number;
}

/** Where the log keeps its files under the sandbox data directory. */
function tlogDataDir(dataDir: string): string {
  return join(dataDir, 'tlog');
}

export function entryLogPath(dataDir: string): string {
  return entriesPath(tlogDataDir(dataDir));
}

export async function openTlogService(
  dataDir: string,
  log: (line: string) => void,
  options: TlogOptions = {},
): Promise<SandboxService> {
  const dir = tlogDataDir(dataDir);
  await ensurePrivateDir(dir);
  const key = await loadOrCreateLogKey(dir);
  const transparencyLog = await TransparencyLog.open(dir, {
    keyName: key.keyName,
    freeze: (treeId, treeSize, rootHash) => signCheckpoint(key, treeId, treeSize, rootHash),
    ...(options.seed === false ? {} : { seed: () => createSeedPlan() }),
    maxBatch: options.commitBatch ?? 4096,
    log,
  });
  const faults = new TlogFaults();
  const view = new LogView(transparencyLog, key, faults, new CheckpointNotary());
  const ctx: TlogContext = { log: transparencyLog, view };
  const shards = transparencyLog.shards.map((s) => `${s.treeId}${s.frozen ? ' (frozen)' : ''}`).join(', ');
  log(`tlog: ${transparencyLog.size} entries in shards ${shards}; logID ${key.logId}`);
  return {
    id: 'tlog',
    prefixes: ['/api/v1'],
    errors: REKOR_ERRORS,
    routes: [
      { method: 'GET', path: '/api/v1/log', handler: getLogInfo(ctx) },
      { method: 'GET', path: '/api/v1/log/publicKey', handler: getPublicKey(ctx) },
      { method: 'GET', path: '/api/v1/log/proof', handler: getLogProof(ctx) },
      { method: 'POST', path: '/api/v1/log/entries', handler: createEntry(ctx) },
      { method: 'GET', path: '/api/v1/log/entries', handler: getEntryByIndex(ctx) },
      { method: 'POST', path: '/api/v1/log/entries/retrieve', handler: retrieveEntries(ctx) },
      { method: 'GET', path: '/api/v1/log/entries/{entryUUID}', handler: getEntryByUuid(ctx) },
      { method: 'POST', path: '/api/v1/index/retrieve', handler: searchIndex(ctx) },
    ],
    controlRoutes: tlogControlRoutes(ctx, faults),
    resetFaults: () => faults.reset(),
    close: () => transparencyLog.close(),
  };
}
