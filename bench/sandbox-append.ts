/**
 * Durable appends to the sandbox transparency log, through HTTP with many requests in flight: signed
 * hashedrekord entries, each validated (schema + signature), logged, fsync'd and answered with a 201
 * carrying its inclusion proof, checkpoint and SET. The sandbox runs as its own process (the CLI), the
 * load generator here. Anchors in the same run: the same sandbox committing one entry per fsync
 * (`--commit-batch 1`), and a bare append + fsync loop over records of the same size.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { hashedRekordProposal, keySigner } from '../apps/sandbox/services/tlog/seed/entry-builders';
import { tempDir } from '../tests/support/temp-dir';
import { postPipelined } from './lib/pipelined-http';
import { startSandboxProcess } from './lib/sandbox-process';
import { fmt, summarize } from './lib/stats';

const ENTRIES = 4000;
const CONCURRENCY = 64;
const SIGNERS = 8;
const FSYNC_LOOP_RECORDS = 1000;

interface RunResult {
  appends: number;
  seconds: number;
  perSecond: number;
  latencies: ReturnType<typeof summarize>;
  commits?: { commits: number; items: number; largestBatch: number };
  /** CPU time (all threads) the sandbox process spent per append, when the OS reports it. */
  serverCpuMicros?: number;
  clientCpuMicros?: number;
}

/** User + system CPU milliseconds of a process so far (Linux /proc; undefined elsewhere). */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks; USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

function makeProposals(count: number): string[] {
  const signers = Array.from({ length: SIGNERS }, () => keySigner());
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify(hashedRekordProposal(signers[i % SIGNERS]!, randomBytes(512))),
  );
}

async function drive(
  baseUrl: string,
  proposals: readonly string[],
): Promise<{ seconds: number; latencies: number[] }> {
  // 16 connections × 4 pipelined = CONCURRENCY requests in flight.
  const run = await postPipelined(baseUrl, '/api/v1/log/entries', proposals, {
    connections: CONCURRENCY / 4,
    depth: 4,
  });
  const unexpected = [...run.statuses].filter(([status]) => status !== 201);
  if (unexpected.length > 0) throw new Error(`appends answered ${JSON.stringify(unexpected)}`);
  return { seconds: run.seconds, latencies: run.latencies };
}

async function runSandbox(
  root: string,
  dir: string,
  name: string,
  proposals: readonly string[],
  extra: string[],
): Promise<RunResult> {
  const sandbox = await startSandboxProcess(root, join(dir, name), ['--no-seed', ...extra]);
  const { child, baseUrl, apiKey } = sandbox;
  try {
    await drive(baseUrl, proposals.slice(0, 200)); // warm-up: JIT, connections
    const serverBefore = processCpuMs(child.pid);
    const clientBefore = process.cpuUsage();
    const { seconds, latencies } = await drive(baseUrl, proposals.slice(200));
    const serverAfter = processCpuMs(child.pid);
    const client = process.cpuUsage(clientBefore);
    const stats = (await (
      await fetch(`${baseUrl}/__sandbox/tlog/stats`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as {
      commits: RunResult['commits'];
    };
    return {
      appends: latencies.length,
      seconds,
      perSecond: latencies.length / seconds,
      latencies: summarize(latencies),
      commits: stats.commits,
      serverCpuMicros:
        serverBefore === undefined || serverAfter === undefined
          ? undefined
          : ((serverAfter - serverBefore) * 1000) / latencies.length,
      clientCpuMicros: (client.user + client.system) / latencies.length,
    };
  } finally {
    await sandbox.stop();
  }
}

/** The floor of durability on this disk: append one record, fsync, repeat. */
async function fsyncLoop(path: string, record: string): Promise<RunResult> {
  const handle = await open(path, 'a');
  const latencies: number[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < FSYNC_LOOP_RECORDS; i++) {
      const t = performance.now();
      await handle.appendFile(`${record}\n`);
      await handle.sync();
      latencies.push(performance.now() - t);
    }
  } finally {
    await handle.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    appends: FSYNC_LOOP_RECORDS,
    seconds,
    perSecond: FSYNC_LOOP_RECORDS / seconds,
    latencies: summarize(latencies),
  };
}

export async function benchSandboxAppend(root: string) {
  const dir = await tempDir('bench-append');
  try {
    const proposals = makeProposals(ENTRIES);
    const grouped = await runSandbox(root, dir.path, 'grouped', proposals, []);
    const single = await runSandbox(root, dir.path, 'single', proposals.slice(0, 200 + 1000), [
      '--commit-batch',
      '1',
    ]);
    const raw = await fsyncLoop(join(dir.path, 'fsync-loop.jsonl'), 'x'.repeat(2600));
    const load = loadavg()[0]!.toFixed(1);
    const cpu = (micros: number | undefined) => (micros === undefined ? 'n/a' : `${Math.round(micros)} µs`);
    const row = (label: string, r: RunResult) =>
      `| ${label} | ${r.appends} | ${r.seconds.toFixed(2)} s | **${Math.round(r.perSecond)}/s** | ${fmt(r.latencies.p50, 2)} | ${fmt(r.latencies.p99, 2)} | ${cpu(r.serverCpuMicros)} |`;
    const perAppend = (grouped.serverCpuMicros ?? Number.NaN) + (grouped.clientCpuMicros ?? 0);
    const capacity = (availableParallelism() * 1e6) / perAppend;
    const meanBatch = grouped.commits
      ? grouped.commits.items / Math.max(1, grouped.commits.commits)
      : Number.NaN;
    return {
      grouped,
      single,
      raw,
      markdown: [
        `Signed hashedrekord entries POSTed with ${CONCURRENCY} in flight (16 keep-alive connections × 4 pipelined) to the sandbox CLI (own process); each 201 is fsync'd and carries an inclusion proof, checkpoint and SET.`,
        ``,
        `| path | appends | time | rate | p50 | p99 | sandbox CPU per append |`,
        `|---|---|---|---|---|---|---|`,
        row('sandbox, group commit (default)', grouped),
        row('anchor: same sandbox, one fsync per entry (`--commit-batch 1`)', single),
        row('anchor: bare `appendFile` + `fsync` loop, 2.6 KB records, no HTTP', raw),
        ``,
        `Group commit gives **${(grouped.perSecond / single.perSecond).toFixed(2)}×** the appends/s of one fsync per entry and ` +
          `**${(grouped.perSecond / raw.perSecond).toFixed(2)}×** a bare fsync loop (mean batch ${meanBatch.toFixed(1)} entries per fsync, ` +
          `largest ${grouped.commits?.largestBatch ?? '?'}). Goal: ≥ 2,000 durable appends/s — ${grouped.perSecond >= 2000 ? 'met' : 'not met'} in this run ` +
          `(1-minute load average ${load} on ${availableParallelism()} cores while it ran). CPU per append, sandbox + load generator: ` +
          `${Math.round(perAppend)} µs, i.e. about ${Math.round(capacity)}/s if these cores were all ours.`,
      ].join('\n'),
    };
  } finally {
    await dir.remove();
  }
}
