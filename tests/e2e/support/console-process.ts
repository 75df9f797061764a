import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const RUNNING_LINE = /^Verity is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)$/m;

export interface ConsoleProcess {
  url: string;
  origin: string;
  dataDir: string;
  /** The sandbox's API key, read from its data folder: the secret tests search for. */
  sandboxKey(): Promise<string>;
  output(): string;
  /** Ctrl-C, as a person would stop it; resolves with the exit code. */
  stop(): Promise<number | null>;
  kill(): void;
}

/**
 * Starts the console exactly as `npm start -- --headless` does, in a fresh
 * data folder, and waits for the line it prints.
 */
export async function startConsole(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<ConsoleProcess> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'verity-e2e-')));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--headless'], {
    cwd: ROOT,
    env: { ...process.env, VERITY_DATA_DIR: dir, VERITY_NO_OPEN: '1', VERITY_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = RUNNING_LINE.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the console exited (${code}) before it was running:\n${output}`)),
    );
  });
  return {
    url,
    origin: new URL(url).origin,
    dataDir: dir,
    async sandboxKey() {
      const config = JSON.parse(await readFile(join(dir, 'sandbox', 'sandbox.json'), 'utf8')) as {
        apiKey: string;
      };
      return config.apiKey;
    },
    output: () => output,
    async stop() {
      child.kill('SIGINT');
      const code = await exited;
      if (!dataDir) await rm(dir, { recursive: true, force: true });
      return code;
    },
    kill: () => child.kill('SIGKILL'),
  };
}
