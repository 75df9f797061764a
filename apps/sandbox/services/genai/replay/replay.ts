// Replay mode: every generate call gets a real recorded answer — its status, headers (content-type, vary…)
// and body. A streamed call gets one event per recorded body segment; a unary call gets the single segment
// (a recorded stream is merged into one response). Recordings carry no per-chunk times, so the time to first
// chunk is the recorded `server-timing` dur and later chunks are spaced by their token counts at the
// configured tokensPerSecond (both scaled like the responder: dur × 200 / tokensPerSecond).
// Of a recording with several interactions, the last one whose request had no more contents than this
// request is served (so a two-turn recording plays turn by turn).
import type { OutgoingHttpHeaders } from 'node:http';
import type { GenaiSandboxSettings } from '../../../../../src-shared/contract/schemas/sandbox';
import type { Reply } from '../../../http/reply';
import { JSON_ARRAY_FRAMING, SSE_FRAMING } from '../stream/framing';
import type { StreamStats } from '../stream/stream-stats';
import { tokenDelay, writeStream } from '../stream/stream-writer';
import type { SeededRandom } from '../text/seeded-random';
import { tokenize } from '../text/tokenizer';
import { prettyJson } from '../wire/json-format';
import { loadRecording, type RecordedInteraction } from './recordings';

type Json = Record<string, unknown>;
export type CallKind = 'unary' | 'sse' | 'json-array';

const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'server-timing',
  'content-type',
]);

function contentsCount(body: unknown): number {
  const contents = (body as { contents?: unknown } | null)?.contents;
  return Array.isArray(contents) ? contents.length : 0;
}

function pickInteraction(
  interactions: readonly RecordedInteraction[],
  requestContents: number,
): RecordedInteraction {
  const fitting = interactions.filter((i) => contentsCount(i.request.bodySegments[0]) <= requestContents);
  return (fitting[fitting.length - 1] ?? interactions[0]) as RecordedInteraction;
}

function recordedHeaders(interaction: RecordedInteraction, name: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'x-verity-sandbox-replay': name };
  for (const [key, value] of Object.entries(interaction.response.headers))
    if (!DROPPED_HEADERS.has(key.toLowerCase())) headers[key.toLowerCase()] = value;
  return headers;
}

function recordedHeader(interaction: RecordedInteraction, name: string): string | undefined {
  return Object.entries(interaction.response.headers).find(([k]) => k.toLowerCase() === name)?.[1];
}

function serverDuration(interaction: RecordedInteraction): number {
  const timing = recordedHeader(interaction, 'server-timing');
  return Number(/dur=(\d+(?:\.\d+)?)/.exec(timing ?? '')?.[1] ?? 300);
}

const candidateOf = (segment: Json) => ((segment.candidates as Json[] | undefined) ?? [])[0] ?? {};
const partsOf = (segment: Json) =>
  ((candidateOf(segment).content as Json | undefined)?.parts as Json[] | undefined) ?? [];
const textOf = (segment: Json) =>
  partsOf(segment)
    .map((p) => (typeof p.text === 'string' ? p.text : ''))
    .join('');

/** Output tokens of each segment: from cumulative usage when recorded, else by the sandbox tokenizer. */
function segmentTokens(segments: readonly Json[]): number[] {
  let sofar = 0;
  return segments.map((segment) => {
    const cumulative = (segment.usageMetadata as Json | undefined)?.candidatesTokenCount;
    const tokens =
      typeof cumulative === 'number' ? Math.max(0, cumulative - sofar) : tokenize(textOf(segment)).length;
    sofar += tokens;
    return tokens;
  });
}

/** A recorded stream as one unary response: texts joined, the last segment's finish and usage. */
function merge(segments: readonly Json[]): Json {
  const first = segments[0] ?? {};
  const last = segments[segments.length - 1] ?? {};
  const text = segments.map(textOf).join('');
  const others = segments.flatMap(partsOf).filter((p) => typeof p.text !== 'string');
  const parts = [...(text !== '' ? [{ text }] : []), ...others];
  const { content: _content, ...finish } = candidateOf(last);
  return {
    ...first,
    candidates: [{ content: { parts, role: 'model' }, ...finish }],
    usageMetadata: last.usageMetadata ?? first.usageMetadata,
  };
}

export interface ReplayInput {
  name: string;
  kind: CallKind;
  requestBody: unknown;
  settings: GenaiSandboxSettings;
  random: SeededRandom;
  stats: StreamStats;
}

export async function replay(reply: Reply, input: ReplayInput): Promise<boolean> {
  const recording = await loadRecording(input.name);
  if (!recording) return false;
  const interaction = pickInteraction(recording.interactions, contentsCount(input.requestBody));
  const { statusCode, bodySegments } = interaction.response;
  const recordedType = recordedHeader(interaction, 'content-type');
  const headers = recordedHeaders(interaction, input.name);
  const streamed = recordedType?.includes('event-stream') === true;
  if (statusCode !== 200 || input.kind === 'unary') {
    const body = statusCode !== 200 || bodySegments.length === 1 ? bodySegments[0] : merge(bodySegments);
    const contentType =
      input.kind === 'unary' && streamed && statusCode === 200
        ? 'application/json; charset=UTF-8'
        : (recordedType ?? 'application/json; charset=UTF-8');
    reply.send(
      statusCode,
      {
        ...headers,
        'content-type': contentType,
        'server-timing': `gfet4t7; dur=${serverDuration(interaction)}`,
      },
      `${prettyJson(body)}\n`,
    );
    return true;
  }
  const tps = input.settings.tokensPerSecond;
  const tokens = segmentTokens(bodySegments);
  await writeStream(reply, {
    framing: input.kind === 'sse' ? SSE_FRAMING : JSON_ARRAY_FRAMING,
    events: bodySegments.map((response, i) => ({
      response,
      delayMs:
        i === 0 ? Math.round(serverDuration(interaction) * (200 / tps)) : tokenDelay(tokens[i] ?? 0, tps),
    })),
    faults: { midStreamError: input.settings.midStreamError, cutStream: input.settings.cutStream },
    random: input.random,
    headers,
    stats: input.stats,
  });
  return true;
}
