/**
 * Contract round trip, renderer → main → renderer, over the headless host:
 * `window.verity.app.ping` from a page in Chromium, through the WebSocket,
 * router, zod validation both ways and the result envelope. Anchor: the same
 * page loop against a bare WebSocket echo server (no router, no validation).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { startSandbox } from '../apps/sandbox/server';
import { tempDir } from '../tests/support/temp-dir';
import { defineNameHelper, launchChromium } from './lib/browser';
import { openConsolePage, startHeadlessConsole } from './lib/headless-console';
import { fmt, ratio, summarize } from './lib/stats';

const ROUNDS = 3000;
const WARMUP = 300;

/** Runs `ROUNDS` sequential round trips in the page and returns each one's duration in ms. */
async function timeInPage(page: Page, kind: 'verity' | 'bare'): Promise<number[]> {
  await defineNameHelper(page);
  return page.evaluate(
    async ({ kind, rounds, warmup }) => {
      const payload = JSON.stringify({ hello: 'world', n: 42 });
      let once: () => Promise<unknown>;
      if (kind === 'verity') {
        once = () => window.verity!.app.ping({ payload });
      } else {
        const socket = new WebSocket(`ws://${location.host}/echo`);
        await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
        let id = 0;
        const waiting = new Map<number, (v: unknown) => void>();
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(event.data as string) as { id: number };
          waiting.get(message.id)?.(message);
          waiting.delete(message.id);
        });
        once = () =>
          new Promise((resolve) => {
            const n = id++;
            waiting.set(n, resolve);
            socket.send(JSON.stringify({ t: 'invoke', id: n, channel: 'app:ping', input: { payload } }));
          });
      }
      for (let i = 0; i < warmup; i++) await once();
      const samples: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        await once();
        samples.push(performance.now() - start);
      }
      return samples;
    },
    { kind, rounds: ROUNDS, warmup: WARMUP },
  );
}

/** A page and a WebSocket that echoes every message back unchanged. */
async function startEchoServer() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>echo</title>');
  });
  const wss = new WebSocketServer({ server, path: '/echo' });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(data.toString())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      for (const client of wss.clients) client.terminate();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function benchContractRoundTrip(root: string) {
  const dir = await tempDir('bench-rtt');
  const sandbox = await startSandbox({ port: 0, dataDir: join(dir.path, 'sandbox') });
  const headless = await startHeadlessConsole(root, dir.path, sandbox);
  const echo = await startEchoServer();
  const browser = await launchChromium();
  try {
    const page = await openConsolePage(browser, headless.host.url);
    const verity = summarize(await timeInPage(page, 'verity'));
    await page.goto(echo.url);
    const bare = summarize(await timeInPage(page, 'bare'));
    return {
      verity,
      bare,
      markdown: [
        `| path | rounds | p50 | p95 | p99 | mean |`,
        `|---|---|---|---|---|---|`,
        `| \`window.verity.app.ping\` (WebSocket → host → router → zod in/out → envelope) | ${verity.n} | ${fmt(verity.p50)} | ${fmt(verity.p95)} | ${fmt(verity.p99)} | ${fmt(verity.mean)} |`,
        `| anchor: bare WebSocket echo from the same browser | ${bare.n} | ${fmt(bare.p50)} | ${fmt(bare.p95)} | ${fmt(bare.p99)} | ${fmt(bare.mean)} |`,
        ``,
        `Verity's contract costs **${ratio(verity.p50, bare.p50)}** a bare echo at the median (${ratio(verity.p99, bare.p99)} at p99).`,
      ].join('\n'),
    };
  } finally {
    await browser.close();
    await echo.close();
    await headless.close();
    await sandbox.close();
    await dir.remove();
  }
}
