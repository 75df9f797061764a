/**
 * The newest 1,000 log entries fetched and verified: Verity's `log.browse` (entries/retrieve in batches of
 * 10, ten requests in flight, each entry verified against the trust store and summarized for the list) against
 * the naive way, one `GET /api/v1/log/entries?logIndex=N` per entry, each verified the same way (same
 * verifier, same trust). The sandbox runs as its own process, like a remote log. Two networks: loopback
 * as is, and a 20 ms round trip (the sandbox's latency fault), closer to a log across the internet.
 */
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashedRekordProposal, type Signer } from '../apps/sandbox/services/tlog/seed/entry-builders';
import { createCore, type Core } from '../src-main/core/create-core';
import { memoryBackend } from '../src-main/services/vault/secret-backend';
import { NO_FAULTS } from '../src-shared/contract/schemas/sandbox';
import { CheckpointCache } from '../src-main/verification/tlog/checkpoint-verify';
import { trustedKeyFromPem } from '../src-main/verification/tlog/keys';
import { verifyLogEntry } from '../src-main/verification/tlog/log-entry';
import { EMPTY_TRUST, type TrustSet } from '../src-main/verification/tlog/trust-types';
import { tempDir } from '../tests/support/temp-dir';
import { startSandboxProcess } from './lib/sandbox-process';
import { percentile, ratio } from './lib/stats';

const WANTED = 1000;
/** Measured rounds on loopback, each side's median counts. */
const ROUNDS = 9;
/**
 * Unmeasured lists first, until the JIT has settled on both sides: a list calls each per-batch function of
 * a worker only 50 times, so the workers' code is still being optimized for some ten lists; the anchor's
 * per-entry code runs 1,000 times a pass and settles within one. Each side's code has run some 1,000 times
 * per function before measuring: twelve lists (600 batches per worker) and two anchor passes.
 */
const WARM_UP_LISTS = 12;
const WARM_UP_PASSES = 2;
/** The lists after the first whose median is reported as "warming up" (the JIT still at work). */
const WARMING_LISTS = 4;
const ctx = { shell: 'headless' as const, senderId: 'bench' };

