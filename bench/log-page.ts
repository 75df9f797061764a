/**
 * One Log page: the 20 newest entries fetched and verified, as the Log page's list asks for them, over a
 * 20 ms round trip (the sandbox's latency fault), closer to a log across the internet than loopback.
 * Verity's `log.browse` (the tree state, then entries/retrieve in batches of 10, in flight together, each
 * entry verified against the trust store and summarized for the list) against the naive way: the tree
 * state, then one `GET /api/v1/log/entries?logIndex=N` per entry, each verified by the same verifier with
 * the same trust. The sandbox runs as its own process, like a remote log.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { hashedRekordProposal, keySigner } from '../apps/sandbox/services/tlog/seed/entry-builders';
import { NO_FAULTS } from '../src-shared/contract/schemas/sandbox';
import { TlogContext } from '../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../src-main/verification/tlog/crypto';
import { trustedKeyFromPem } from '../src-main/verification/tlog/keys';
import { verifyLogEntry } from '../src-main/verification/tlog/log-entry';
import { EMPTY_TRUST, type TrustSet } from '../src-main/verification/tlog/trust-types';
import { tempDir } from '../tests/support/temp-dir';
import { startTestCore, type TestCore } from '../tests/support/test-core';
import { startSandboxProcess } from './lib/sandbox-process';
import { percentile, ratio } from './lib/stats';

/** Entries on one Log page (src-renderer/features/log/api/browse-entries.ts BROWSE_PAGE_SIZE). */
const PAGE = 20;
const ROUND_TRIP_MS = 20;
/** Measured pages per side, alternating; unmeasured ones first, until the JIT has settled on both sides. */
const ROUNDS = 15;
const WARM_UP = 5;

async function fillLog(baseUrl: string, count: number): Promise<void> {
  const signer = keySigner();
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}/api/v1/log/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hashedRekordProposal(signer, randomBytes(256))),
    });
    if (response.status !== 201)
      throw new Error(`create answered ${response.status}: ${await response.text()}`);
  }
}

/** The Log page's first list call, through the router as the renderer makes it. */
async function viaBrowse(test: TestCore): Promise<{ ms: number; requests: number }> {
  const start = performance.now();
  const page = await test.call<{ entries: Array<{ tlog: string }>; requests: number }>('log:browse', {
    count: PAGE,
  });
  const ms = performance.now() - start;
  if (!page.ok) throw new Error(page.error.message);
  const value = page.value;
  if (value.entries.length !== PAGE || value.entries.some((e) => e.tlog !== 'pass'))
    throw new Error('the page is short or an entry failed verification');
  return { ms, requests: value.requests };
}

async function viaSingleGets(baseUrl: string, trust: TrustSet): Promise<number> {
  const start = performance.now();
  const context = new TlogContext(trust, nodeCrypto);
  const size = ((await (await fetch(`${baseUrl}/api/v1/log`)).json()) as { treeSize: number }).treeSize;
  for (let index = size - 1; index >= size - PAGE; index--) {
    const entry: unknown = await (await fetch(`${baseUrl}/api/v1/log/entries?logIndex=${index}`)).json();
    if (verifyLogEntry(entry, context).tlog !== 'pass') throw new Error(`entry ${index} failed verification`);
  }
  return performance.now() - start;
}

export async function benchLogPage(root: string) {
  const dir = await tempDir('bench-log-page');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'));
  const core = await startTestCore('bench-log-page-core', sandbox);
  try {
    const info = (await (await fetch(`${sandbox.baseUrl}/api/v1/log`)).json()) as { treeSize: number };
    if (info.treeSize < PAGE) await fillLog(sandbox.baseUrl, PAGE - info.treeSize);
    const pinned = await core.call('trust:checkLogKey');
    if (!pinned.ok) throw new Error(pinned.error.message);
    const pem = await (await fetch(`${sandbox.baseUrl}/api/v1/log/publicKey`)).text();
    const trust = {
      ...EMPTY_TRUST,
      tlogs: [trustedKeyFromPem(pem, { name: 'verity-sandbox', source: 'pem' })],
    };
    const latency = await fetch(`${sandbox.baseUrl}/__sandbox/faults/tlog`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...NO_FAULTS, latencyMs: ROUND_TRIP_MS }),
    });
    if (!latency.ok) throw new Error(`the sandbox refused the latency fault: ${latency.status}`);

    // The first page of a fresh core, as after starting the app: its code still cold.
    const first = await viaBrowse(core);
    for (let i = 0; i < WARM_UP; i++) {
      await viaBrowse(core);
      await viaSingleGets(sandbox.baseUrl, trust);
    }
    const verity: number[] = [];
    const naive: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      verity.push((await viaBrowse(core)).ms);
      naive.push(await viaSingleGets(sandbox.baseUrl, trust));
    }
    const row = (what: string, samples: number[], requests: number) =>
      `| ${what} | ${percentile(samples, 50).toFixed(0)} ms | ${percentile(samples, 95).toFixed(0)} ms | ${requests} |`;
    const [v, p95] = [percentile(verity, 50), percentile(verity, 95)];
    return {
      markdown: [
        `One Log page (${PAGE} newest entries, fetched and verified) over a ${ROUND_TRIP_MS} ms round trip, ${ROUNDS} pages each side, alternating:`,
        ``,
        `| path | p50 | p95 | requests |`,
        `|---|---|---|---|`,
        row(`Verity \`log.browse\``, verity, first.requests),
        row(`anchor: one GET per entry`, naive, PAGE + 1),
        `| Verity \`log.browse\`, first page of a fresh core (once) | ${first.ms.toFixed(0)} ms | — | ${first.requests} |`,
        ``,
        `Verity against one GET per entry: **${ratio(percentile(naive, 50), v)}** at the median. Goal: a page in ≤ 150 ms — ` +
          `**${v <= 150 ? 'met' : 'not met'}** at the median (${v.toFixed(0)} ms; p95 ${p95.toFixed(0)} ms, ` +
          `the first page of a fresh core ${first.ms.toFixed(0)} ms). Both run every check on every entry ` +
          `(SET, leaf hash = UUID, inclusion proof, checkpoint signature, log ID, index). ` +
          `1-minute load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores when the run ended.`,
      ].join('\n'),
    };
  } finally {
    await core.close();
    await sandbox.stop();
    await dir.remove();
  }
}
