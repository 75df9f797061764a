/**
 * Headless cold start to first contentful paint: `npm start -- --headless`
 * in a fresh data folder (sandbox seeded, database created) until Chromium
 * paints the console, and until the console is ready (its first contract
 * call answered). Anchor: a bare Node HTTP server serving a static page,
 * started and painted the same way.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { defineNameHelper, launchChromium } from './lib/browser';
import { fmt, ratio, summarize } from './lib/stats';

const RUNS = 5;

/** Spawns a command and resolves when a stdout/stderr line matches, with the match and the elapsed ms. */
function spawnUntil(command: string, args: string[], env: Record<string, string>, cwd: string, line: RegExp) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ match: RegExpExecArray; ms: number }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = line.exec(output);
      if (match) resolve({ match, ms: performance.now() - started });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { ready, stop };
}

/** Navigates a fresh page and returns first-contentful-paint and, if asked, when a selector appeared (ms since navigation start). */
async function paint(browser: Browser, url: string, readySelector?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  if (readySelector) await page.locator(readySelector).waitFor();
  await defineNameHelper(page);
  const timings = await page.evaluate(async () => {
    const fcp = await new Promise<number>((resolve) => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      if (entry) return resolve(entry.startTime);
      new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
        type: 'paint',
        buffered: true,
      });
    });
    return { fcp, now: performance.now() };
  });
  await context.close();
  return { fcp: timings.fcp, ready: timings.now };
}

const ANCHOR_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => { res.writeHead(200, {'content-type':'text/html'}); res.end('<!doctype html><title>x</title><h1>Hello</h1>'); });
server.listen(0, '127.0.0.1', () => console.log('listening at http://127.0.0.1:' + server.address().port + '/'));
process.on('SIGINT', () => server.close(() => process.exit(0)));
`;

export async function benchColdStart(root: string) {
  const browser = await launchChromium();
  const verityLine: number[] = [];
  const verityFcp: number[] = [];
  const verityReady: number[] = [];
  const anchorLine: number[] = [];
  const anchorFcp: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'verity-bench-start-'));
      const verity = spawnUntil(
        process.execPath,
        ['scripts/start.mjs', '--headless'],
        { VERITY_DATA_DIR: dataDir, VERITY_NO_OPEN: '1', VERITY_PORT: '0' },
        root,
        /Verity is running at (\S+)/,
      );
      const { match, ms } = await verity.ready;
      const page = await paint(browser, match[1]!, '#root[data-app-state="ready"]');
      verityLine.push(ms);
      verityFcp.push(ms + page.fcp);
      verityReady.push(ms + page.ready);
      await verity.stop();
      await rm(dataDir, { recursive: true, force: true });

      const anchor = spawnUntil(process.execPath, ['-e', ANCHOR_SERVER], {}, root, /listening at (\S+)/);
      const started = await anchor.ready;
      const anchorPage = await paint(browser, started.match[1]!);
      anchorLine.push(started.ms);
      anchorFcp.push(started.ms + anchorPage.fcp);
      await anchor.stop();
    }
  } finally {
    await browser.close();
  }
  const line = summarize(verityLine);
  const fcp = summarize(verityFcp);
  const ready = summarize(verityReady);
  const aLine = summarize(anchorLine);
  const aFcp = summarize(anchorFcp);
  return {
    markdown: [
      `| measure (median of ${RUNS} cold starts, fresh data folder each) | Verity | anchor: bare Node server + static page | ratio |`,
      `|---|---|---|---|`,
      `| process start → "running at" line | ${fmt(line.p50, 0)} | ${fmt(aLine.p50, 0)} | ${ratio(line.p50, aLine.p50)} |`,
      `| process start → first contentful paint | ${fmt(fcp.p50, 0)} | ${fmt(aFcp.p50, 0)} | ${ratio(fcp.p50, aFcp.p50)} |`,
      `| process start → console ready (first contract call answered) | ${fmt(ready.p50, 0)} | — | — |`,
      ``,
      `Slowest run: line ${fmt(Math.max(...verityLine), 0)}, FCP ${fmt(Math.max(...verityFcp), 0)}, ready ${fmt(Math.max(...verityReady), 0)}.`,
    ].join('\n'),
  };
}
