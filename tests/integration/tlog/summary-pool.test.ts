import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { nodeVerifyCrypto } from '../../../src-main/services/crypto/node-verify-crypto';
import { rowsOfRetrieved } from '../../../src-main/services/tlog/entry-list-rows';
import { createEntryVerifier } from '../../../src-main/services/tlog/entry-verifier';
import type { InclusionDiagnosis } from '../../../src-main/services/tlog/inclusion-diagnosis';
import type { TrustStore } from '../../../src-main/services/trust/trust-store';
import {
  createSummaryPool,
  sourceSummaryWorker,
  type SummaryPool,
} from '../../../src-main/services/tlog/summary-pool';
import { CheckpointCache } from '../../../src-main/verification/tlog/checkpoint-verify';
import { useVerifyCrypto } from '../../../src-main/verification/tlog/crypto';
import { trustedKeyFromPem } from '../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST, type TrustSet } from '../../../src-main/verification/tlog/trust-types';
import { tempDir } from '../../support/temp-dir';

let sandbox: RunningSandbox;
let remove: () => Promise<void>;
let pool: SummaryPool;
let trust: TrustSet;
let treeSize: number;

beforeAll(async () => {
  useVerifyCrypto(nodeVerifyCrypto);
  const dir = await tempDir('summary-pool');
  remove = dir.remove;
  sandbox = await startSandbox({ port: 0, dataDir: dir.path });
  const pem = await (await fetch(`${sandbox.baseUrl}/api/v1/log/publicKey`)).text();
  trust = { ...EMPTY_TRUST, tlogs: [trustedKeyFromPem(pem, { name: 'verity-sandbox', source: 'pem' })] };
  treeSize = ((await (await fetch(`${sandbox.baseUrl}/api/v1/log`)).json()) as { treeSize: number }).treeSize;
  pool = createSummaryPool(sourceSummaryWorker()!, 2);
  // As the shells do: the workers load while the first list is still to come.
  pool.start();
});

afterAll(async () => {
  await pool.close();
  await sandbox.close();
  await remove();
});

const endpoint = () => ({ profileId: 'sandbox', baseUrl: sandbox.baseUrl });

async function retrieved(logIndexes: number[]): Promise<Uint8Array> {
  const response = await fetch(`${sandbox.baseUrl}/api/v1/log/entries/retrieve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logIndexes }),
  });
  return new Uint8Array(await response.arrayBuffer());
}

describe('entry-list worker pool', () => {
  it('gives the rows verified on this thread, batch by batch', async () => {
    const bodies = await Promise.all(
      [0, 1, 2, 3].map((batch) =>
        retrieved(Array.from({ length: 10 }, (_, i) => treeSize - 1 - batch * 10 - i)),
      ),
    );
    const rows = pool.page(trust, endpoint());
    const fromWorkers = await Promise.all(bodies.map((body) => rows(body)));
    const cache = new CheckpointCache(trust);
    expect(fromWorkers).toEqual(bodies.map((body) => rowsOfRetrieved(body, endpoint(), cache)));
    expect(fromWorkers.flat().every((row) => row.summary.tlog === 'pass')).toBe(true);
    expect(fromWorkers.flat()).toHaveLength(40);
  });

  it('fails an entry verified against other trust, and names a malformed answer', async () => {
    const body = await retrieved([treeSize - 1]);
    const [row] = await pool.page(EMPTY_TRUST, endpoint())(body);
    expect(row!.summary.tlog).toBe('fail');
    expect(row!.summary.failedChecks.map((c) => c.name)).toContain('set');
    await expect(pool.page(trust, endpoint())(new TextEncoder().encode('[{"x": 1}]'))).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: expect.stringContaining(`The log at ${sandbox.baseUrl} sent a malformed entry list`),
    });
    await expect(pool.page(trust, endpoint())(new TextEncoder().encode('<html>'))).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'The server answered with something that is not JSON',
    });
  });

  it('leaves a page to this thread when its workers cannot run', async () => {
    const missing = createSummaryPool(new URL('./no-such-worker.js', import.meta.url), 1);
    const verifier = createEntryVerifier({
      trust: { trustSet: () => trust } as TrustStore,
      diagnosis: {} as InclusionDiagnosis,
      pool: missing,
    });
    try {
      const body = await retrieved([treeSize - 1, treeSize - 2]);
      const rows = await verifier.summaries(endpoint())(body);
      expect(rows).toEqual(rowsOfRetrieved(body, endpoint(), new CheckpointCache(trust)));
    } finally {
      await missing.close();
    }
  });
});
