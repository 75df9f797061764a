/**
 * Rendering a long streamed answer: the chat's MarkdownView (settled blocks lexed once and memoized,
 * only the tail re-lexed) against the naive way (re-lex the whole message and re-render every block
 * per chunk), both fed the same 20,000-token Markdown answer in 30–60-token chunks, in Chromium.
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
import { mainThreadMetrics, type TraceEvent } from './chat-render-page/trace-metrics';
import { defineNameHelper, launchChromium } from './lib/browser';
import { fmt, mean, ratio, summarize } from './lib/stats';

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
    const naive = await runVariant(browser, server.url, 'naive', chunks);
    const floor = await runVariant(browser, server.url, 'floor', chunks);
    return { markdown: report(answer.length, chunks, { incremental, naive, floor }) };
  } finally {
    await browser.close();
    await server.close();
    await dir.remove();
  }
}

type Measured = Awaited<ReturnType<typeof runVariant>>;

const firstTenth = (samples: number[]) => samples.slice(0, Math.ceil(samples.length / 10));
const lastTenth = (samples: number[]) => samples.slice(-Math.ceil(samples.length / 10));

function report(
  characters: number,
  chunks: ReturnType<typeof chunkAnswer>,
  { incremental, naive, floor }: { incremental: Measured; naive: Measured; floor: Measured },
): string {
  const streamSeconds = chunks.at(-1)!.atMs / 1000;
  const row = (label: string, pick: (v: Measured) => number, digits = 0) =>
    `| ${label} | ${fmt(pick(incremental), digits)} | ${fmt(pick(naive), digits)} | ${ratio(pick(naive), pick(incremental))} | ${fmt(pick(floor), digits)} |`;
  const net = (v: Measured) => v.scriptCpuMs - floor.scriptCpuMs;
  const late = (v: Measured) => mean(lastTenth(v.scriptCpuPerChunkMs));
  return [
    `${characters.toLocaleString('en')} characters (≈${ANSWER_TOKENS.toLocaleString('en')} tokens) in ${chunks.length} chunks of 30–60 tokens at ${TOKENS_PER_SECOND} tokens/s: ${streamSeconds.toFixed(0)} s of stream, played with the clock at ${CLOCK_SPEED}× (${(streamSeconds / CLOCK_SPEED).toFixed(0)} s, ${((chunks.length / streamSeconds) * CLOCK_SPEED).toFixed(1)} chunks/s) to keep the run short.`,
    ``,
    `| measure (one stream each, fresh page) | MarkdownView | anchor: naive re-parse + re-render per chunk | naive ÷ MarkdownView | floor: player + empty React update |`,
    `|---|---|---|---|---|`,
    row('scripting, CPU time (trace: JavaScript on the main thread)', (v) => v.scriptCpuMs),
    row('scripting, wall time (CDP ScriptDuration)', (v) => v.scriptingMs),
    row('main thread busy, CPU time (trace: all tasks)', (v) => v.busyCpuMs),
    row('main thread busy, wall time (CDP TaskDuration)', (v) => v.busyMs),
    row(
      'scripting CPU per chunk, first tenth of the stream (mean)',
      (v) => mean(firstTenth(v.scriptCpuPerChunkMs)),
      2,
    ),
    row(
      'scripting CPU per chunk, last tenth of the stream (mean)',
      (v) => mean(lastTenth(v.scriptCpuPerChunkMs)),
      2,
    ),
    row('longest task, wall time (trace RunTask)', (v) => v.longestTaskMs, 1),
    row('longest task, CPU time', (v) => v.longestTaskCpuMs, 1),
    `| tasks over ${LONG_TASK_MS} ms (wall) | ${incremental.longTasks} | ${naive.longTasks} | — | ${floor.longTasks} |`,
    row('chunk arrival → next paint, p50', (v) => v.latency.p50, 1),
    row('chunk arrival → next paint, p99', (v) => v.latency.p99, 1),
    row('chunk arrival → next paint, max', (v) => Math.max(...v.latencies), 1),
    `| characters given to marked's lexer | ${incremental.lexedChars.toLocaleString('en')} | ${naive.lexedChars.toLocaleString('en')} | ${ratio(naive.lexedChars, incremental.lexedChars)} | — |`,
    ``,
    `Scripting CPU time: the naive renderer spends **${ratio(naive.scriptCpuMs, incremental.scriptCpuMs)}** MarkdownView's, ` +
      `**${ratio(net(naive), net(incremental))}** once the floor (the chunk player, its frame timing and a bare React update, the same for both) is taken out of both (goal ≥ 10×: ${net(naive) >= 10 * net(incremental) ? 'met' : 'not met'}). ` +
      `Per chunk in the last tenth of the stream, where the naive cost has grown with the message and MarkdownView's has not: ` +
      `**${ratio(late(naive), late(incremental))}**, **${ratio(late(naive) - late(floor), late(incremental) - late(floor))}** net of the floor. ` +
      `MarkdownView's longest task: ${fmt(incremental.longestTaskMs, 1)} wall, ${fmt(incremental.longestTaskCpuMs, 1)} CPU (goal: none over ${LONG_TASK_MS} ms: ${incremental.longTasks === 0 ? 'met' : 'not met'}). ` +
      `Both drew ${incremental.finalHtml === naive.finalHtml ? 'the same final HTML' : '**different final HTML** (a rendering bug)'}; ` +
      `CSP violations under the app's policy: ${incremental.cspViolations + naive.cspViolations + floor.cspViolations}.`,
  ].join('\n');
}
