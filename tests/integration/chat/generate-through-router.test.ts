// chat:* through the router and the real core, against a scripted generation server on 127.0.0.1
// serving the fixture bytes: streaming, retries before the stream, errors before and inside it,
// a cut connection, Stop, unary calls, models and token counts, and the API key kept out of
// everything that reaches the renderer or the inspector.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateEvent } from '../../../src-shared/contract/schemas/chat';
import { buildGenerateContentRequest } from '../../../src-shared/genai/build-request';
import { RunSettings } from '../../../src-shared/contract/schemas/chat';
import { exchangesOf, startTestCore, type TestCore } from '../../support/test-core';
import { startGenerate } from './start-generate';
import { json, sse, startFakeGemini, writeInPieces, type FakeGemini } from './fake-gemini';

const KEY = 'test-only-router-key-0123456789abcdefghijklmnop';
const FIXTURES = join(import.meta.dirname, '../../fixtures/genai');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const fixtureJson = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

let fake: FakeGemini;
let harness: TestCore;

beforeAll(async () => {
  fake = await startFakeGemini();
  harness = await startTestCore('chat-router', { baseUrl: fake.baseUrl, apiKey: KEY }, () => fake.close());
});
afterAll(() => harness.close());
beforeEach(async () => {
  fake.reset();
  await harness.call('inspector:clear');
});

const settings = RunSettings.parse({ model: 'models/gemini-2.5-flash', temperature: 0.2 });
const contents = [{ role: 'user' as const, parts: [{ text: 'Count to 30' }] }];

const generate = (input: Record<string, unknown> = {}) =>
  startGenerate(harness.core, { settings, contents, ...input });

const ofType = <T extends GenerateEvent['type']>(events: GenerateEvent[], type: T) =>
  events.filter((e): e is Extract<GenerateEvent, { type: T }> => e.type === type);
const chunkText = (events: GenerateEvent[]) =>
  ofType(events, 'chunk')
    .map((e) => {
      const candidate = (
        e.response.candidates as Array<{ content?: { parts?: Array<{ text?: string }> } }>
      )?.[0];
      return (candidate?.content?.parts ?? []).map((p) => p.text ?? '').join('');
    })
    .join('');

const exchanges = () => exchangesOf(harness, 'genai');

