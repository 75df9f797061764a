import type { GenerateEvent, JsonObject } from '@/lib/contract';

/** One row of a turn's timeline: what happened, when (ms after the request was sent) and its size. */
interface TimelineRow {
  kind: GenerateEvent['type'];
  atMs: number;
  /** Time since the previous row. */
  deltaMs: number;
  label: string;
  bytes: number | null;
  /** Output tokens this chunk added (usage is cumulative on the wire). */
  tokens: number | null;
}

export interface TimelineStats {
  rows: TimelineRow[];
  /** When the request left, as the epoch time main recorded; null before the request event. */
  sentAt: number | null;
  firstByteMs: number | null;
  /** Time to the first chunk that carried any answer text or call. */
  firstContentMs: number | null;
  totalMs: number | null;
  chunks: number;
  bytes: number;
  retries: number;
  outputTokens: number | null;
  /** Output tokens per second between the first byte and the last chunk. */
  tokensPerSecond: number | null;
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** candidatesTokenCount of a response chunk, when the service sent usage with it. */
function outputTokensOf(response: JsonObject): number | null {
  const usage = response.usageMetadata;
  if (!isObject(usage)) return null;
  const count = usage.candidatesTokenCount;
  return typeof count === 'number' ? count : null;
}

/** Whether a chunk carries answer content (text or a call), not only usage or an empty final part. */
function hasContent(response: JsonObject): boolean {
  const candidates = response.candidates;
  if (!Array.isArray(candidates)) return false;
  return candidates.some((candidate) => {
    const content = isObject(candidate) ? candidate.content : null;
    const parts = isObject(content) ? content.parts : null;
    return (
      Array.isArray(parts) &&
      parts.some(
        (part) =>
          isObject(part) && ((typeof part.text === 'string' && part.text !== '') || 'functionCall' in part),
      )
    );
  });
}

function describe(event: GenerateEvent): string {
  switch (event.type) {
    case 'request':
      return `request sent to ${event.url}`;
    case 'retry':
      return `retry ${event.attempt} in ${Math.round(event.delayMs)} ms: ${event.reason}`;
    case 'first-byte':
      return 'first byte';
    case 'chunk':
      return 'chunk';
    case 'error':
      return `error ${event.error.httpStatus ?? ''} ${event.error.status ?? ''}: ${event.error.message}`.replace(
        /\s+/g,
        ' ',
      );
  }
}

/** Folds a turn's stored events into timeline rows and the numbers above them. */
export function timelineStats(events: readonly GenerateEvent[]): TimelineStats {
  const rows: TimelineRow[] = [];
  let sentAt: number | null = null;
  let firstByteMs: number | null = null;
  let firstContentMs: number | null = null;
  let lastMs = 0;
  let lastChunkMs: number | null = null;
  let chunks = 0;
  let bytes = 0;
  let retries = 0;
  let outputTokens: number | null = null;
  let retryClockMs = 0;

  for (const event of events) {
    // Retry events carry no time of their own: they sit at the previous row's time plus their delay.
    const atMs =
      event.type === 'request' ? 0 : event.type === 'retry' ? (retryClockMs += event.delayMs) : event.atMs;
    if (event.type !== 'retry') retryClockMs = Math.max(retryClockMs, atMs);
    let tokens: number | null = null;
    if (event.type === 'request') sentAt = event.sentAt;
    if (event.type === 'retry') retries += 1;
    if (event.type === 'first-byte' && firstByteMs === null) firstByteMs = event.atMs;
    if (event.type === 'chunk') {
      chunks += 1;
      bytes += event.bytes;
      lastChunkMs = event.atMs;
      if (firstContentMs === null && hasContent(event.response)) firstContentMs = event.atMs;
      const cumulative = outputTokensOf(event.response);
      if (cumulative !== null) {
        tokens = Math.max(0, cumulative - (outputTokens ?? 0));
        outputTokens = cumulative;
      }
    }
    rows.push({
      kind: event.type,
      atMs,
      deltaMs: Math.max(0, atMs - lastMs),
      label: describe(event),
      bytes: event.type === 'chunk' ? event.bytes : null,
      tokens,
    });
    lastMs = Math.max(lastMs, atMs);
  }

  const streamStart = firstByteMs ?? rows.find((row) => row.kind === 'chunk')?.atMs ?? null;
  const seconds = lastChunkMs !== null && streamStart !== null ? (lastChunkMs - streamStart) / 1000 : 0;
  return {
    rows,
    sentAt,
    firstByteMs,
    firstContentMs,
    totalMs: rows.length > 0 ? lastMs : null,
    chunks,
    bytes,
    retries,
    outputTokens,
    tokensPerSecond: outputTokens !== null && seconds > 0 ? outputTokens / seconds : null,
  };
}
