import { describe, expect, it } from 'vitest';
import type { GenerateEvent, JsonObject } from '@/lib/contract';
import { timelineStats } from '@/features/chat/utils/timeline-stats';
import realStream from '../../../../../fixtures/genai/sse/real-gemini-2.5-flash-3-chunks.sse.txt?raw';

/** The real three-chunk capture, as main would report it: one chunk event per SSE event. */
const frames = realStream.split(/\r?\n\r?\n/).filter((frame) => frame.startsWith('data:'));
const responses = frames.map((frame) => JSON.parse(frame.slice(5)) as JsonObject);

function events(): GenerateEvent[] {
  return [
    {
      type: 'request',
      url: 'http://x/v1beta/models/m:streamGenerateContent?alt=sse',
      body: {},
      sentAt: 1_700_000_000_000,
      exchangeId: null,
    },
    { type: 'retry', attempt: 1, delayMs: 250, reason: '503 UNAVAILABLE' },
    { type: 'first-byte', atMs: 400 },
    ...responses.map((response, i): GenerateEvent => ({
      type: 'chunk',
      atMs: 450 + i * 250,
      bytes: frames[i]!.length,
      response,
    })),
  ];
}

describe('timeline stats', () => {
  it('reads a real stream: first byte, chunk sizes, token deltas from cumulative usage, tokens per second', () => {
    expect(responses).toHaveLength(3);
    const stats = timelineStats(events());
    expect(stats.sentAt).toBe(1_700_000_000_000);
    expect(stats.retries).toBe(1);
    expect(stats.firstByteMs).toBe(400);
    expect(stats.firstContentMs).toBe(450);
    expect(stats.chunks).toBe(3);
    expect(stats.bytes).toBe(frames.reduce((sum, frame) => sum + frame.length, 0));
    expect(stats.rows.filter((row) => row.kind === 'chunk').map((row) => row.tokens)).toEqual([31, 48, 1]);
    expect(stats.outputTokens).toBe(80);
    expect(stats.totalMs).toBe(950);
    // 80 tokens between the first byte (400 ms) and the last chunk (950 ms).
    expect(stats.tokensPerSecond).toBeCloseTo(80 / 0.55, 5);
    expect(stats.rows.map((row) => row.deltaMs)).toEqual([0, 250, 150, 50, 250, 250]);
    expect(stats.rows[1]!.label).toBe('retry 1 in 250 ms: 503 UNAVAILABLE');
  });

  it('reports an error row and no rate when nothing streamed', () => {
    const stats = timelineStats([
      { type: 'request', url: 'u', body: {}, sentAt: 5, exchangeId: 'e1' },
      {
        type: 'error',
        atMs: 120,
        error: {
          httpStatus: 429,
          status: 'RESOURCE_EXHAUSTED',
          message: 'Quota exceeded',
          details: [],
          retryAfterSeconds: 30,
          phase: 'before-stream',
        },
      },
    ]);
    expect(stats.rows.map((row) => row.label)).toEqual([
      'request sent to u',
      'error 429 RESOURCE_EXHAUSTED: Quota exceeded',
    ]);
    expect(stats.tokensPerSecond).toBeNull();
    expect(stats.outputTokens).toBeNull();
    expect(stats.totalMs).toBe(120);
    expect(timelineStats([]).totalMs).toBeNull();
  });
});
