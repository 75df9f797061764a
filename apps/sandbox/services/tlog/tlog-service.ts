// The transparency log (Rekor v1 API under /api/v1). LogInfo and the public key are served from the real
// tree; the other operations answer Rekor's 501 until they are built on the same entry log.
import { join } from 'node:path';
import { toHex } from '../../../../src-shared/tlog/encoding';
import { REKOR_ERRORS, sendRekorError } from '../../http/error-shapes';
import type { RouteHandler } from '../../http/routing';
import { ensurePrivateDir } from '../../persistence/durable-files';
import { rekorNotImplemented } from '../not-implemented';
import type { SandboxService } from '../service';
import { signCheckpoint } from './checkpoint-signer';
import { EntryLog } from './entry-log';
import { loadOrCreateLogIdentity, type LogIdentity } from './log-identity';
import { createSeedEntries } from './seed-entries';

/** Where the log keeps its files under the sandbox data directory. */
export function tlogDataDir(dataDir: string): string {
  return join(dataDir, 'tlog');
}

export function entryLogPath(dataDir: string): string {
  return join(tlogDataDir(dataDir), 'entries.jsonl');
}

/** GET /api/v1/log — LogInfo (rekor-openapi.yaml): the active shard's tree head and its signed checkpoint. */
function getLogInfo(identity: LogIdentity, entries: EntryLog): RouteHandler {
  return ({ reply }) => {
    const treeSize = entries.size;
    const rootHash = entries.rootHash(treeSize);
    reply.json(200, {
      inactiveShards: [],
      rootHash: toHex(rootHash),
      signedTreeHead: signCheckpoint(identity, treeSize, rootHash),
      treeID: identity.treeId.toString(10),
      treeSize,
    });
  };
}

/** GET /api/v1/log/publicKey[?treeID=] — the signing key as PEM; an unknown tree ID is a 400. */
function getPublicKey(identity: LogIdentity): RouteHandler {
  return ({ url, reply }) => {
    const treeId = url.searchParams.get('treeID');
    if (treeId !== null && treeId !== identity.treeId.toString(10)) {
      sendRekorError(reply, 400, `tree ID ${JSON.stringify(treeId)} is not a shard of this log`);
      return;
    }
    reply.text(200, 'application/x-pem-file', identity.publicKeyPem);
  };
}

export async function openTlogService(dataDir: string, log: (line: string) => void): Promise<SandboxService> {
  const dir = tlogDataDir(dataDir);
  await ensurePrivateDir(dir);
  const identity = await loadOrCreateLogIdentity(dir);
  const entries = await EntryLog.open(entryLogPath(dataDir), { seed: () => createSeedEntries(), log });
  log(`tlog: tree ${identity.treeId} with ${entries.size} entries, logID ${identity.logId}`);
  return {
    id: 'tlog',
    prefixes: ['/api/v1'],
    errors: REKOR_ERRORS,
    routes: [
      { method: 'GET', path: '/api/v1/log', handler: getLogInfo(identity, entries) },
      { method: 'GET', path: '/api/v1/log/publicKey', handler: getPublicKey(identity) },
      { method: 'GET', path: '/api/v1/log/proof', handler: rekorNotImplemented('getLogProof') },
      { method: 'POST', path: '/api/v1/log/entries', handler: rekorNotImplemented('createLogEntry') },
      { method: 'GET', path: '/api/v1/log/entries', handler: rekorNotImplemented('getLogEntryByIndex') },
      {
        method: 'POST',
        path: '/api/v1/log/entries/retrieve',
        handler: rekorNotImplemented('searchLogQuery'),
      },
      {
        method: 'GET',
        path: '/api/v1/log/entries/{entryUUID}',
        handler: rekorNotImplemented('getLogEntryByUUID'),
      },
      { method: 'POST', path: '/api/v1/index/retrieve', handler: rekorNotImplemented('searchIndex') },
    ],
    close: () => entries.close(),
  };
}
