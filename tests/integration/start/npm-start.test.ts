import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startConsole } from '../../e2e/support/console-process';
import { freePort } from '../../support/free-port';
import { rawGet, signIn } from '../../support/host-client';
import { tempDir } from '../../support/temp-dir';

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

describe('npm start -- --headless', () => {
  it('honours VERITY_PORT and VERITY_DATA_DIR, prints one running line, and Ctrl-C stops everything it started', async () => {
    const port = await freePort();
    const dir = await tempDir('start');
    const running = await startConsole({ VERITY_PORT: String(port) }, dir.path);
    try {
      expect(running.origin).toBe(`http://127.0.0.1:${port}`);
      expect(running.output().match(/Verity is running at/g)).toHaveLength(1);
      const cookie = await signIn(running.url);

      expect(existsSync(join(dir.path, 'sandbox', 'sandbox.lock'))).toBe(true);
      const key = await running.sandboxKey();
      expect(key).toMatch(/^sbx-/);
      const status = await rawGet(port, '/', { cookie });
      expect(status.status).toBe(200);
    } finally {
      expect(await running.stop()).toBe(0);
    }
    expect(await refused(port)).toBe(true);
    // The sandbox it started released its data folder, which it does only once it has closed.
    expect(existsSync(join(dir.path, 'sandbox', 'sandbox.lock'))).toBe(false);
    await dir.remove();
  });

  it('runs the sandbox as a process of its own and starts it again when it is killed', async () => {
    const dir = await tempDir('start-sandbox');
    const lock = join(dir.path, 'sandbox', 'sandbox.lock');
    const holder = () => (existsSync(lock) ? Number(readFileSync(lock, 'utf8').split(' ')[0]) : null);
    const running = await startConsole({}, dir.path);
    try {
      await vi.waitFor(() => expect(holder()).toBeGreaterThan(0));
      const first = holder()!;
      process.kill(first, 'SIGKILL');
      await vi.waitFor(() => expect(holder()).not.toBe(first), { timeout: 20_000 });
      expect(running.output()).toMatch(/The sandbox was killed by SIGKILL; restarting it/);
    } finally {
      expect(await running.stop()).toBe(0);
    }
    expect(existsSync(lock)).toBe(false);
    await dir.remove();
  });

  it('refuses a VERITY_PORT that is not a port, saying why', async () => {
    await expect(startConsole({ VERITY_PORT: 'eighty' })).rejects.toThrow(
      /VERITY_PORT must be a port number/,
    );
  });
});
