// One sandbox and one core over real HTTP, with helpers to call channels and switch the log's faults.
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore, type Core, type CoreOptions } from '../../../src-main/core/create-core';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { Result } from '../../../src-shared/contract/result';
import { tempDir } from '../../support/temp-dir';
import { bearer, rawRequest } from '../sandbox/sandbox-harness';

export interface TlogHarness {
  sandbox: RunningSandbox;
  core: Core;
  call<T = unknown>(channel: string, input?: unknown): Promise<Result<T>>;
  /** The value of a call that must succeed. */
  value<T = unknown>(channel: string, input?: unknown): Promise<T>;
  setLogFaults(faults: Record<string, unknown>): Promise<void>;
  resetFaults(): Promise<void>;
  rotateShard(): Promise<{ frozen: { treeID: string }; active: { treeID: string } }>;
  close(): Promise<void>;
}

const ctx = { shell: 'headless' as const, senderId: 'tlog-it' };

export async function startTlogHarness(options: Partial<CoreOptions> = {}): Promise<TlogHarness> {
  const dir = await tempDir('tlog-it');
  const sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox` });
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: dir.path,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    ...options,
  });
  const call = <T>(channel: string, input: unknown = {}) =>
    core.router.invoke(channel, input, ctx) as Promise<Result<T>>;
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await rawRequest(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
    return JSON.parse(response.body) as unknown;
  };
  return {
    sandbox,
    core,
    call,
    value: async <T>(channel: string, input: unknown = {}) => {
      const result = await call<T>(channel, input);
      if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
      return result.value;
    },
    setLogFaults: async (faults) => {
      await control('PUT', '/__sandbox/tlog/faults', faults);
    },
    resetFaults: async () => {
      await control('POST', '/__sandbox/faults/reset');
    },
    rotateShard: async () => (await control('POST', '/__sandbox/tlog/rotate')) as never,
    close: async () => {
      await core.close();
      await sandbox.close();
      await dir.remove();
    },
  };
}

/** Between tests that share one monitored log: every fault off and every open alert acknowledged. */
export async function clearFaultsAndAlerts(h: TlogHarness): Promise<void> {
  await h.resetFaults();
  const { alerts } = await h.value<{ alerts: Array<{ id: string; acknowledged: boolean }> }>(
    'monitor:status',
  );
  for (const alert of alerts.filter((a) => !a.acknowledged))
    await h.value('monitor:acknowledge', { id: alert.id });
}

/** A hashedrekord entry signed with a fresh P-256 key, for an artifact digest. */
export async function createSigned(h: TlogHarness, artifactSha256: string, keyId?: string) {
  const id =
    keyId ?? (await h.value<{ id: string }>('keys:generate', { name: 'it', algorithm: 'ecdsa-p256' })).id;
  return h.value<CreatedEntry>('log:createHashedRekord', { keyId: id, artifactSha256 });
}

interface Check {
  name: string;
  ok: boolean | null;
  detail: string;
}

export interface EntryViewLike {
  entryId: string;
  uuid: string;
  logIndex: string;
  shardIndex: string | null;
  treeID: string | null;
  decoded: { kind: string };
  report: {
    tlog: 'pass' | 'fail';
    checks: Check[];
    inclusion: {
      ok: boolean;
      steps: Array<{ index: number; status: string; expectedSibling: string | null }>;
    } | null;
  };
}

export interface CreatedEntry {
  status: 201 | 409;
  entryId: string;
  location: string;
  entry: EntryViewLike;
}

/** Every check that applies passed. */
export function allGreen(entry: EntryViewLike): boolean {
  return entry.report.tlog === 'pass' && entry.report.checks.every((c) => c.ok !== false);
}