describe('chat:generate', () => {
  it('streams a real SSE capture sent in small pieces, in order, with the exact request', async () => {
    const bytes = fixture('sse/real-gemini-2.5-flash-3-chunks.sse.txt');
    fake.queue(sse(bytes));
    const run = generate();
    const result = await run.done;
    expect(result).toEqual({
      ok: true,
      value: { status: 'complete', totalMs: expect.any(Number), chunks: 3 },
    });
    expect(run.events.map((e) => e.type)).toEqual(['request', 'first-byte', 'chunk', 'chunk', 'chunk']);
    expect(chunkText(run.events)).toBe(Array.from({ length: 30 }, (_, i) => String(i + 1)).join('\n'));
    const [request] = ofType(run.events, 'request');
    expect(request!.url).toBe(`${fake.baseUrl}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`);
    expect(request!.body).toEqual(buildGenerateContentRequest(settings, contents));
    const chunks = ofType(run.events, 'chunk');
    expect(chunks.reduce((sum, c) => sum + c.bytes, 0)).toBe(bytes.byteLength);
    const times = run.events.flatMap((e) => ('atMs' in e ? [e.atMs] : []));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // What the server saw: the key as a header only, the body as announced.
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.url).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(fake.seen[0]!.headers['x-goog-api-key']).toBe(KEY);
    expect(JSON.parse(fake.seen[0]!.body)).toEqual(request!.body);

    // The inspector recorded the streamed body as it came, with the key redacted.
    const [exchange] = await exchanges();
    expect(exchange!.id).toBe(request!.exchangeId);
    expect(exchange!.status).toBe(200);
    expect(exchange!.responseBytes).toBe(bytes.byteLength);
    expect(exchange!.responseBody.text).toBe(new TextDecoder().decode(bytes));
    expect(exchange!.requestHeaders).toContainEqual(['x-goog-api-key', '<redacted>']);
  });

  it('retries a 429 that carries RetryInfo, waiting as asked, then streams', async () => {
    const tooMany = {
      error: {
        code: 429,
        message: 'Resource has been exhausted (e.g. check quota).',
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.3s' }],
      },
    };
    fake.queue(json(429, tooMany), sse(fixture('sse/basic-reply-short.sse.txt')));
    const run = generate();
    const result = await run.done;
    expect(result.ok && result.value.status).toBe('complete');
    expect(run.events.map((e) => e.type)).toEqual([
      'request',
      'retry',
      'first-byte',
      'chunk',
      'chunk',
      'chunk',
    ]);
    const [retry] = ofType(run.events, 'retry');
    expect(retry!.attempt).toBe(2);
    expect(retry!.delayMs).toBeGreaterThanOrEqual(300);
    expect(retry!.reason).toContain('HTTP 429 RESOURCE_EXHAUSTED');
    expect(chunkText(run.events)).toBe('The capital of Wyoming is **Cheyenne**.\n');
    expect(fake.seen).toHaveLength(2);
    const records = await exchanges();
    expect(ofType(run.events, 'request')[0]!.exchangeId).toBe(records[0]!.id);
    expect(records.map((e) => [e.status, e.attempt])).toEqual([
      [429, 1],
      [200, 2],
    ]);
  });

  it('reports a 429 whose RetryInfo asks for longer than the retry policy allows, without waiting', async () => {
    fake.queue(json(429, fixtureJson('errors/429-resource-exhausted-retryinfo.json')));
    const run = generate();
    const result = await run.done;
    expect(result.ok && result.value.status).toBe('error');
    expect(fake.seen).toHaveLength(1);
    const [error] = ofType(run.events, 'error');
    expect(error!.error).toEqual({
      httpStatus: 429,
      status: 'RESOURCE_EXHAUSTED',
      message: 'You exceeded your current quota, please check your plan.',
      details: expect.arrayContaining([expect.objectContaining({ retryDelay: '34.4s' })]),
      retryAfterSeconds: 34.4,
      phase: 'before-stream',
    });
  });

  it('does not retry a 400 and reports the Google error with its details', async () => {
    fake.queue(json(400, fixtureJson('errors/400-invalid-argument-api-key.json')));
    const run = generate();
    const result = await run.done;
    expect(result.ok && result.value).toMatchObject({ status: 'error', chunks: 0 });
    expect(fake.seen).toHaveLength(1);
    expect(run.events.map((e) => e.type)).toEqual(['request', 'error']);
    const [error] = ofType(run.events, 'error');
    expect(error!.error).toMatchObject({
      httpStatus: 400,
      status: 'INVALID_ARGUMENT',
      phase: 'before-stream',
    });
    expect(error!.error.message).toContain('API key not valid');
    expect(error!.error.details.length).toBeGreaterThan(0);
  });

  it('reads the JSON error of a 404 labelled text/event-stream, and plain text errors as text', async () => {
    const recording = fixtureJson('recordings/stream-http-404.json') as {
      interactions: Array<{ response: { bodySegments: unknown[] } }>;
    };
    const body = JSON.stringify(recording.interactions[0]!.response.bodySegments[0]);
    fake.queue((res) => {
      res.writeHead(404, { 'content-type': 'text/event-stream' });
      res.end(body);
    });
    const notFound = generate();
    await notFound.done;
    expect(ofType(notFound.events, 'error')[0]!.error).toMatchObject({
      httpStatus: 404,
      status: 'NOT_FOUND',
    });

    fake.queue((res) => {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('<h1>Forbidden by the proxy</h1>');
    });
    const proxy = generate();
    await proxy.done;
    expect(ofType(proxy.events, 'error')[0]!.error).toMatchObject({
      httpStatus: 403,
      status: null,
      message: '<h1>Forbidden by the proxy</h1>',
      phase: 'before-stream',
    });
  });

  it('reports an error appended inside the stream, without retrying, and closes the connection', async () => {
    fake.queue(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      await writeInPieces(res, fixture('sse/error-mid-stream.sse.txt'), 64);
      // The connection stays open: the client must close it itself once it has read the error.
    });
    const closed = fake.nextEarlyClose();
    const run = generate();
    const result = await run.done;
    await closed;
    expect(result.ok && result.value).toMatchObject({ status: 'error', chunks: 2 });
    expect(run.events.map((e) => e.type)).toEqual(['request', 'first-byte', 'chunk', 'chunk', 'error']);
    expect(chunkText(run.events)).toBe('First Second ');
    expect(ofType(run.events, 'error')[0]!.error).toMatchObject({
      httpStatus: 499,
      status: 'CANCELLED',
      message: 'The operation was cancelled.',
      phase: 'mid-stream',
    });
    expect(fake.seen).toHaveLength(1);
  });

  it('reports a connection cut in the middle of an event, keeping the chunks before it', async () => {
    const bytes = fixture('sse/basic-reply-short.sse.txt');
    const text = new TextDecoder().decode(bytes);
    const cutAt = text.indexOf('data:', 10) + 40;
    fake.queue(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      await writeInPieces(res, bytes.subarray(0, cutAt), 50);
      res.socket?.destroy();
    });
    const run = generate();
    const result = await run.done;
    expect(result.ok && result.value).toMatchObject({ status: 'error', chunks: 1 });
    expect(chunkText(run.events)).toBe('The');
    expect(ofType(run.events, 'error')[0]!.error).toMatchObject({ phase: 'network', httpStatus: null });
    expect(fake.seen).toHaveLength(1);
    const [exchange] = await exchanges();
    expect(exchange!.error).toBeTruthy();
  });

  it('Stop aborts the HTTP request: the server sees the connection close', async () => {
    const bytes = fixture('sse/basic-reply-short.sse.txt');
    const firstEvent = new TextDecoder().decode(bytes).indexOf('data:', 10);
    fake.queue(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(bytes.subarray(0, firstEvent));
      // ...and then nothing: the answer is still "being generated" when Stop comes.
    });
    const run = generate();
    const closed = fake.nextEarlyClose();
    while (ofType(run.events, 'chunk').length === 0) await new Promise((r) => setTimeout(r, 5));
    run.cancel();
    await closed;
    expect(fake.closedEarly).toBe(1);
    const result = await run.done;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('CANCELLED');
    expect(chunkText(run.events)).toBe('The');
    const [exchange] = await exchanges();
    expect(exchange!.error).toMatch(/cancelled/i);
  });

  it('unary mode calls generateContent and emits the answer as one chunk', async () => {
    fake.queue(json(200, fixtureJson('unary/basic-reply-short.json')));
    const run = generate({ stream: false });
    const result = await run.done;
    expect(result.ok && result.value).toMatchObject({ status: 'complete', chunks: 1 });
    expect(fake.seen[0]!.url).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(run.events.map((e) => e.type)).toEqual(['request', 'first-byte', 'chunk']);
    expect(chunkText(run.events).length).toBeGreaterThan(0);
  });

  it('reads a JSON-array stream from a server that ignores alt=sse', async () => {
    fake.queue(async (res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      await writeInPieces(res, fixture('stream-json/real-json-array-stream-json-mode.txt'), 61);
      res.end();
    });
    const run = generate();
    const result = await run.done;
    expect(result.ok && result.value).toMatchObject({ status: 'complete', chunks: 5 });
  });

  it('reports a 200 with an empty body as an error rather than an empty answer', async () => {
    fake.queue(sse(new Uint8Array()));
    const run = generate();
    expect((await run.done).ok && ofType(run.events, 'error')[0]!.error.message).toContain(
      'without sending any response',
    );
  });

  it('keeps the API key out of every event and every inspector record, even when the server echoes it', async () => {
    fake.queue(
      json(429, {
        error: {
          code: 429,
          message: `quota for key ${KEY}`,
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.01s' }],
        },
      }),
      sse(
        new TextEncoder().encode(
          `data: {"candidates": [{"content": {"parts": [{"text": "your key is ${KEY}"}]}}]}\n\n{"error": {"code": 500, "message": "bad key ${KEY}", "status": "INTERNAL"}}\n`,
        ),
      ),
    );
    const run = generate();
    await run.done;
    expect(run.events.map((e) => e.type)).toEqual(['request', 'retry', 'first-byte', 'chunk', 'error']);
    expect(chunkText(run.events)).toBe('your key is <redacted>');
    const records = await exchanges();
    expect(records).toHaveLength(2);
    expect(JSON.stringify(run.events)).not.toContain(KEY);
    expect(JSON.stringify(records)).not.toContain(KEY);
    expect(fake.seen.every((r) => r.headers['x-goog-api-key'] === KEY && !r.url.includes(KEY))).toBe(true);
  });
});

