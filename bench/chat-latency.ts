/**
 * Per-chunk latency of a streamed answer, from the moment main has the chunk to the frame that shows it:
 * the sandbox as its own process streaming at 200 tokens/s, the headless host, the real chat page in
 * Chromium. Main stamps each chunk's arrival (the `chunk` events stored with the turn, ms after the
 * request's `sentAt`); the page stamps, in the animation frame after each change of the answer's DOM, the
 * wall-clock time. Each chunk is matched to the first frame at or after its arrival (chunks come ~200 ms
 * apart, frames 16 ms, so the match is unambiguous). The sandbox's write precedes main's arrival by the
 * loopback hop only.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { defineNameHelper, launchChromium } from './lib/browser';
import { openConsolePage, startHeadlessConsole } from './lib/headless-console';
import { startSandboxProcess } from './lib/sandbox-process';
import { fmt, summarize } from './lib/stats';

const PROMPT =
  'Write a detailed essay on how transparency logs keep certificate authorities honest, in 2500 words.';

interface StoredEvent {
  type: string;
  atMs?: number;
  sentAt?: number;
}

/** Records, in the frame after each change under the last answer, the wall-clock time (ms since epoch). */
async function watchAnswer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { __frames: number[] }).__frames = frames;
    let pending = false;
    const inAnswer = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest('[data-testid="answer-text"]') != null;
    new MutationObserver((records) => {
      if (pending || !records.some((record) => inAnswer(record.target))) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        frames.push(performance.timeOrigin + performance.now());
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function benchChatLatency(root: string) {
  const dir = await tempDir('bench-chat-latency');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'), ['--no-seed']);
  const headless = await startHeadlessConsole(root, dir.path, sandbox);
  const browser = await launchChromium();
  try {
    const page = await openConsolePage(browser, headless.host.url, {
      viewport: { width: 1400, height: 900 },
    });
    await page.evaluate(() =>
      window.verity!.sandbox.setGenaiSettings({
        settings: { tokensPerSecond: 200, midStreamError: null, cutStream: null, replay: null },
      }),
    );
    await page.goto(new URL('#/chat', page.url()).toString());
    await page.getByTestId('chat-header').waitFor();
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.waitForFunction(() => new URL(location.href.replace('#', '')).searchParams.has('chat'));
    await page.getByLabel('Message', { exact: true }).fill(PROMPT);
    await defineNameHelper(page);
    await watchAnswer(page);
    await page.getByLabel('Message', { exact: true }).press('Control+Enter');
    try {
      await page.getByTestId('model-turn').last().getByTestId('finish-reason').waitFor({ timeout: 120_000 });
    } catch (error) {
      await page.screenshot({ path: join(dir.path, '..', 'chat-latency-failure.png') });
      throw error;
    }
    await page.waitForTimeout(1500); // let the last save land
    const chatId = new URL(page.url().replace('#', '')).searchParams.get('chat');
    const { events, frames } = await page.evaluate(async (id) => {
      const result = await window.verity!.chat.get({ id: id ?? '' });
      if (!result.ok) throw new Error(result.error.message);
      const turns = result.value.chat.turns.filter((turn) => turn.role === 'model');
      return {
        events: (turns.at(-1)?.result?.events ?? []) as StoredEvent[],
        frames: (window as unknown as { __frames: number[] }).__frames,
      };
    }, chatId);
    const sentAt = events.find((event) => event.type === 'request')?.sentAt;
    const arrivals = events.flatMap((event) =>
      event.type === 'chunk' && sentAt !== undefined ? [sentAt + (event.atMs ?? 0)] : [],
    );
    const latencies = arrivals.flatMap((arrival) => {
      const frame = frames.find((time) => time >= arrival);
      return frame === undefined ? [] : [frame - arrival];
    });
    if (latencies.length === 0) throw new Error('no chunk was matched to a frame');
    const stats = summarize(latencies);
    return {
      markdown: [
        `One answer of ${arrivals.length} chunks streamed at 200 tokens/s by the sandbox (own process) through the headless host into the chat page; ${latencies.length} chunks matched to a frame.`,
        ``,
        `| per chunk: main has it → frame showing it | p50 | p95 | p99 | max |`,
        `|---|---|---|---|---|`,
        `| Verity chat page (contract stream → store → live turn → paint) | ${fmt(stats.p50)} | ${fmt(stats.p95)} | ${fmt(stats.p99)} | ${fmt(Math.max(...latencies))} |`,
      ].join('\n'),
    };
  } finally {
    await browser.close();
    await headless.close();
    await sandbox.stop();
    await dir.remove();
  }
}
