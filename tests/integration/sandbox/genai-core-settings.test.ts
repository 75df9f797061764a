// sandbox:getGenaiSettings / sandbox:setGenaiSettings through the whole chain: router → handlers →
// SandboxControl → the sandbox's control API, and the settings really change what generation does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';
import { parseSse, streamRaw, user, type Json } from './genai-harness';

let harness: CoreWithSandbox;
let call: CoreWithSandbox['call'];

beforeAll(async () => {
  harness = await startCoreWithSandbox('core-genai', { tlog: { seed: false } });
  call = harness.call;
});
afterAll(() => harness.close());

type SettingsResult = { settings: Json; recordings: string[] };

describe('generation settings through the contract', () => {
  it('reads the defaults and the recording names', async () => {
    const result = await call<SettingsResult>('sandbox:getGenaiSettings');
    expect(result).toEqual({
      ok: true,
      value: {
        settings: { tokensPerSecond: 200, midStreamError: null, cutStream: null, replay: null },
        recordings: expect.arrayContaining(['stream-11-chunks', 'function-calling-roundtrip']),
      },
    });
  });

  it('sets them, and the sandbox then streams accordingly; reset restores the defaults', async () => {
    const settings = {
      tokensPerSecond: 50_000,
      midStreamError: { afterChunks: 1, httpStatus: 503 },
      cutStream: null,
      replay: null,
    };
    expect(await call<SettingsResult>('sandbox:setGenaiSettings', { settings })).toMatchObject({
      ok: true,
      value: { settings },
    });
    const body = (
      await streamRaw(
        harness.sandbox,
        'models/gemini-2.5-flash:streamGenerateContent?alt=sse',
        user('Write a long essay about owls'),
      )
    ).body.toString('utf8');
    const end = body.lastIndexOf('\r\n\r\n') + 4;
    expect(parseSse(body.slice(0, end))).toHaveLength(1);
    expect(JSON.parse(body.slice(end))).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
    await call('sandbox:resetFaults');
    expect(await call<SettingsResult>('sandbox:getGenaiSettings')).toMatchObject({
      ok: true,
      value: { settings: { tokensPerSecond: 200, midStreamError: null } },
    });
  });

  it('fills defaults, rejects invalid input before it leaves main, and reports an unknown recording', async () => {
    expect(
      await call<SettingsResult>('sandbox:setGenaiSettings', { settings: { replay: 'system-instruction' } }),
    ).toMatchObject({
      ok: true,
      value: { settings: { tokensPerSecond: 200, replay: 'system-instruction' } },
    });
    expect(await call('sandbox:setGenaiSettings', { settings: { tokensPerSecond: -1 } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    const unknown = await call('sandbox:setGenaiSettings', { settings: { replay: 'not-a-recording' } });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM', message: expect.stringContaining('unknown recording') },
    });
    await call('sandbox:resetFaults');
  });
});