describe('chat:models and chat:countTokens', () => {
  it('lists every page of models', async () => {
    const model = (name: string) => ({
      name: `models/${name}`,
      displayName: name.toUpperCase(),
      description: `about ${name}`,
      inputTokenLimit: 1048576,
      outputTokenLimit: 65536,
      supportedGenerationMethods: ['generateContent', 'countTokens'],
    });
    fake.queue(
      json(200, { models: [model('a'), model('b')], nextPageToken: 'page-2' }),
      json(200, { models: [model('c'), { displayName: 'no name: skipped' }] }),
    );
    const result = await harness.call('chat:models');
    expect(
      result.ok && (result.value as { models: Array<{ name: string }> }).models.map((m) => m.name),
    ).toEqual(['models/a', 'models/b', 'models/c']);
    expect(fake.seen.map((r) => r.url)).toEqual([
      '/v1beta/models?pageSize=1000',
      '/v1beta/models?pageSize=1000&pageToken=page-2',
    ]);
    expect(fake.seen.every((r) => r.headers['x-goog-api-key'] === KEY)).toBe(true);
  });

  it('counts tokens for the whole request and reads the recorded answer', async () => {
    const recording = fixtureJson('recordings/count-tokens.json') as {
      interactions: Array<{ response: { bodySegments: Array<{ totalTokens: number }> } }>;
    };
    const answer = recording.interactions[0]!.response.bodySegments[0]!;
    fake.queue(json(200, answer));
    const withSystem = RunSettings.parse({
      model: 'models/gemini-2.5-flash',
      systemInstruction: 'Be brief.',
    });
    const result = await harness.call('chat:countTokens', { settings: withSystem, contents });
    expect(result).toEqual({ ok: true, value: { totalTokens: answer.totalTokens } });
    expect(fake.seen[0]!.url).toBe('/v1beta/models/gemini-2.5-flash:countTokens');
    expect(JSON.parse(fake.seen[0]!.body)).toEqual({
      generateContentRequest: {
        model: 'models/gemini-2.5-flash',
        ...buildGenerateContentRequest(withSystem, contents),
      },
    });
  });

  it('turns an upstream error into an envelope error', async () => {
    fake.queue(json(400, fixtureJson('errors/400-invalid-argument-api-key.json')));
    const result = await harness.call('chat:countTokens', { settings, contents });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('UPSTREAM');
      expect(result.error.message).toContain('API key not valid');
    }
  });
});

