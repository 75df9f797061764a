// Failures a client must survive: errors before any byte (429 with RetryInfo, 503) from the generic faults,
// and the stream faults of GenaiSandboxSettings (a bare error appended after N chunks, a cut connection).
// Also the settings control route itself: validation, bearer key, reset.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseSse,
  postGenai,
  putGenaiSettings,
  useGenaiSandbox,
  streamRaw,
  sse,
  textOf,
  user,
  type Json,
} from './genai-harness';
import { bearer, getJson, rawRequest, resetFaults, setFaults, type GoogleErrorBody } from './sandbox-harness';

const realMidStream = readFileSync(
  new URL('../../fixtures/genai/sse/error-mid-stream.sse.txt', import.meta.url),
  'utf8',
);

const sandbox = useGenaiSandbox();
afterEach(async () => {
  await resetFaults(sandbox);
  await putGenaiSettings(sandbox, { tokensPerSecond: 100_000 });
});

const ESSAY = user('Write a long essay about glaciers');

/** Splits an SSE body into its data events and whatever follows the last one. */
function splitTail(body: string): { events: Json[]; tail: string } {
  const end = body.lastIndexOf('\r\n\r\n');
  return { events: parseSse(body.slice(0, end + 4)), tail: body.slice(end + 4) };
}

describe('stream faults', () => {
  it('midStreamError appends a bare pretty-printed error after N events, then ends the body', async () => {
    await putGenaiSettings(sandbox, { midStreamError: { afterChunks: 2, httpStatus: 503 } });
    const stream = await streamRaw(sandbox, sse(), ESSAY);
    expect(stream.status).toBe(200);
    expect(stream.complete).toBe(true);
    const { events, tail } = splitTail(stream.body.toString('utf8'));
    expect(events).toHaveLength(2);
    expect(tail).toBe(
      '{\n  "error": {\n    "code": 503,\n    "message": "The model is overloaded. Please try again later.",\n    "status": "UNAVAILABLE"\n  }\n}\n',
    );
    // The same layout as the real capture: events, then "{\n  \"error\": {" without any "data:".
    expect(realMidStream.slice(realMidStream.lastIndexOf('\n\n') + 2).startsWith('{\n  "error": {\n')).toBe(
      true,
    );
  });

  it('midStreamError at 0 sends the error right after the headers; 499 is CANCELLED', async () => {
    await putGenaiSettings(sandbox, { midStreamError: { afterChunks: 0, httpStatus: 499 } });
    const stream = await streamRaw(sandbox, sse(), ESSAY);
    expect(stream.status).toBe(200);
    // The real capture's error, DebugInfo detail included.
    const real = JSON.parse(realMidStream.slice(realMidStream.lastIndexOf('\n\n') + 2)) as Json;
    expect(JSON.parse(stream.body.toString('utf8'))).toEqual(real);
  });

  it('midStreamError in the JSON-array form is one more element', async () => {
    await putGenaiSettings(sandbox, { midStreamError: { afterChunks: 1, httpStatus: 500 } });
    const stream = await streamRaw(sandbox, 'models/gemini-2.5-flash:streamGenerateContent', ESSAY);
    const elements = JSON.parse(stream.body.toString('utf8')) as Json[];
    expect(elements).toHaveLength(2);
    expect(elements[1]).toMatchObject({ error: { code: 500, status: 'INTERNAL' } });
  });

  it('cutStream drops the connection after N events, with no error body', async () => {
    await putGenaiSettings(sandbox, { cutStream: { afterChunks: 3 } });
    const stream = await streamRaw(sandbox, sse(), ESSAY);
    expect(stream.status).toBe(200);
    expect(stream.complete).toBe(false);
    const { events, tail } = splitTail(stream.body.toString('utf8'));
    expect(events).toHaveLength(3);
    expect(tail).toBe('');
    const array = await streamRaw(sandbox, 'models/gemini-2.5-flash:streamGenerateContent', ESSAY);
    expect(array.complete).toBe(false);
    expect(() => JSON.parse(array.body.toString('utf8'))).toThrow();
  });

  it('stream faults leave unary calls alone', async () => {
    await putGenaiSettings(sandbox, { cutStream: { afterChunks: 0 } });
    const response = await postGenai(sandbox, 'models/gemini-2.5-flash:generateContent', user('hello'));
    expect(textOf(response.json)).toBe('Hello! How can I help you today?');
  });
});

