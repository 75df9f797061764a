// The generation client without the router: Stop resolves 'stopped', deadlines, connection
// failures retried before the answer starts, and the key lookup.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generate, type GenerateDeps } from '../../../src-main/services/genai/generate';
import { resolveGenaiTarget } from '../../../src-main/services/genai/genai-target';
import { createStreamingHttp } from '../../../src-main/services/http/http-stream';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { RunSettings, type GenerateEvent } from '../../../src-shared/contract/schemas/chat';
import { freePort } from '../../support/free-port';
import { json, sse, startFakeGemini, type FakeGemini } from './fake-gemini';

const KEY = 'test-only-direct-key-abcdefghijklmnopqrstuvwxyz';
const FIXTURES = join(import.meta.dirname, '../../fixtures/genai');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const input = {
  settings: RunSettings.parse({ model: 'models/gemini-2.5-flash' }),
  contents: [{ role: 'user' as const, parts: [{ text: 'hi' }] }],
  stream: true,
};

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function deps(extra: Partial<GenerateDeps> = {}) {
  const inspector = createInspector({ secrets: () => [KEY] });
  return {
    inspector,
    deps: {
      streaming: createStreamingHttp({ inspector, random: () => 0 }),
      target: { profileId: 'test', baseUrl: fake.baseUrl, apiKey: KEY, keyOrigin: fake.baseUrl },
      secrets: [KEY],
      retry: { baseDelayMs: 20 },
      ...extra,
    } satisfies GenerateDeps,
  };
}

async function run(extra: Partial<GenerateDeps> = {}, signal = new AbortController().signal) {
  const events: GenerateEvent[] = [];
  const { deps: d, inspector } = deps(extra);
  const outcome = await generate(d, input, (e) => events.push(e), signal);
  return { events, outcome, inspector };
}

