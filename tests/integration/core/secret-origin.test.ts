// A credential stays with the origin it was given for: moving a profile's generation endpoint
// elsewhere drops its API key, and nothing is sent to the new place. Real HTTP to a real sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VaultStatus } from '../../../src-shared/contract/schemas/vault';
import { startFakeGemini, type FakeGemini } from '../chat/fake-gemini';
import { startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';

let test: CoreWithSandbox;
let elsewhere: FakeGemini;

beforeAll(async () => {
  test = await startCoreWithSandbox('secret-origin');
  elsewhere = await startFakeGemini();
});
afterAll(async () => {
  await test.close();
  await elsewhere.close();
});

const KEY_REF = { profileId: 'prod', service: 'genai', name: 'apiKey' } as const;
const COUNT = {
  settings: { model: 'models/gemini-2.5-flash' },
  contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
};

const save = (genai: string) => {
  const base = test.sandbox.baseUrl;
  const endpoints = { tlog: base, genai, indexing: base, analytics: base, storage: base };
  return test.call<{ droppedSecrets: unknown[] }>('profiles:save', {
    profile: { id: 'prod', name: 'Prod', endpoints },
  });
};
const prodSecrets = async () => {
  const status = await test.call<VaultStatus>('vault:status');
  if (!status.ok) throw new Error(status.error.message);
  return status.value.secrets.filter((secret) => secret.profileId === 'prod');
};

describe('a secret bound to the origin it was saved for', () => {
  it('is used while the profile points at that origin', async () => {
    expect(await save(test.sandbox.baseUrl)).toMatchObject({ ok: true, value: { droppedSecrets: [] } });
    expect(await test.call('vault:setSecret', { ...KEY_REF, value: test.sandbox.apiKey })).toMatchObject({
      ok: true,
    });
    expect(await test.call('profiles:setActive', { id: 'prod' })).toMatchObject({ ok: true });
    expect(await test.call('chat:countTokens', COUNT)).toMatchObject({ ok: true });
  });

  it('survives a save that keeps the origin (a path or a trailing slash)', async () => {
    expect(await save(`${test.sandbox.baseUrl}/`)).toMatchObject({ ok: true, value: { droppedSecrets: [] } });
    expect(await prodSecrets()).toHaveLength(1);
  });

  it('is dropped when a save moves the service to another origin, and the save says so', async () => {
    expect(await save(elsewhere.baseUrl)).toEqual({
      ok: true,
      value: {
        profile: expect.objectContaining({ id: 'prod' }),
        droppedSecrets: [KEY_REF],
      },
    });
    expect(await prodSecrets()).toEqual([]);
    expect(await test.call('chat:countTokens', COUNT)).toMatchObject({
      ok: false,
      error: { code: 'VAULT', message: expect.stringContaining('No API key') },
    });
    expect(elsewhere.seen).toEqual([]);
  });

  it('does not come back when the profile moves back', async () => {
    expect(await save(test.sandbox.baseUrl)).toMatchObject({ ok: true, value: { droppedSecrets: [] } });
    expect(await prodSecrets()).toEqual([]);
  });

  it('refuses a profile saved with plain http:// to another computer, saying why', async () => {
    expect(await save('http://gen.example.com')).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: expect.stringContaining('https:// is required; plain http:// only for this computer'),
      },
    });
  });

  it('cannot be set for a profile that does not exist', async () => {
    expect(
      await test.call('vault:setSecret', { ...KEY_REF, profileId: 'nobody', value: 'x-1234' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.stringContaining('No profile "nobody"') },
    });
  });
});