describe('chat persistence through the router', () => {
  it('saves, lists, reads, keeps a draft and removes', async () => {
    const chat = {
      id: 'c1',
      title: 'First',
      createdAt: 1,
      updatedAt: 2,
      settings,
      turns: [{ id: 't1', parentId: null, role: 'user', parts: [{ text: 'hi' }], createdAt: 1 }],
    };
    const saved = await harness.call('chat:save', { chat });
    expect(saved.ok).toBe(true);
    await harness.call('chat:saveDraft', { chatId: 'c1', draft: { text: 'next', savedAt: 3 } });
    expect(await harness.call('chat:list')).toEqual({
      ok: true,
      value: { chats: [{ id: 'c1', title: 'First', updatedAt: 2, turns: 1, hasDraft: true }] },
    });
    expect(await harness.call('chat:search', { query: ' HI ' })).toEqual({
      ok: true,
      value: { matches: [{ id: 'c1', snippet: 'hi' }] },
    });
    const blank = await harness.call('chat:search', { query: '  ' });
    expect(!blank.ok && blank.error.code).toBe('VALIDATION');
    const got = await harness.call('chat:get', { id: 'c1' });
    expect(got.ok && (got.value as { draft: { text: string } }).draft.text).toBe('next');
    const bad = await harness.call('chat:save', { chat: { ...chat, activeRootId: 'nope' } });
    expect(!bad.ok && bad.error.code).toBe('VALIDATION');
    expect((await harness.call('chat:remove', { id: 'c1' })).ok).toBe(true);
    const gone = await harness.call('chat:get', { id: 'c1' });
    expect(!gone.ok && gone.error.code).toBe('NOT_FOUND');
  });
});