describe('generic faults before any byte', () => {
  it('429 with RetryInfo, QuotaFailure and Retry-After, on a stream call, before the stream', async () => {
    await setFaults(sandbox, 'genai', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 7 });
    const stream = await streamRaw(sandbox, sse(), ESSAY);
    expect(stream.status).toBe(429);
    expect(stream.headers['retry-after']).toBe('7');
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['x-verity-sandbox-fault']).toBe('error');
    const error = (JSON.parse(stream.body.toString('utf8')) as GoogleErrorBody).error;
    expect(error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
    expect(error.message).toContain('You exceeded your current quota');
    expect(error.details).toEqual([
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [{ quotaId: 'GenerateRequestsPerMinutePerProjectPerModel' }],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' },
    ]);
  });

  it('503 UNAVAILABLE before the stream', async () => {
    await setFaults(sandbox, 'genai', { errorRate: 1, errorStatus: 503 });
    const response = await postGenai(sandbox, sse(), ESSAY);
    expect(response.status).toBe(503);
    expect(response.json).toEqual({
      error: {
        code: 503,
        message: 'The model is overloaded. Please try again later.',
        status: 'UNAVAILABLE',
      },
    });
  });

  it('the truncation fault cuts a stream after half its events; latency keeps the fault header', async () => {
    const whole = parseSse((await streamRaw(sandbox, sse(), ESSAY)).body.toString('utf8'));
    await setFaults(sandbox, 'genai', { truncateRate: 1 });
    const cut = await streamRaw(sandbox, sse(), ESSAY);
    expect(cut.complete).toBe(false);
    expect(cut.headers['x-verity-sandbox-fault']).toBe('truncate');
    expect(splitTail(cut.body.toString('utf8')).events).toHaveLength(Math.floor(whole.length / 2));
    await setFaults(sandbox, 'genai', { latencyMs: 30 });
    const slow = await streamRaw(sandbox, sse(), user('hello'));
    expect(slow.headers['x-verity-sandbox-fault']).toBe('latency');
    expect(slow.firstByteMs).toBeGreaterThanOrEqual(30);
  });
});

describe('settings control route', () => {
  const url = () => `${sandbox.baseUrl}/__sandbox/genai/settings`;

  it('answers the settings and the recording names, behind the bearer key', async () => {
    const { status, json } = await getJson<Json>(url(), { headers: bearer(sandbox) });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      tokensPerSecond: 100_000,
      midStreamError: null,
      cutStream: null,
      replay: null,
    });
    expect(json.recordings).toContain('stream-11-chunks');
    expect((await rawRequest(url())).status).toBe(401);
    expect((await rawRequest(url(), { method: 'PUT', body: '{}' })).status).toBe(401);
  });

  it('validates settings with the contract schema, and accepts what GET answered', async () => {
    const bad = await rawRequest(url(), {
      method: 'PUT',
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ tokensPerSecond: 0, extra: true }),
    });
    expect(bad.status).toBe(400);
    const error = (JSON.parse(bad.body) as GoogleErrorBody).error;
    expect(error.message).toContain('tokensPerSecond');
    expect(error.details?.[0]?.['@type']).toBe('type.googleapis.com/google.rpc.BadRequest');
    const unknown = await rawRequest(url(), {
      method: 'PUT',
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ replay: 'no-such-recording' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('unknown recording');
    const current = (await getJson<Json>(url(), { headers: bearer(sandbox) })).json;
    const roundTrip = await rawRequest(url(), {
      method: 'PUT',
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ ...current, tokensPerSecond: 321 }),
    });
    expect(JSON.parse(roundTrip.body)).toMatchObject({ tokensPerSecond: 321 });
  });

  it('POST /__sandbox/faults/reset puts the defaults back', async () => {
    await putGenaiSettings(sandbox, {
      tokensPerSecond: 999,
      cutStream: { afterChunks: 1 },
      replay: 'system-instruction',
    });
    await resetFaults(sandbox);
    const { json } = await getJson<Json>(url(), { headers: bearer(sandbox) });
    expect(json).toMatchObject({ tokensPerSecond: 200, midStreamError: null, cutStream: null, replay: null });
  });
});