async function fillLog(baseUrl: string, count: number): Promise<void> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signer: Signer = {
    privateKey,
    verifierPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < count) {
        next++;
        const response = await fetch(`${baseUrl}/api/v1/log/entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hashedRekordProposal(signer, randomBytes(256))),
        });
        if (response.status !== 201)
          throw new Error(`create answered ${response.status}: ${await response.text()}`);
      }
    }),
  );
}

async function viaBrowse(core: Core): Promise<{ ms: number; requests: number }> {
  const start = performance.now();
  let before: string | undefined;
  let fetched = 0;
  let requests = 0;
  while (fetched < WANTED) {
    const page = await core.router.invoke('log:browse', { count: 100, ...(before ? { before } : {}) }, ctx);
    if (!page.ok) throw new Error(page.error.message);
    const value = page.value as {
      entries: Array<{ tlog: string }>;
      nextBefore: string | null;
      requests: number;
    };
    if (value.entries.some((e) => e.tlog !== 'pass')) throw new Error('an entry failed verification');
    fetched += value.entries.length;
    requests += value.requests;
    if (!value.nextBefore) break;
    before = value.nextBefore;
  }
  return { ms: performance.now() - start, requests };
}

async function viaSingleGets(baseUrl: string, trust: TrustSet): Promise<number> {
  const size = ((await (await fetch(`${baseUrl}/api/v1/log`)).json()) as { treeSize: number }).treeSize;
  const cache = new CheckpointCache(trust);
  const start = performance.now();
  for (let index = size - 1; index >= size - WANTED; index--) {
    const entry: unknown = await (await fetch(`${baseUrl}/api/v1/log/entries?logIndex=${index}`)).json();
    if (verifyLogEntry(entry, trust, cache).tlog !== 'pass')
      throw new Error(`entry ${index} failed verification`);
  }
  return performance.now() - start;
}

export async function benchNewestEntries(root: string) {
  const dir = await tempDir('bench-newest');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'));
  const core = await createCore({
    shell: 'headless',
    version: 'bench',
    dataDir: dir.path,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    // The bundled worker, as the app runs it (bench/run.ts builds what is stale first).
    summaryWorker: pathToFileURL(join(root, 'out', 'main', 'summary-worker.js')),
    startWorkers: true,
  });
  const setLatency = (latencyMs: number) =>
    fetch(`${sandbox.baseUrl}/__sandbox/faults/tlog`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...NO_FAULTS, latencyMs }),
    });
  try {
    const info = (await (await fetch(`${sandbox.baseUrl}/api/v1/log`)).json()) as { treeSize: number };
    if (info.treeSize < WANTED) await fillLog(sandbox.baseUrl, WANTED - info.treeSize + 10);
    const pinned = await core.router.invoke('trust:checkLogKey', {}, ctx);
    if (!pinned.ok) throw new Error(pinned.error.message);
    const pem = await (await fetch(`${sandbox.baseUrl}/api/v1/log/publicKey`)).text();
    const trust = {
      ...EMPTY_TRUST,
      tlogs: [trustedKeyFromPem(pem, { name: 'verity-sandbox', source: 'pem' })],
    };

    const rows: string[] = [];
    const ratios: string[] = [];
    // The first list of a fresh core (its workers started with it, as in the app) runs cold: reported on its own.
    const cold = await viaBrowse(core);
    const warming: number[] = [];
    for (let list = 1; list < WARM_UP_LISTS; list++) {
      const browse = await viaBrowse(core);
      if (list <= WARMING_LISTS) warming.push(browse.ms);
    }
    for (let pass = 0; pass < WARM_UP_PASSES; pass++) await viaSingleGets(sandbox.baseUrl, trust);
    for (const latency of [0, 20]) {
      await setLatency(latency);
      const verity: number[] = [];
      const naive: number[] = [];
      let requests = 0;
      for (let round = 0; round < (latency === 0 ? ROUNDS : 1); round++) {
        const browse = await viaBrowse(core);
        verity.push(browse.ms);
        requests = browse.requests;
        naive.push(await viaSingleGets(sandbox.baseUrl, trust));
      }
      const [v, n] = [percentile(verity, 50), percentile(naive, 50)];
      const network = latency === 0 ? 'loopback' : `${latency} ms round trip`;
      rows.push(
        `| ${network} | Verity \`log.browse\` | ${v.toFixed(0)} ms | ${requests} | ${((WANTED / v) * 1000).toFixed(0)} |`,
      );
      rows.push(
        `| ${network} | anchor: one GET per entry | ${n.toFixed(0)} ms | ${WANTED} | ${((WANTED / n) * 1000).toFixed(0)} |`,
      );
      ratios.push(`${network}: **${ratio(n, v)}**`);
      if (latency === 0) {
        rows.push(
          `| loopback | Verity \`log.browse\`, first list of a fresh core (code not yet optimized) | ${cold.ms.toFixed(0)} ms | ${cold.requests} | ${((WANTED / cold.ms) * 1000).toFixed(0)} |`,
        );
        const w = percentile(warming, 50);
        rows.push(
          `| loopback | Verity \`log.browse\`, lists 2–${WARMING_LISTS + 1} of a fresh core (median; code still being optimized) | ${w.toFixed(0)} ms | ${cold.requests} | ${((WANTED / w) * 1000).toFixed(0)} |`,
        );
        ratios.push(
          `loopback, first list of a fresh core: ${ratio(n, cold.ms)}; lists 2–${WARMING_LISTS + 1}: ${ratio(n, w)}`,
        );
      }
    }
    await setLatency(0);
    return {
      markdown: [
        `| network | newest ${WANTED} entries, fetched and verified | time | requests | entries/s |`,
        `|---|---|---|---|---|`,
        ...rows,
        ``,
        `Verity against one GET per entry — ${ratios.join('; ')} (goal ≥ 5×). Both run every check on every entry`,
        `(SET, leaf hash = UUID, inclusion proof, checkpoint signature, log ID, index); Verity also reads each`,
        `body's kind for its list row, and leaves decoding certificates, keys and statements to the entry page.`,
      ].join('\n'),
    };
  } finally {
    await core.close();
    await sandbox.stop();
    await dir.remove();
  }
}
