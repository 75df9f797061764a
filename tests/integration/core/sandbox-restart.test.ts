// A supervised sandbox that comes back on another port (its own was taken while it was down): the core's
// Sandbox profile, the sandbox key bound to that profile's origin and the control client all follow it,
// so calls reach the new process with the key, and sandbox status says what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore, type Core } from '../../../src-main/core/create-core';
import type { SandboxConnection, SandboxHealth } from '../../../src-main/services/sandbox/sandbox-process';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { Result } from '../../../src-shared/contract/result';
import { TEST_CTX } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';

const API_KEY = 'sbx-restart-test-key';
let dir: Awaited<ReturnType<typeof tempDir>>;
let first: RunningSandbox;
let second: RunningSandbox;
let core: Core;
let health: SandboxHealth = { running: true, restarts: 0, lastExit: null };
let restarted: (connection: SandboxConnection) => void = () => undefined;

const call = async <T>(channel: string, input: unknown = {}) => {
  const result = (await core.router.invoke(channel, input, TEST_CTX)) as Result<T>;
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value;
};

beforeAll(async () => {
  dir = await tempDir('sandbox-restart');
  first = await startSandbox({ dataDir: `${dir.path}/first`, apiKey: API_KEY, tlog: { seed: false } });
  second = await startSandbox({ dataDir: `${dir.path}/second`, apiKey: API_KEY, tlog: { seed: false } });
  core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: `${dir.path}/core`,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: first.baseUrl, apiKey: API_KEY },
    sandboxProcess: { health: () => health, onRestart: (listener) => void (restarted = listener) },
  });
});

afterAll(async () => {
  await core.close();
  await Promise.all([first.close(), second.close()]);
  await dir.remove();
});

describe('a core whose sandbox process restarted on another port', () => {
  it('sends every call, with the sandbox key, where the sandbox answers now', async () => {
    expect((await call<{ models: unknown[] }>('chat:models')).models.length).toBeGreaterThan(0);
    await first.close();
    health = { running: true, restarts: 1, lastExit: 'was killed by SIGKILL' };
    restarted({ baseUrl: second.baseUrl, apiKey: API_KEY });

    const { profiles } = await call<{ profiles: Array<{ id: string; endpoints: Record<string, string> }> }>(
      'profiles:list',
    );
    expect(profiles.find((p) => p.id === 'sandbox')?.endpoints.genai).toBe(second.baseUrl);
    await expect
      .poll(() => call<{ models: unknown[] }>('chat:models').then((r) => r.models.length))
      .toBeGreaterThan(0);
    await call('log:getInfo');
    expect(await call('sandbox:status')).toEqual({
      running: true,
      baseUrl: second.baseUrl,
      apiKeyHeld: true,
      restarts: 1,
      lastExit: 'was killed by SIGKILL',
    });
    await call('sandbox:getFaults');
  });
});
