// A headless core in a temp folder for integration tests, wired to a real sandbox (or to any server
// that speaks the sandbox's APIs), with a typed channel call and the inspector's records.
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../apps/sandbox/server';
import { createCore, type Core, type CoreOptions } from '../../src-main/core/create-core';
import { memoryBackend } from '../../src-main/services/vault/secret-backend';
import type { Result } from '../../src-shared/contract/result';
import type { ServiceId } from '../../src-shared/contract/schemas/common';
import type { Exchange, ExchangeSummary } from '../../src-shared/contract/schemas/inspector';
import { tempDir } from './temp-dir';

/** The caller every test invocation claims to be. */
export const TEST_CTX = { shell: 'headless' as const, senderId: 'it' };

export interface TestCore {
  core: Core;
  call<T = unknown>(channel: string, input?: unknown): Promise<Result<T>>;
  /** Closes the core, then whatever it was started with, then deletes its folder. */
  close(): Promise<void>;
}

/** A core whose sandbox profile points at `server`; `closeServer` runs after the core closes. */
export async function startTestCore(
  prefix: string,
  server: { baseUrl: string; apiKey: string },
  closeServer: () => Promise<void> = async () => undefined,
  options: Pick<CoreOptions, 'openBrowser' | 'log' | 'allowPathUploads' | 'pickFiles'> = {},
): Promise<TestCore> {
  const dir = await tempDir(prefix);
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: dir.path,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: server.baseUrl, apiKey: server.apiKey },
    ...options,
  });
  return {
    core,
    call: <T>(channel: string, input: unknown = {}) =>
      core.router.invoke(channel, input, TEST_CTX) as Promise<Result<T>>,
    close: async () => {
      await core.close();
      await closeServer();
      await dir.remove();
    },
  };
}

export interface CoreWithSandbox extends TestCore {
  sandbox: RunningSandbox;
}

/** A real sandbox in its own temp folder and a core wired to it. */
export async function startCoreWithSandbox(
  prefix: string,
  options: Partial<SandboxOptions> = {},
  coreOptions: Parameters<typeof startTestCore>[3] = {},
): Promise<CoreWithSandbox> {
  const dir = await tempDir(`${prefix}-sandbox`);
  const sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/data`, ...options });
  const started = await startTestCore(
    prefix,
    sandbox,
    async () => {
      await sandbox.close();
      await dir.remove();
    },
    coreOptions,
  );
  return { ...started, sandbox };
}

/** The inspector's full records for one service (all of them without one), oldest first. */
export async function exchangesOf(test: TestCore, service?: ServiceId): Promise<Exchange[]> {
  const listed = await test.call<{ exchanges: ExchangeSummary[] }>('inspector:list', { service });
  if (!listed.ok) throw new Error(listed.error.message);
  const records: Exchange[] = [];
  for (const summary of listed.value.exchanges.reverse()) {
    const got = await test.call<Exchange>('inspector:get', { id: summary.id });
    if (!got.ok) throw new Error(`inspector:get ${summary.id}: ${got.error.message}`);
    records.push(got.value);
  }
  return records;
}
