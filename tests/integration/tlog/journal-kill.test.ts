// kill -9 between sending a mutation and its outcome: a child core starts creating a log entry against the
// sandbox (which holds the request), is killed with SIGKILL once the journal shows it pending, and the
// journal opened again on the same data folder shows the operation as outcome unknown, with the chain whole.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore } from '../../../src-main/core/create-core';
import { createJournal } from '../../../src-main/services/journal/journal';
import { openDatabase } from '../../../src-main/services/store/database';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { tempDir } from '../../support/temp-dir';
import { setFaults } from '../sandbox/sandbox-harness';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: RunningSandbox;

beforeEach(async () => {
  dir = await tempDir('journal-kill');
  sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox` });
});
afterEach(async () => {
  await sandbox.close();
  await dir.remove();
});

it('shows a log entry creation killed in flight as outcome unknown after a restart, and Check finds it never logged', async () => {
  // The create request is held by the sandbox for as long as faults allow: the child dies while it waits.
  await setFaults(sandbox, 'tlog', { latencyMs: 60_000, remaining: 1 });
  const args = [
    '--import',
    'tsx',
    'tests/integration/tlog/journal-writer.ts',
    dir.path,
    sandbox.baseUrl,
    sandbox.apiKey,
  ];
  const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let opId: string | null = null;
  for await (const line of createInterface({ input: child.stdout })) {
    opId = /^pending (\S+)$/.exec(line)?.[1] ?? null;
    if (opId) break;
  }
  child.kill('SIGKILL');
  await exited;
  expect(opId, `the child never showed a pending operation: ${stderr}`).not.toBeNull();

  // Verity starts again on the same data folder: its journal opens with the database.
  const db = openDatabase(join(dir.path, 'verity.db'));
  try {
    const journal = createJournal({ db });
    const listed = journal.list({ page: 0, pageSize: 50 });
    expect(listed).toMatchObject({
      total: 1,
      operations: [
        {
          id: opId,
          service: 'tlog',
          kind: 'create-entry',
          outcome: 'unknown',
          response: { reason: expect.stringMatching(/stopped after sending/) },
          completedAt: expect.any(Number),
        },
      ],
    });
    expect(journal.verify()).toEqual({ ok: true, records: 2, problem: null });
  } finally {
    db.close();
  }

  // The console started again on that folder: Check asks the log, which never logged the entry (the request
  // died with the process before it was sent, or while the sandbox held it), and completes it as failed.
  // The log answers at once again: the held request may never have arrived to use up its delay.
  await setFaults(sandbox, 'tlog', {});
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: dir.path,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
  });
  try {
    const checked = await core.router.invoke(
      'journal:check',
      { opId },
      { shell: 'headless', senderId: 'it' },
    );
    expect(checked).toMatchObject({
      ok: true,
      value: {
        id: opId,
        outcome: 'failed',
        response: { found: 'not found', checked: true },
        checkable: false,
      },
    });
    const again = await core.router.invoke('journal:check', { opId }, { shell: 'headless', senderId: 'it' });
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  } finally {
    await core.close();
  }
});
