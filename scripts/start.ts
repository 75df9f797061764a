/**
 * `npm start` (run built, as out/main/start.js, by scripts/start.mjs once it has rebuilt what is stale):
 * open the desktop window if Electron can run here, or else start the sandbox as its own process and
 * serve the console to a browser through the headless host. Ctrl-C stops everything it started.
 *
 *   npm start                 desktop window, or the headless host as fallback
 *   npm start -- --headless   always the headless host
 * Environment: VERITY_PORT, VERITY_DATA_DIR, VERITY_NO_OPEN=1, VERITY_VAULT_PASSPHRASE.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDataDir } from '../src-main/core/data-dir';
import { forkSandbox, superviseSandbox } from '../src-main/services/sandbox/sandbox-process';
import { findElectronBinary, hasDisplay } from './lib/electron-binary';
import { openBrowser } from './lib/open-browser';

/** This file runs as out/main/start.js. */
const root = join(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--headless');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown[0]}. Usage: npm start [-- --headless]`);
  process.exit(2);
}
const port = process.env.VERITY_PORT ? Number(process.env.VERITY_PORT) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`VERITY_PORT must be a port number (0–65535), not "${process.env.VERITY_PORT}"`);
  process.exit(2);
}

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dataDir = resolveDataDir();
mkdirSync(dataDir, { recursive: true });
const stops: Array<() => Promise<void> | void> = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const electron = args.includes('--headless') ? null : findElectronBinary(root);
  if (electron && hasDisplay()) {
    // The desktop shell starts its own sandbox, as a utility process.
    const child = spawn(electron, [root], {
      stdio: 'inherit',
      env: { ...process.env, VERITY_DATA_DIR: dataDir },
    });
    stops.push(() => void child.kill('SIGTERM'));
    console.log('Verity is running in its desktop window (Ctrl-C to stop).');
    child.on('exit', (code) => void stopAll(code ?? 0));
  } else {
    if (!args.includes('--headless')) {
      console.error(
        electron
          ? 'No display for a desktop window here: serving Verity to your browser instead.'
          : 'No Electron binary is installed here: serving Verity to your browser instead.',
      );
    }
    // The sandbox boots in a process of its own while this one loads the core.
    const starting = superviseSandbox({
      spawn: forkSandbox(join(root, 'out', 'main', 'sandbox.js')),
      dataDir: join(dataDir, 'sandbox'),
      log: (message) => console.error(message),
    }).catch((error: unknown) => {
      console.error(
        `The sandbox did not start (${(error as Error).message}): the Sandbox profile is unavailable`,
      );
      return null;
    });
    const { runHeadless } = await import('../src-main/host/run-headless');
    const sandbox = await starting;
    if (sandbox) stops.push(() => sandbox.stop());
    const headless = await runHeadless({
      dataDir,
      rendererDir: join(root, 'out', 'renderer'),
      sandbox: sandbox?.connection() ?? null,
      sandboxProcess: sandbox ?? undefined,
      version,
      port,
      env: process.env,
    });
    stops.push(() => headless.close());
    console.log(`Verity is running at ${headless.host.url}`);
    if (process.env.VERITY_NO_OPEN !== '1' && !process.env.CI) openBrowser(headless.host.url);
  }
} catch (error) {
  console.error(`Verity could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
