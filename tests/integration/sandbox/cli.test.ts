import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';

const CLI = ['--import', 'tsx', 'apps/sandbox/cli.ts'];
let dir: Awaited<ReturnType<typeof tempDir>>;

beforeEach(async () => {
  dir = await tempDir('sandbox-cli');
});
afterEach(() => dir.remove());

function runCli(args: string[]) {
  return spawn(process.execPath, [...CLI, ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function collect(
  child: ReturnType<typeof runCli>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run sandbox', () => {
  it('prints the URL and the key, serves, and stops cleanly on SIGTERM', async () => {
    const child = runCli(['--port', '0', '--data', `${dir.path}/data`, '--api-key', 'cli-test-key-1']);
    const lines = createInterface({ input: child.stdout });
    const printed: string[] = [];
    for await (const line of lines) {
      printed.push(line);
      if (printed.length === 2) break;
    }
    expect(printed[0]).toMatch(/^Verity sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(printed[1]).toBe('API key: cli-test-key-1');
    const baseUrl = printed[0]?.split(' ').at(-1) ?? '';
    expect((await fetch(`${baseUrl}/api/v1/log`)).status).toBe(200);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('starts an empty log with --no-seed and takes the commit setting', async () => {
    const child = runCli(['--data', `${dir.path}/data`, '--no-seed', '--commit-batch', '1']);
    const lines = createInterface({ input: child.stdout });
    let baseUrl = '';
    for await (const line of lines) {
      if (line.startsWith('Verity sandbox listening on ')) {
        baseUrl = line.split(' ').at(-1) ?? '';
        break;
      }
    }
    const info = (await (await fetch(`${baseUrl}/api/v1/log`)).json()) as {
      treeSize: number;
      inactiveShards: unknown[];
    };
    expect(info).toMatchObject({ treeSize: 0, inactiveShards: [] });
    child.kill('SIGTERM');
    expect(((await once(child, 'exit')) as [number | null])[0]).toBe(0);
  });

  it('with --ready-json prints one JSON line, and stops when the parent that forked it goes away', async () => {
    const data = `${dir.path}/data`;
    const child = fork('apps/sandbox/cli.ts', ['--data', data, '--no-seed', '--ready-json'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const lines = createInterface({ input: child.stdout! });
    const line = (await lines[Symbol.asyncIterator]().next()).value as string;
    const ready = JSON.parse(line) as { baseUrl: string; apiKey: string };
    expect(ready).toEqual({
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      apiKey: expect.stringMatching(/^sbx-/),
    });
    expect((await fetch(`${ready.baseUrl}/api/v1/log`)).status).toBe(200);
    // What a parent killed with SIGKILL leaves behind: its end of the IPC channel closed.
    child.disconnect();
    expect(((await once(child, 'exit')) as [number | null])[0]).toBe(0);
    expect(existsSync(`${data}/sandbox.lock`)).toBe(false);
  });

  it('stores a generated key and prints the same one next time', async () => {
    const data = `${dir.path}/data`;
    const keys: string[] = [];
    for (let run = 0; run < 2; run++) {
      const child = runCli(['--data', data]);
      const lines = createInterface({ input: child.stdout });
      for await (const line of lines) {
        if (line.startsWith('API key: ')) {
          keys.push(line.slice('API key: '.length));
          break;
        }
      }
      child.kill('SIGINT');
      expect(((await once(child, 'exit')) as [number | null])[0]).toBe(0);
    }
    expect(keys[0]).toMatch(/^sbx-[A-Za-z0-9_-]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(await readFile(`${data}/sandbox.json`, 'utf8'))).toMatchObject({ apiKey: keys[0] });
  });

  it.each([
    [['--port', 'eighty'], /--port must be a whole number from 0 to 65535/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--api-key', 'short'], /--api-key must be 8-200 characters/],
    [['--colour'], /Unknown option '--colour'/],
    [['extra'], /positional argument/],
    [['--commit-batch', '0'], /--commit-batch must be a whole number from 1 to 100000/],
  ])('rejects %j with a usage message and exit code 2', async (args, message) => {
    const result = await collect(runCli(args));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Usage: npm run sandbox --');
  });

  it('explains a port that is taken (exit code 1)', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      const result = await collect(runCli(['--port', String(port), '--data', `${dir.path}/data`]));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/could not start: .*EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});
