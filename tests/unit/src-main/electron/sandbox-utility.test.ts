// The Electron adapter of the sandbox supervisor, with utilityProcess replaced by a recorder: which
// entry and options it forks with, and how a utility process's stdout, exit and kill reach the supervisor.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { superviseSandbox } from '../../../../src-main/services/sandbox/sandbox-process';

class FakeUtility extends EventEmitter {
  stdout = new PassThrough();
  pid: number | undefined = 4242;
  kill = vi.fn(() => true);
}

const forks = vi.hoisted(
  () => [] as Array<{ entry: string; args: string[]; options: unknown; child: unknown }>,
);
vi.mock('electron', () => ({
  utilityProcess: {
    fork: (entry: string, args: string[], options: unknown) => {
      const child = new FakeUtility();
      forks.push({ entry, args, options, child });
      return child;
    },
  },
}));

const setPriority = vi.hoisted(() => vi.fn());
vi.mock('node:os', async (importOriginal) => ({ ...(await importOriginal<object>()), setPriority }));

const { forkSandboxUtility } = await import('../../../../src-main/electron/sandbox-utility');

const ready = (port: number) =>
  `${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k-123456' })}\n`;

describe('the sandbox in a utility process', () => {
  it('forks the entry with its arguments and stdout piped, and restarts it when it exits', async () => {
    const log = vi.fn();
    const starting = superviseSandbox({
      spawn: forkSandboxUtility('/app/out/main/sandbox.js'),
      dataDir: '/data/sandbox',
      log,
      firstPauseMs: 0,
    });
    const first = forks[0]!;
    expect(first).toMatchObject({
      entry: '/app/out/main/sandbox.js',
      args: ['--data', '/data/sandbox', '--port', '0', '--ready-json'],
      options: { stdio: ['ignore', 'pipe', 'inherit'], serviceName: 'Verity sandbox' },
    });
    expect(setPriority).not.toHaveBeenCalled();
    (first.child as FakeUtility).emit('spawn');
    expect(setPriority).toHaveBeenCalledWith(4242, 10);
    (first.child as FakeUtility).stdout.write(ready(4100));
    const supervised = await starting;
    expect(supervised.connection()).toEqual({ baseUrl: 'http://127.0.0.1:4100', apiKey: 'k-123456' });

    const restarted = new Promise((resolve) => supervised.onRestart(resolve));
    (first.child as FakeUtility).emit('exit', 9);
    await vi.waitFor(() => expect(forks).toHaveLength(2));
    expect(forks[1]!.args).toEqual(['--data', '/data/sandbox', '--port', '4100', '--ready-json']);
    (forks[1]!.child as FakeUtility).stdout.write(ready(4100));
    await restarted;
    expect(supervised.health()).toEqual({ running: true, restarts: 1, lastExit: 'exited with code 9' });

    const stopping = supervised.stop();
    const second = forks[1]!.child as FakeUtility;
    expect(second.kill).toHaveBeenCalledOnce();
    second.emit('exit', 0);
    await stopping;
  });
});
