// Streaming over real sockets: SSE framing (CRLF, one-line JSON, headers), the JSON-array form, cumulative
// usage, chunk sizes, byte-split UTF-8 that clients must reassemble, cadence and stopping on disconnect.
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  candidateOf,
  generate,
  parseSse,
  postGenai,
  putGenaiSettings,
  useGenaiSandbox,
  streamRaw,
  sse,
  textOf,
  usageOf,
  user,
  type Json,
} from './genai-harness';
import { bearer, getJson } from './sandbox-harness';

const sandbox = useGenaiSandbox();
afterEach(() => putGenaiSettings(sandbox, { tokensPerSecond: 100_000 }));

const ESSAY = user('Write a long essay about lighthouses');

describe('SSE form (?alt=sse)', () => {
  it('frames one-line data events with CRLF CRLF and the real headers', async () => {
    const stream = await streamRaw(sandbox, sse(), ESSAY);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['content-disposition']).toBe('attachment');
    expect(stream.headers['server-timing']).toMatch(/^gfet4t7; dur=\d+$/);
    expect(stream.headers['transfer-encoding']).toBe('chunked');
    const text = stream.body.toString('utf8');
    expect(text.startsWith('data: {"candidates": [{"content": {"parts": [{"text": ')).toBe(true);
    const events = parseSse(text);
    expect(events.length).toBeGreaterThan(5);
    expect(text.split('\r\n\r\n')).toHaveLength(events.length + 1);
  });

  it('carries modelVersion and responseId on every event and cumulative usage, final counts last', async () => {
    const events = parseSse((await streamRaw(sandbox, sse(), ESSAY)).body.toString('utf8'));
    const unary = await generate(sandbox, ESSAY);
    let previous = 0;
    for (const [i, event] of events.entries()) {
      expect(event.modelVersion).toBe('gemini-2.5-flash');
      expect(event.responseId).toBe(events[0]?.responseId);
      const usage = usageOf(event);
      const count = usage.candidatesTokenCount as number;
      expect(count).toBeGreaterThan(previous);
      // A 2.5 model thinks before its first chunk: every event bills the same thoughts.
      expect(usage.thoughtsTokenCount).toBe(usageOf(events[0] as Json).thoughtsTokenCount);
      expect(usage.totalTokenCount).toBe(
        (usage.promptTokenCount as number) + count + (usage.thoughtsTokenCount as number),
      );
      const added = count - previous;
      if (i === 0) expect(added).toBeLessThanOrEqual(3);
      else if (i < events.length - 1) expect(added >= 30 && added <= 60).toBe(true);
      previous = count;
      expect(candidateOf(event).finishReason).toBe(i === events.length - 1 ? 'STOP' : undefined);
    }
    expect(events.map(textOf).join('')).toBe(textOf(unary.json));
    expect(usageOf(events[events.length - 1] as Json)).toEqual(usageOf(unary.json));
    expect(events[0]?.responseId).toBe(unary.json.responseId);
  });

  it('writes events as byte slices that split UTF-8 characters across reads', async () => {
    const phrase = 'Ünïcödé ✓ 日本語のテキスト 🌍🚀 '.repeat(40);
    await putGenaiSettings(sandbox, { tokensPerSecond: 5_000 });
    const stream = await streamRaw(sandbox, sse(), user(`Repeat after me: ${phrase}`));
    const splitInsideCharacter = stream.reads.filter((read) => {
      const last = read[read.length - 1] as number;
      // A read ending in a lead byte, or in the middle of a sequence, leaves a character incomplete.
      return last >= 0xc0 || (last >= 0x80 && Buffer.from(read).toString('utf8').endsWith('\uFFFD'));
    });
    expect(stream.reads.length).toBeGreaterThan(parseSse(stream.body.toString('utf8')).length);
    expect(splitInsideCharacter.length).toBeGreaterThan(0);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const reassembled =
      stream.reads.map((read) => decoder.decode(read, { stream: true })).join('') + decoder.decode();
    expect(parseSse(reassembled).map(textOf).join('')).toBe(phrase.trim());
  });
});

describe('JSON-array form (no alt=sse)', () => {
  it('streams one pretty-printed array, elements joined by "\\n,\\r\\n"', async () => {
    const stream = await streamRaw(sandbox, 'models/gemini-2.5-flash:streamGenerateContent', ESSAY);
    expect(stream.headers['content-type']).toBe('application/json; charset=UTF-8');
    const text = stream.body.toString('utf8');
    expect(text.startsWith('[{\n  "candidates": [\n')).toBe(true);
    expect(text.endsWith('}\n]')).toBe(true);
    const elements = JSON.parse(text) as Json[];
    expect(text.split('\n,\r\n')).toHaveLength(elements.length);
    const sseEvents = parseSse((await streamRaw(sandbox, sse(), ESSAY)).body.toString('utf8'));
    expect(elements).toEqual(sseEvents);
    expect(text).toContain(`\n,\r\n${JSON.stringify(elements[1], null, 2)}`);
  });
});

describe('cadence', () => {
  it('sends a small first chunk after a short time to first token, then paces by tokensPerSecond', async () => {
    await putGenaiSettings(sandbox, { tokensPerSecond: 2_000 });
    const stream = await streamRaw(sandbox, sse(), user('Write about harbors, about 1000 tokens'));
    const events = parseSse(stream.body.toString('utf8'));
    expect(usageOf(events[events.length - 1] as Json).candidatesTokenCount).toBe(1000);
    // TTFT is 150–300 ms at 200 tokens/s, so 15–30 ms at 2000.
    expect(stream.firstByteMs).toBeGreaterThanOrEqual(12);
    expect(stream.firstByteMs).toBeLessThan(400);
    const total = stream.times[stream.times.length - 1] as number;
    expect(total - stream.firstByteMs).toBeGreaterThan(400);
    expect(total).toBeLessThan(5_000);
  });

  it('a unary answer arrives after the whole generation time', async () => {
    await putGenaiSettings(sandbox, { tokensPerSecond: 1_000 });
    const started = performance.now();
    const response = await generate(sandbox, user('Write about harbors, about 400 tokens'));
    expect(usageOf(response.json).candidatesTokenCount).toBe(400);
    expect(performance.now() - started).toBeGreaterThan(300);
  });

  it('stops writing promptly when the client disconnects', async () => {
    await putGenaiSettings(sandbox, { tokensPerSecond: 40 });
    const stats = () =>
      getJson<Json>(`${sandbox.baseUrl}/__sandbox/genai/stats`, { headers: bearer(sandbox) }).then(
        (r) => r.json,
      );
    const before = await stats();
    const stream = await streamRaw(sandbox, sse(), ESSAY, (_read, abort) => abort());
    expect(stream.complete).toBe(false);
    const deadline = performance.now() + 1_000;
    let after = await stats();
    while (after.activeStreams !== 0 && performance.now() < deadline) {
      await delay(20);
      after = await stats();
    }
    expect(after.activeStreams).toBe(0);
    expect(after.abortedStreams).toBe((before.abortedStreams as number) + 1);
  });
});

describe('tuned model', () => {
  it('streams from tunedModels/{id} too', async () => {
    const response = await postGenai(
      sandbox,
      'tunedModels/sandbox-support-bot:streamGenerateContent?alt=sse',
      user('hi there, how do I start?'),
    );
    const events = parseSse(response.body);
    expect(events.map(textOf).join('')).toContain('Verity support bot');
  });
});
