// A profile names only the services it uses: the ones it names work against the real sandbox, the others
// are refused before anything is sent, saying what to set, and take no secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangesOf, startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';

let test: CoreWithSandbox;

beforeAll(async () => {
  test = await startCoreWithSandbox('profile-services');
});
afterAll(() => test.close());

const UNUSED = {
  ok: false,
  error: {
    code: 'NOT_FOUND',
    message: 'Profile “Log only” does not use the generation & files service: it has no base URL for it',
    details: { profileId: 'log-only', unusedService: 'genai' },
  },
};

describe('a profile that uses only the transparency log', () => {
  it('is saved with that one base URL and reads the log', async () => {
    const saved = await test.call('profiles:save', {
      profile: { name: 'Log only', endpoints: { tlog: test.sandbox.baseUrl } },
    });
    expect(saved).toMatchObject({
      ok: true,
      value: { profile: { id: 'log-only', endpoints: { tlog: test.sandbox.baseUrl } }, droppedSecrets: [] },
    });
    expect(await test.call('profiles:setActive', { id: 'log-only' })).toMatchObject({ ok: true });
    expect(await test.call('log:getInfo', {})).toMatchObject({ ok: true });
  });

  it('refuses a generation call before sending it, and a key for generation', async () => {
    const count = {
      settings: { model: 'models/gemini-2.5-flash' },
      contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
    };
    expect(await test.call('chat:countTokens', count)).toEqual(UNUSED);
    expect(await exchangesOf(test, 'genai')).toEqual([]);
    expect(
      await test.call('vault:setSecret', {
        profileId: 'log-only',
        service: 'genai',
        name: 'apiKey',
        value: 'test-key-0123',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.stringContaining('does not use') },
    });
  });

  it('refuses a profile that names no service at all', async () => {
    expect(await test.call('profiles:save', { profile: { name: 'Nothing', endpoints: {} } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
  });
});
