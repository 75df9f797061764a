/** The chat-render bench's section of docs/benchmarks.md: one column per variant, ratios against both anchors. */
import { fmt, mean, ratio } from '../lib/stats';
import type { chunkAnswer } from './answer';
import type { VariantResult } from './harness-api';
import type { PaintLatencies } from './paint-latency';
import type { MainThreadMetrics } from './trace-metrics';

interface Measured extends VariantResult, MainThreadMetrics, PaintLatencies {
  latency: { p50: number; p99: number };
}

export interface Measurements {
  incremental: Measured;
  reactMarkdown: Measured;
  noBlockCache: Measured;
  floor: Measured;
}

export interface RunShape {
  characters: number;
  chunks: ReturnType<typeof chunkAnswer>;
  tokens: number;
  tokensPerSecond: number;
  clockSpeed: number;
  longTaskMs: number;
}

const firstTenth = (samples: number[]) => samples.slice(0, Math.ceil(samples.length / 10));
const lastTenth = (samples: number[]) => samples.slice(-Math.ceil(samples.length / 10));
const GOAL = 10;

export function chatRenderReport(shape: RunShape, m: Measurements): string {
  const { incremental, reactMarkdown, noBlockCache, floor } = m;
  const columns = [incremental, reactMarkdown, noBlockCache, floor];
  const streamSeconds = shape.chunks.at(-1)!.atMs / 1000;
  const row = (label: string, pick: (v: Measured) => number, digits = 0) =>
    `| ${label} | ${fmt(pick(incremental), digits)} | ${fmt(pick(reactMarkdown), digits)} | ${ratio(pick(reactMarkdown), pick(incremental))} | ${fmt(pick(noBlockCache), digits)} | ${ratio(pick(noBlockCache), pick(incremental))} | ${fmt(pick(floor), digits)} |`;
  const count = (label: string, pick: (v: Measured) => number) =>
    `| ${label} | ${pick(incremental).toLocaleString('en')} | ${pick(reactMarkdown).toLocaleString('en')} | ${ratio(pick(reactMarkdown), pick(incremental))} | ${pick(noBlockCache).toLocaleString('en')} | ${ratio(pick(noBlockCache), pick(incremental))} | — |`;
  const script = (v: Measured) => v.scriptCpuMs;
  const net = (v: Measured) => v.scriptCpuMs - floor.scriptCpuMs;
  const late = (v: Measured) => mean(lastTenth(v.scriptCpuPerChunkMs));
  const met = (anchor: Measured) => (script(anchor) >= GOAL * script(incremental) ? 'met' : 'not met');
  const against = (anchor: Measured) =>
    `spends **${ratio(script(anchor), script(incremental))}** MarkdownView's scripting CPU time (goal ≥ ${GOAL}× against it: **${met(anchor)}**; ${ratio(net(anchor), net(incremental))} once the floor is taken out of both; ${ratio(script(anchor), script(floor))} at most, were MarkdownView to cost nothing beyond the floor)`;
  return [
    `${shape.characters.toLocaleString('en')} characters (≈${shape.tokens.toLocaleString('en')} tokens) in ${shape.chunks.length} chunks of 30–60 tokens at ${shape.tokensPerSecond} tokens/s: ${streamSeconds.toFixed(0)} s of stream, played with the clock at ${shape.clockSpeed}× (${(streamSeconds / shape.clockSpeed).toFixed(0)} s, ${((shape.chunks.length / streamSeconds) * shape.clockSpeed).toFixed(1)} chunks/s) to keep the run short.`,
    ``,
    `| measure (one stream each, fresh page) | MarkdownView | naive baseline chat UIs ship: react-markdown + remark-gfm, whole message per chunk | ÷ MarkdownView | same renderer without the block cache: marked, whole message per chunk | ÷ MarkdownView | floor: chunk delivery + one React update |`,
    `|---|---|---|---|---|---|---|`,
    row('scripting, CPU time (JavaScript on the main thread)', script),
    row('scripting, wall time', (v) => v.scriptWallMs),
    row('main thread busy, CPU time (all tasks)', (v) => v.busyCpuMs),
    row('main thread busy, wall time', (v) => v.busyWallMs),
    row(
      'scripting CPU per chunk, first tenth of the stream (mean)',
      (v) => mean(firstTenth(v.scriptCpuPerChunkMs)),
      2,
    ),
    row('scripting CPU per chunk, last tenth of the stream (mean)', late, 2),
    row('longest task, wall time (trace RunTask)', (v) => v.longestTaskMs, 1),
    row('longest task, CPU time', (v) => v.longestTaskCpuMs, 1),
    `| tasks over ${shape.longTaskMs} ms (wall) | ${incremental.longTasks} | ${reactMarkdown.longTasks} | — | ${noBlockCache.longTasks} | — | ${floor.longTasks} |`,
    row('chunk arrival → frame that shows it, p50', (v) => v.latency.p50, 1),
    row('chunk arrival → frame that shows it, p99', (v) => v.latency.p99, 1),
    row('chunk arrival → frame that shows it, max', (v) => Math.max(...v.latencies), 1),
    count('characters given to the Markdown parser', (v) => v.parsedChars),
    ``,
    `The naive baseline chat UIs ship, react-markdown + remark-gfm re-rendering the whole message per chunk, ${against(reactMarkdown)}. ` +
      `The same renderer without the block cache, marked over the whole message per chunk, ${against(noBlockCache)}. ` +
      `Per chunk in the last tenth of the stream, where the anchors' cost has grown with the message and MarkdownView's has not: ` +
      `**${ratio(late(reactMarkdown), late(incremental))}** and **${ratio(late(noBlockCache), late(incremental))}**. ` +
      `MarkdownView's longest task: ${fmt(incremental.longestTaskMs, 1)} wall, ${fmt(incremental.longestTaskCpuMs, 1)} CPU (goal: none over ${shape.longTaskMs} ms: ${incremental.longTasks === 0 ? 'met' : 'not met'}). ` +
      `MarkdownView drew ${incremental.finalHtml === noBlockCache.finalHtml ? 'the same final HTML as the marked anchor' : '**different final HTML from the marked anchor** (a rendering bug)'} ` +
      `and ${incremental.finalText === reactMarkdown.finalText ? 'the same text as react-markdown' : '**different text from react-markdown**'} (whitespace and code-block headers aside); ` +
      `CSP violations under the app's policy: ${columns.map((v) => v.cspViolations).join(' / ')} (columns in order). ` +
      `Chunks whose frame was found from the stamp, with no invalidation after it: ${columns.map((v) => v.withoutInvalidation).join(' / ')}.`,
  ].join('\n');
}
