// The real sandbox CLI as the shells run it: its own process, supervised. Killed with SIGKILL, it is
// started again at once on the same folder and port, takes over the lock the dead process left, and
// still has every entry it acknowledged.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forkSandbox,
  superviseSandbox,
  type SandboxConnection,
  type SupervisedSandbox,
} from '../../../src-main/services/sandbox/sandbox-process';
import { tempDir } from '../../support/temp-dir';
import { getJson } from './sandbox-harness';
import { createEntry, keySigner, randomProposal } from './tlog-client';

const CLI = join(import.meta.dirname, '../../../apps/sandbox/cli.ts');

let dir: Awaited<ReturnType<typeof tempDir>>;
let supervised: SupervisedSandbox | undefined;

beforeEach(async () => {
  dir = await tempDir('sandbox-process');
});
afterEach(async () => {
  await supervised?.stop();
  await dir.remove();
});

describe('the supervised sandbox process', () => {
  it('comes back on the same port with its entries after kill -9, and releases its folder when stopped', async () => {
    const dataDir = join(dir.path, 'sandbox');
    const lockFile = join(dataDir, 'sandbox.lock');
    supervised = await superviseSandbox({
      spawn: forkSandbox(CLI, ['--import', 'tsx']),
      dataDir,
      log: () => undefined,
      firstPauseMs: 0,
    });
    const before = supervised.connection();
    const { entryId } = await createEntry(before, randomProposal(keySigner()));
    const killedPid = Number(readFileSync(lockFile, 'utf8').split(' ')[0]);

    const restarted = new Promise<SandboxConnection>((resolve) => supervised!.onRestart(resolve));
    process.kill(killedPid, 'SIGKILL');
    expect(await restarted).toEqual(before);
    expect(supervised.health()).toEqual({ running: true, restarts: 1, lastExit: 'was killed by SIGKILL' });
    expect(Number(readFileSync(lockFile, 'utf8').split(' ')[0])).not.toBe(killedPid);
    const found = await getJson(`${before.baseUrl}/api/v1/log/entries/${entryId}`);
    expect(found.status).toBe(200);

    await supervised.stop();
    supervised = undefined;
    expect(existsSync(lockFile)).toBe(false);
  });
});
