// chat:* through the real core against the real sandbox's generation endpoints: the deterministic
// responder streamed and unary, models and token counts, and the sandbox's faults (429 with
// RetryInfo before the stream, an error body or a dropped connection inside it).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RunSettings } from '../../../src-shared/contract/schemas/chat';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import { foldResponses } from '../../../src-shared/genai/fold-responses';
import { exchangesOf, startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';
import { startGenerate } from './start-generate';

let harness: CoreWithSandbox;
let sandbox: CoreWithSandbox['sandbox'];
let call: CoreWithSandbox['call'];

beforeAll(async () => {
  harness = await startCoreWithSandbox('chat-sandbox');
  ({ sandbox, call } = harness);
});
afterAll(() => harness.close());
beforeEach(async () => {
  await call('sandbox:resetFaults');
  await call('inspector:clear');
  await streamSettings();
});

/** The sandbox's stream settings, through its control API (the key authorizes it); fast by default. */
async function streamSettings(settings: Record<string, unknown> = {}) {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/genai/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tokensPerSecond: 5000, ...settings }),
  });
  expect(response.status).toBe(200);
}

const settings = RunSettings.parse({ model: 'models/gemini-2.5-flash' });
const contents = [
  { role: 'user' as const, parts: [{ text: 'Explain in two paragraphs why the sky is blue.' }] },
];

async function generate(input: Record<string, unknown> = {}) {
  const run = startGenerate(harness.core, { settings, contents, ...input });
  const result = await run.done;
  const events = run.events;
  const responses = events.flatMap((e) => (e.type === 'chunk' ? [e.response] : []));
  return { events, result, turn: foldResponses(responses), types: events.map((e) => e.type) };
}

const genaiExchanges = () => exchangesOf(harness, 'genai');

describe('generation against the sandbox', () => {
  it('streams an answer in several chunks and keeps the key out of events and records', async () => {
    const { result, turn, types, events } = await generate();
    expect(result.ok && result.value.status).toBe('complete');
    expect(types.slice(0, 2)).toEqual(['request', 'first-byte']);
    expect(types.filter((t) => t === 'chunk').length).toBeGreaterThan(1);
    expect(turn.text.length).toBeGreaterThan(20);
    expect(turn.finishReason).toBe('STOP');
    expect(turn.usageMetadata?.candidatesTokenCount).toBeGreaterThan(0);
    const records = await genaiExchanges();
    expect(records.map((r) => r.status)).toEqual([200]);
    expect(records[0]!.url).toBe(
      `${sandbox.baseUrl}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
    );
    expect(JSON.stringify(events)).not.toContain(sandbox.apiKey);
    expect(JSON.stringify(records)).not.toContain(sandbox.apiKey);
  });

  it('answers the same prompt in one chunk in unary mode', async () => {
    const { result, types, turn } = await generate({ stream: false });
    expect(result.ok && result.value).toMatchObject({ status: 'complete', chunks: 1 });
    expect(types).toEqual(['request', 'first-byte', 'chunk']);
    expect(turn.text.length).toBeGreaterThan(20);
  });

  it('lists the models and counts tokens', async () => {
    const models = await call('chat:models');
    expect(
      models.ok && (models.value as { models: Array<{ name: string }> }).models.map((m) => m.name),
    ).toContain('models/gemini-2.5-flash');
    const count = await call('chat:countTokens', { settings, contents });
    expect(count.ok && (count.value as { totalTokens: number }).totalTokens).toBeGreaterThan(0);
  });

  it('retries a 429 with RetryInfo from the sandbox, then streams', async () => {
    const faults = { ...NO_FAULTS, errorRate: 1, errorStatus: 429, retryAfterSeconds: 1, remaining: 1 };
    expect((await call('sandbox:setFaults', { service: 'genai', faults })).ok).toBe(true);
    const { result, events } = await generate();
    expect(result.ok && result.value.status).toBe('complete');
    const retry = events.find((e) => e.type === 'retry');
    expect(retry).toMatchObject({ attempt: 2 });
    expect(retry!.type === 'retry' && retry!.delayMs).toBeGreaterThanOrEqual(1000);
    expect((await genaiExchanges()).map((r) => r.status)).toEqual([429, 200]);
  });

  it('reports the error body the sandbox appends after the first chunk', async () => {
    await streamSettings({ midStreamError: { afterChunks: 1, httpStatus: 503 } });
    const { result, events } = await generate();
    expect(result.ok && result.value).toMatchObject({ status: 'error', chunks: 1 });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { phase: 'mid-stream', httpStatus: 503 } });
    expect((await genaiExchanges()).map((r) => r.status)).toEqual([200]);
  });

  it('reports a connection the sandbox drops after the first chunk, keeping that chunk', async () => {
    await streamSettings({ cutStream: { afterChunks: 1 } });
    const { result, events } = await generate();
    expect(result.ok && result.value).toMatchObject({ status: 'error', chunks: 1 });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { phase: 'network' } });
  });

  it('Stop closes the stream on the sandbox side too', async () => {
    await streamSettings({ tokensPerSecond: 40 });
    const stats = async () =>
      (await (
        await fetch(`${sandbox.baseUrl}/__sandbox/genai/stats`, {
          headers: { authorization: `Bearer ${sandbox.apiKey}` },
        })
      ).json()) as {
        activeStreams: number;
        abortedStreams: number;
      };
    const before = await stats();
    const run = startGenerate(harness.core, { settings, contents });
    const { events } = run;
    while (!events.some((e) => e.type === 'chunk')) await new Promise((r) => setTimeout(r, 10));
    run.cancel();
    const result = await run.done;
    expect(!result.ok && result.error.code).toBe('CANCELLED');
    for (let i = 0; i < 100 && (await stats()).abortedStreams === before.abortedStreams; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await stats()).abortedStreams).toBe(before.abortedStreams + 1);
    expect((await stats()).activeStreams).toBe(0);
  });
});
