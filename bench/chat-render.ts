/**
 * Rendering a long streamed answer: the chat's MarkdownView (settled blocks lexed once and memoized,
 * only the tail re-lexed) against two naive anchors that re-parse and re-render the whole message per
 * chunk (react-markdown + remark-gfm; marked with the same renderer and no block cache), all fed the
 * same 20,000-token Markdown answer in 30–60-token chunks, in Chromium.
 * Measured per variant: scripting time (CDP Performance.getMetrics ScriptDuration), the longest
 * main-thread task (a trace's RunTask events), and chunk arrival → next paint per chunk.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { chunkAnswer, generateAnswer } from './chat-render-page/answer';
import { buildBenchPage, servePage } from './chat-render-page/build-page';
import type { HarnessWindow, RenderVariant, VariantResult } from './chat-render-page/harness-api';
import { CHUNK_MARK } from './chat-render-page/stream-player';
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((entry) => entry.name === name)?.value ?? 0;
    const scriptBefore = await metric('ScriptDuration');
    const taskBefore = await metric('TaskDuration');
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
    const scriptingMs = ((await metric('ScriptDuration')) - scriptBefore) * 1000;
    const busyMs = ((await metric('TaskDuration')) - taskBefore) * 1000;
    return {
      ...result,
      ...mainThreadMetrics(trace.traceEvents, LONG_TASK_MS, CHUNK_MARK),
      scriptingMs,
      busyMs,
      latency: summarize(result.latencies),
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
