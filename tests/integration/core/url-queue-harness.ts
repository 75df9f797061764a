// Helpers for the send queue's integration tests: a real sandbox and a core whose Sandbox profile sends as the
// sandbox's service account (an Owner of sc-domain:example.com, a Full user only of https://docs.example.net/),
// URLs added to its list, and waiting on `urls.events` for a queue status.
import { readFile, writeFile } from 'node:fs/promises';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore } from '../../../src-main/core/create-core';
import type { SecretBackend } from '../../../src-main/services/vault/secret-backend';
import type { QueueStatus } from '../../../src-shared/contract/schemas/urls';
import { TEST_CTX, type TestCore } from '../../support/test-core';
import type { IndexingSettingsView } from '../sandbox/indexing-harness';
import { tempDir } from '../../support/temp-dir';
import { unwrapCall } from './transfer-harness';

export const PROFILE = 'sandbox';

/** `count` distinct page URLs under `origin`. */
export const pages = (count: number, origin = 'https://example.com') =>
  Array.from({ length: count }, (_, i) => `${origin}/jobs/${i + 1}`);

export interface QueueWorld {
  dir: string;
  sandbox: RunningSandbox;
  /** The sandbox's service-account key file, as the sandbox wrote it. */
  keyFile: string;
  close(): Promise<void>;
}

/** A sandbox in a temp folder (its data under `<dir>/sandbox`), opened. */
export async function startQueueWorld(prefix: string): Promise<QueueWorld> {
  const dir = await tempDir(prefix);
  const sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox`, tlog: { seed: false } });
  await sandbox.opened;
  return {
    dir: dir.path,
    sandbox,
    keyFile: await readFile(`${dir.path}/sandbox/service-account.json`, 'utf8'),
    close: async () => {
      await sandbox.close();
      await dir.remove();
    },
  };
}

/** The sandbox's indexing settings (today's count, its day and reset), after `change` when given. */
export async function indexingSettings(
  world: QueueWorld,
  change: Partial<
    Pick<
      IndexingSettingsView,
      'clockOffsetMs' | 'publishedToday' | 'publishRequestsPerDay' | 'serviceDisabledFor'
    >
  > = {},
): Promise<IndexingSettingsView> {
  const response = await fetch(`${world.sandbox.baseUrl}/__sandbox/indexing/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${world.sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (response.status !== 200)
    throw new Error(`indexing settings: ${response.status} ${await response.text()}`);
  return (await response.json()) as IndexingSettingsView;
}

/** Secrets kept in a plain file beside the data folder, so a core started again (or in a child) has them. */
function fileBackend(path: string): SecretBackend {
  return {
    kind: 'passphrase-file',
    state: () => ({ persistent: true, locked: false, warning: null, allowInsecure: false }),
    load: () =>
      readFile(path, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, string>,
        () => ({}),
      ),
    save: (entries) => writeFile(path, JSON.stringify(entries)),
  };
}

/**
 * A core on `dataDir` wired to the sandbox at `sandbox`, its Sandbox profile holding the service account's key
 * (imported unless an earlier core on the folder did).
 */
export async function startQueueCore(
  world: { sandbox: { baseUrl: string; apiKey: string }; keyFile: string },
  dataDir: string,
  options: { importKey: boolean } = { importKey: true },
): Promise<TestCore> {
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir,
    secretBackend: fileBackend(`${dataDir}.secrets.json`),
    sandbox: { baseUrl: world.sandbox.baseUrl, apiKey: world.sandbox.apiKey },
  });
  const test: TestCore = {
    core,
    call: (channel, input = {}) => core.router.invoke(channel, input, TEST_CTX) as never,
    close: () => core.close(),
  };
  if (options.importKey)
    await unwrapCall(test, 'accounts:importServiceAccount', { profileId: PROFILE, json: world.keyFile });
  return test;
}

/** Follows `urls.events`; `until` waits for a status `done` accepts (the current one counts). */
export function followQueue(test: TestCore) {
  const statuses: QueueStatus[] = [];
  let rowsChanged = 0;
  const waiters = new Set<() => void>();
  const stream = test.core.router.stream(
    'urls:events',
    { profileId: PROFILE },
    {
      event: (event) => {
        const { status, rowsChanged: changed } = event as { status: QueueStatus; rowsChanged: boolean };
        statuses.push(status);
        if (changed) rowsChanged += 1;
        for (const wake of waiters) wake();
      },
    },
    TEST_CTX,
  );
  return {
    statuses,
    rowsChanged: () => rowsChanged,
    async until(done: (status: QueueStatus) => boolean): Promise<QueueStatus> {
      const since = statuses.length;
      const now = await unwrapCall<QueueStatus>(test, 'urls:queue', { profileId: PROFILE });
      if (done(now)) return now;
      return new Promise((resolve) => {
        const check = () => {
          const hit = statuses.slice(since).find(done);
          if (!hit) return;
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    stop: () => stream.cancel(),
  };
}