describe('generate', () => {
  it("resolves 'stopped' with everything emitted so far when the caller aborts", async () => {
    const bytes = fixture('sse/basic-reply-short.sse.txt');
    const firstEvent = new TextDecoder().decode(bytes).indexOf('data:', 10);
    fake.queue((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(bytes.subarray(0, firstEvent));
    });
    const controller = new AbortController();
    const events: GenerateEvent[] = [];
    const closed = fake.nextEarlyClose();
    const { deps: d } = deps();
    const outcome = generate(
      d,
      input,
      (e) => {
        events.push(e);
        if (e.type === 'chunk') controller.abort();
      },
      controller.signal,
    );
    expect(await outcome).toMatchObject({ status: 'stopped', chunks: 1 });
    await closed;
    expect(events.map((e) => e.type)).toEqual(['request', 'first-byte', 'chunk']);
  });

  it("resolves 'stopped' when aborted while waiting to retry", async () => {
    fake.queue(
      json(
        503,
        { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } },
        { 'retry-after': '5' },
      ),
    );
    const controller = new AbortController();
    const events: GenerateEvent[] = [];
    const { deps: d } = deps({ retry: { baseDelayMs: 20, maxDelayMs: 10_000 } });
    const started = Date.now();
    const outcome = generate(
      d,
      input,
      (e) => {
        events.push(e);
        if (e.type === 'retry') setTimeout(() => controller.abort(), 20);
      },
      controller.signal,
    );
    expect(await outcome).toMatchObject({ status: 'stopped', chunks: 0 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events.find((e) => e.type === 'retry')).toMatchObject({ attempt: 2, delayMs: 5000 });
  });

  it('retries a connection dropped before any answer, then streams', async () => {
    fake.queue((res) => void res.socket?.destroy(), sse(fixture('sse/finish-message.sse.txt')));
    const { events, outcome, inspector } = await run();
    expect(outcome).toMatchObject({ status: 'complete', chunks: 2 });
    expect(events.map((e) => e.type)).toEqual(['request', 'retry', 'first-byte', 'chunk', 'chunk']);
    expect(inspector.list().exchanges.map((e) => [e.attempt, e.status])).toEqual([
      [2, 200],
      [1, null],
    ]);
  });

  it('gives up after the attempts the policy allows and reports the last answer', async () => {
    const unavailable = json(503, { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } });
    fake.queue(unavailable, unavailable, unavailable);
    const { events, outcome } = await run();
    expect(outcome.status).toBe('error');
    expect(fake.seen).toHaveLength(3);
    expect(events.map((e) => e.type)).toEqual(['request', 'retry', 'retry', 'error']);
    expect(events.at(-1)).toMatchObject({
      error: { httpStatus: 503, status: 'UNAVAILABLE', phase: 'before-stream' },
    });
  });

  it('times out when no answer comes, and when the answer stalls, without retrying', async () => {
    fake.queue(() => undefined);
    const silent = await run({ timeouts: { headersTimeoutMs: 150 } });
    expect(silent.outcome.status).toBe('error');
    expect(silent.events.at(-1)).toMatchObject({ error: { phase: 'network' } });
    expect(JSON.stringify(silent.events.at(-1))).toContain('No answer from');
    expect(fake.seen).toHaveLength(1);

    fake.reset();
    fake.queue((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
    });
    const noFirstByte = await run({ timeouts: { firstByteTimeoutMs: 150 } });
    expect(JSON.stringify(noFirstByte.events.at(-1))).toContain('No first byte from');

    fake.reset();
    const bytes = fixture('sse/basic-reply-short.sse.txt');
    fake.queue((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(bytes.subarray(0, new TextDecoder().decode(bytes).indexOf('data:', 10)));
    });
    const stalled = await run({ timeouts: { idleTimeoutMs: 150 } });
    expect(stalled.outcome).toMatchObject({ status: 'error', chunks: 1 });
    expect(JSON.stringify(stalled.events.at(-1))).toContain('The stream stalled');
    expect(fake.seen).toHaveLength(1);
  });

  it('reports a refused connection after its retries', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const { events, outcome } = await run({
      target: { profileId: 'test', baseUrl, apiKey: KEY, keyOrigin: baseUrl },
      retry: { baseDelayMs: 1, maxAttempts: 2 },
    });
    expect(outcome.status).toBe('error');
    expect(events.map((e) => e.type)).toEqual(['request', 'retry', 'error']);
    expect(events.at(-1)).toMatchObject({ error: { phase: 'network', httpStatus: null } });
    expect(JSON.stringify(events.at(-1))).toContain('Connection refused');
  });

  it('never sends the key to an origin other than the one it was saved for', async () => {
    const elsewhere = 'https://generativelanguage.googleapis.com';
    const target = { profileId: 'test', baseUrl: fake.baseUrl, apiKey: KEY, keyOrigin: elsewhere };
    await expect(run({ target })).rejects.toMatchObject({
      code: 'VAULT',
      message: `The API key of profile "test" was saved for ${elsewhere}, so Verity will not send it to ${fake.baseUrl}: enter the key again in Settings`,
    });
    expect(fake.seen).toHaveLength(0);
  });
});

describe('resolveGenaiTarget', () => {
  const profiles = {
    endpoint: () => ({ profileId: 'prod', baseUrl: 'https://generativelanguage.googleapis.com' }),
  } as unknown as Parameters<typeof resolveGenaiTarget>[0];

  it('takes the key from the vault for the active profile', () => {
    const vault = {
      reveal: (ref: { profileId: string; service: string; name: string }) =>
        ref.profileId === 'prod' && ref.service === 'genai' && ref.name === 'apiKey'
          ? { value: 'k-123', origin: 'https://generativelanguage.googleapis.com' }
          : undefined,
    };
    expect(resolveGenaiTarget(profiles, vault)).toEqual({
      profileId: 'prod',
      baseUrl: 'https://generativelanguage.googleapis.com',
      apiKey: 'k-123',
      keyOrigin: 'https://generativelanguage.googleapis.com',
    });
  });

  it('says which profile lacks a key', () => {
    expect(() => resolveGenaiTarget(profiles, { reveal: () => undefined })).toThrow(
      /No API key .* profile "prod"/,
    );
  });
});
