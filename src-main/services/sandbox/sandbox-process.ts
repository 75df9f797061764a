// The sandbox as a process of its own, kept running: started with its data folder, ready once it prints
// its JSON ready line, restarted when it dies (same folder, same port while that is free, pausing longer
// after each quick death), stopped with the shell. Electron-free: each shell hands in how to start it
// (a Node child here, Electron's utility process in src-main/electron/sandbox-utility.ts).
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { SandboxStatus } from '../../../src-shared/contract/schemas/sandbox';

/** Where the sandbox answers and the key it accepts: what its ready line says. */
const ReadyLine = z.object({ baseUrl: z.url(), apiKey: z.string().min(1) });
export type SandboxConnection = z.infer<typeof ReadyLine>;

interface SandboxChild {
  /** Where the ready line comes. */
  stdout: NodeJS.ReadableStream;
  readonly pid: number | undefined;
  /** Asks it to stop (SIGTERM on POSIX). */
  kill(): void;
  /** Called once, when it has exited, with how ("exited with code 1", "was killed by SIGKILL"). */
  onExit(listener: (how: string) => void): void;
}

/** Starts one sandbox process with these CLI arguments. */
export type SpawnSandbox = (args: string[]) => SandboxChild;

export type SandboxHealth = Pick<SandboxStatus, 'running' | 'restarts' | 'lastExit'>;

export interface SupervisedSandbox {
  /** Where it answers now: after a restart on another port, somewhere else than before. */
  connection(): SandboxConnection;
  health(): SandboxHealth;
  /** Called after each restart with where it answers now. */
  onRestart(listener: (connection: SandboxConnection) => void): void;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  spawn: SpawnSandbox;
  /** The sandbox's data folder. */
  dataDir: string;
  log: (message: string) => void;
  /** Pause before a restart: it doubles after each death up to maxPauseMs, and starts over after a run longer than that. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

/** Seeding a fresh folder takes seconds; a sandbox silent for this long is hung, not slow. */
const READY_TIMEOUT_MS = 60_000;
/** How long a stopped sandbox may take to close its files before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The sandbox runs below the console's priority: seeding a fresh folder keeps a core busy, and the
 * console's first paint should not wait behind the demo data it will show.
 */
const SANDBOX_NICENESS = 10;

/** Lowers a started sandbox's scheduling priority; one that has exited already is left alone. */
export function runInBackground(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, SANDBOX_NICENESS);
  } catch {
    // Exited already (its exit is reported), or the OS refused: it runs at normal priority.
  }
}

/** A Node child process running the sandbox entry: the built one, or the source with `execArgv` ['--import', 'tsx']. */
export function forkSandbox(entry: string, execArgv: string[] = []): SpawnSandbox {
  return (args) => {
    // The IPC channel is never used for messages: the sandbox stops when it closes, so it cannot outlive
    // a parent that was killed.
    const child = fork(entry, args, { execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    runInBackground(child.pid);
    return {
      stdout: child.stdout!,
      pid: child.pid,
      kill: () => void child.kill(),
      onExit: (listener) =>
        child.once('exit', (code, signal) =>
          listener(signal ? `was killed by ${signal}` : `exited with code ${code}`),
        ),
    };
  };
}

/** Starts the sandbox and keeps it running; rejects when the first start fails (nothing is retried then). */
export async function superviseSandbox(options: SuperviseOptions): Promise<SupervisedSandbox> {
  const firstPause = options.firstPauseMs ?? 500;
  const maxPause = options.maxPauseMs ?? 30_000;
  const listeners: Array<(connection: SandboxConnection) => void> = [];
  let pause = firstPause;
  let restarts = 0;
  let lastExit: string | null = null;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let live: { child: SandboxChild; exited: Promise<void> } | null = null;
  let current: SandboxConnection;
  let running = false;

  /** One process, resolved with its ready line; if it dies after that, a restart is scheduled. */
  function launch(port: number): Promise<SandboxConnection> {
    const child = options.spawn(['--data', options.dataDir, '--port', String(port), '--ready-json']);
    let readyAt: number | null = null;
    return new Promise((resolve, reject) => {
      const hung = setTimeout(() => child.kill(), READY_TIMEOUT_MS);
      const exited = new Promise<void>((done) =>
        child.onExit((how) => {
          clearTimeout(hung);
          live = null;
          done();
          if (readyAt !== null) died(how, Date.now() - readyAt, Number(new URL(current.baseUrl).port));
          else reject(new Error(`the sandbox ${how} before it was ready`));
        }),
      );
      live = { child, exited };
      createInterface({ input: child.stdout }).once('line', (line) => {
        let connection: SandboxConnection;
        try {
          connection = ReadyLine.parse(JSON.parse(line));
        } catch {
          options.log(`The sandbox printed "${line.slice(0, 200)}" instead of its ready line; stopping it`);
          child.kill();
          return;
        }
        clearTimeout(hung);
        readyAt = Date.now();
        resolve(connection);
      });
    });
  }

  /** Schedules the next start, on `port` (0: any free one). */
  function died(how: string, ranMs: number, port: number): void {
    running = false;
    lastExit = how;
    if (stopping) return;
    if (ranMs > maxPause) pause = firstPause;
    options.log(`The sandbox ${how}; restarting it in ${pause} ms`);
    timer = setTimeout(() => void restart(port), pause);
    pause = Math.min(pause * 2, maxPause);
  }

  async function restart(port: number): Promise<void> {
    try {
      current = await launch(port);
    } catch (error) {
      // Perhaps its port was taken meanwhile: the next attempt takes any free one.
      died((error as Error).message.replace(/^the sandbox /, ''), 0, 0);
      return;
    }
    running = true;
    restarts += 1;
    options.log(`The sandbox runs again at ${current.baseUrl}`);
    for (const listener of listeners) listener(current);
  }

  current = await launch(0);
  running = true;

  return {
    connection: () => current,
    health: () => ({ running, restarts, lastExit }),
    onRestart: (listener) => void listeners.push(listener),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      const stopped = live;
      if (!stopped) return;
      stopped.child.kill();
      const force = setTimeout(() => {
        if (stopped.child.pid !== undefined) process.kill(stopped.child.pid, 'SIGKILL');
      }, STOP_TIMEOUT_MS);
      await stopped.exited;
      clearTimeout(force);
    },
  };
}
