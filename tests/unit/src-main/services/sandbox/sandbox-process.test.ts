import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forkSandbox,
  superviseSandbox,
  type SandboxConnection,
  type SupervisedSandbox,
} from '../../../../../src-main/services/sandbox/sandbox-process';

const FAKE = join(import.meta.dirname, '../../../../support/fake-sandbox.mjs');

let supervised: SupervisedSandbox | undefined;
const blockers: Server[] = [];
afterEach(async () => {
  await supervised?.stop();
  supervised = undefined;
  for (const blocker of blockers.splice(0)) blocker.close();
});

const pidOf = async (connection: SandboxConnection) => Number(await (await fetch(connection.baseUrl)).text());
const portOf = (connection: SandboxConnection) => Number(new URL(connection.baseUrl).port);
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function start(log: (message: string) => void = () => undefined, spawn = forkSandbox(FAKE)) {
  return superviseSandbox({ spawn, dataDir: '/data/sandbox', log, firstPauseMs: 20, maxPauseMs: 160 });
}

/** Resolves with the next connection a restart reports. */
const nextRestart = (sandbox: SupervisedSandbox) =>
  new Promise<SandboxConnection>((resolve) => sandbox.onRestart(resolve));

describe('the sandbox supervisor', () => {
  it('starts the process with its data folder and reports the connection of its ready line', async () => {
    const spawn = vi.fn(forkSandbox(FAKE));
    supervised = await start(undefined, spawn);
    expect(spawn).toHaveBeenCalledWith(['--data', '/data/sandbox', '--port', '0', '--ready-json']);
    expect(supervised.connection()).toEqual({
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      apiKey: 'fake-sandbox-key',
    });
    expect(supervised.health()).toEqual({ running: true, restarts: 0, lastExit: null });
    expect(await pidOf(supervised.connection())).toBeGreaterThan(0);
  });

  it("runs the sandbox below the console's priority, so its seeding does not delay the first paint", async () => {
    supervised = await start();
    expect(getPriority(await pidOf(supervised.connection()))).toBe(10);
  });

  it('restarts a process killed with SIGKILL on the same port, and says how it died', async () => {
    supervised = await start();
    const before = supervised.connection();
    const restarted = nextRestart(supervised);
    process.kill(await pidOf(before), 'SIGKILL');
    expect(await restarted).toEqual(before);
    expect(supervised.connection()).toEqual(before);
    expect(supervised.health()).toEqual({ running: true, restarts: 1, lastExit: 'was killed by SIGKILL' });
  });

  it('moves to another port when its own was taken while it was down', async () => {
    supervised = await start();
    const before = supervised.connection();
    const restarted = nextRestart(supervised);
    process.kill(await pidOf(before), 'SIGKILL');
    // Take the port the moment the dead process frees it, before the restart's pause is over.
    const blocker = createServer();
    blockers.push(blocker);
    for (;;) {
      blocker.listen(portOf(before), '127.0.0.1');
      const [event] = await Promise.race([
        once(blocker, 'listening').then(() => ['listening']),
        once(blocker, 'error'),
      ]);
      if (event === 'listening') break;
    }
    const after = await restarted;
    expect(portOf(after)).not.toBe(portOf(before));
    expect(await pidOf(after)).toBeGreaterThan(0);
    expect(supervised.health().restarts).toBe(1);
  });

  it('pauses longer after each quick death, up to its longest pause, and starts over after a long run', async () => {
    const log = vi.fn();
    supervised = await superviseSandbox({
      spawn: forkSandbox(FAKE),
      dataDir: '/data/sandbox',
      log,
      firstPauseMs: 20,
      maxPauseMs: 300,
    });
    const killAndWait = async () => {
      const restarted = nextRestart(supervised!);
      process.kill(await pidOf(supervised!.connection()), 'SIGKILL');
      await restarted;
    };
    for (let death = 0; death < 5; death++) await killAndWait();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await killAndWait();
    const pauses = log.mock.calls
      .map(([message]) => /restarting it in (\d+) ms/.exec(String(message))?.[1])
      .filter(Boolean)
      .map(Number);
    expect(pauses).toEqual([20, 40, 80, 160, 300, 20]);
    expect(supervised.health()).toMatchObject({ running: true, restarts: 6 });
    // Seven process starts in a row: on a busy machine that takes longer than the default test timeout.
  }, 60_000);

  it('stops the process and restarts nothing afterwards', async () => {
    const log = vi.fn();
    supervised = await start(log);
    const pid = await pidOf(supervised.connection());
    await supervised.stop();
    expect(isRunning(pid)).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('fails to start, saying how, when the process dies before its ready line', async () => {
    await expect(
      start(undefined, forkSandbox(join(import.meta.dirname, 'no-such-entry.mjs'))),
    ).rejects.toThrow(/^the sandbox exited with code 1 before it was ready$/);
  });
});
