/**
 * Rendering a long streamed answer: the chat's MarkdownView (settled blocks lexed once and memoized,
 * only the tail re-lexed) against two naive anchors that re-parse and re-render the whole message per
 * chunk (react-markdown + remark-gfm; marked with the same renderer and no block cache), all fed the
 * same 20,000-token Markdown answer in 30–60-token chunks, in Chromium.
 * Measured per variant from a trace of the run: scripting and busy CPU time on the main thread, the
 * longest task (RunTask events), and per chunk arrival → the frame that shows it (paint-latency.ts).
 * Nothing else is switched on in the page: CDP's Performance domain, for one, probes every script
 * entry and task, and added about 30% to the floor's scripting time.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { chunkAnswer, generateAnswer } from './chat-render-page/answer';
import { buildBenchPage, servePage } from './chat-render-page/build-page';
import type { HarnessWindow, RenderVariant, VariantResult } from './chat-render-page/harness-api';
import { CHUNK_MARK, STREAM_START_MARK } from './chat-render-page/stream-player';
import { paintLatencies } from './chat-render-page/paint-latency';
import { chatRenderReport } from './chat-render-page/report';
import { mainThreadMetrics, type TraceEvent } from './chat-render-page/trace-metrics';
import { defineNameHelper, launchChromium } from './lib/browser';
import { summarize } from './lib/stats';

const ANSWER_TOKENS = 20_000;
const TOKENS_PER_SECOND = 200;
/** The chunk schedule is played at this multiple of real time, to keep the run short. */
const CLOCK_SPEED = 2;
const LONG_TASK_MS = 50;

async function runVariant(
  browser: Browser,
  url: string,
  variant: RenderVariant,
  chunks: ReturnType<typeof chunkAnswer>,
) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await defineNameHelper(page);
    await page.evaluate((variant) => (window as HarnessWindow).chatRenderBench!.mount(variant), variant);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    const result: VariantResult = await page.evaluate(
      ({ chunks, speed }) => (window as HarnessWindow).chatRenderBench!.play(chunks, speed),
      { chunks, speed: CLOCK_SPEED },
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const painted = paintLatencies(trace.traceEvents, {
      chunkMark: CHUNK_MARK,
      startMark: STREAM_START_MARK,
      arrivalsMs: chunks.map((chunk) => chunk.atMs / CLOCK_SPEED),
    });
    return {
      ...result,
      ...mainThreadMetrics(trace.traceEvents, LONG_TASK_MS, CHUNK_MARK),
      ...painted,
      latency: summarize(painted.latencies),
    };
  } finally {
    await context.close();
  }
}

export async function benchChatRender(root: string) {
  const answer = generateAnswer(ANSWER_TOKENS);
  const chunks = chunkAnswer(answer, TOKENS_PER_SECOND);
  const dir = await tempDir('bench-chat-render');
  await buildBenchPage(root, join(dir.path, 'page'));
  const server = await servePage(join(dir.path, 'page'));
  const browser = await launchChromium();
  try {
    const incremental = await runVariant(browser, server.url, 'incremental', chunks);
    const reactMarkdown = await runVariant(browser, server.url, 'react-markdown', chunks);
    const noBlockCache = await runVariant(browser, server.url, 'no-block-cache', chunks);
    const floor = await runVariant(browser, server.url, 'floor', chunks);
    const shape = {
      characters: answer.length,
      chunks,
      tokens: ANSWER_TOKENS,
      tokensPerSecond: TOKENS_PER_SECOND,
      clockSpeed: CLOCK_SPEED,
      longTaskMs: LONG_TASK_MS,
    };
    return {
      markdown: chatRenderReport(shape, { incremental, reactMarkdown, noBlockCache, floor }),
    };
  } finally {
    await browser.close();
    await server.close();
    await dir.remove();
  }
}
