/**
 * The desktop app end to end: the built main, preload and renderer in a real
 * Electron. It needs an Electron binary, which cannot be installed everywhere
 * (research/electron.md §1), so without one the whole file skips itself. The
 * `electron` package is never imported here: in electron ≥42 that starts a
 * download. Run `npx electron-vite build` first.
 */
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectronBinary } from '../../scripts/lib/electron-binary';
import { API_SURFACE } from '../../src-shared/contract/channels';

const ROOT = join(import.meta.dirname, '../..');
const MAIN_SCRIPT = join(ROOT, 'out/main/index.js');

const found = findElectronBinary(ROOT);
const binary = found
  ? { path: found }
  : { missing: 'neither ELECTRON_PATH nor node_modules/electron/dist holds one' };
const SKIP_MESSAGE = `No Electron binary (${'missing' in binary ? binary.missing : ''}): the Electron suite is skipped; install it with \`npx install-electron\` or set ELECTRON_PATH`;
if ('missing' in binary) console.warn(SKIP_MESSAGE);
test.skip('missing' in binary, SKIP_MESSAGE);

/** What the page sees; the tests run with Node's lib, so the page global is described here. */
type PageGlobal = Record<string, unknown> & {
  verity: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
};

test.describe.configure({ mode: 'serial' });

let app: ElectronApplication;
let page: Page;
let dataDir: string;

test.beforeAll(async () => {
  if (!('path' in binary)) return;
  if (!existsSync(MAIN_SCRIPT))
    throw new Error(`${MAIN_SCRIPT} is missing: run \`npx electron-vite build\` first`);
  dataDir = mkdtempSync(join(tmpdir(), 'verity-e2e-'));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  delete env.ELECTRON_RUN_AS_NODE;
  env.VERITY_DATA_DIR = dataDir;
  app = await electron.launch({
    executablePath: binary.path,
    // The project folder: Electron runs package.json "main" (out/main/index.js) with the app's name and version.
    // Chromium refuses to start as root with its OS sandbox (CI containers).
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ROOT],
    env,
  });
  page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
});

test.afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the window loads the app from app://verity with the hardened preferences', async () => {
  await expect(page).toHaveTitle('Verity');
  expect(page.url()).toBe('app://verity/index.html');
  const main = await app.evaluate(({ BrowserWindow }) => {
    const win = BrowserWindow.getAllWindows()[0]!;
    // Not in Electron's typings; read it when the binding exists, else rely on the page checks below.
    const contents = win.webContents as unknown as {
      getLastWebPreferences?: () => Record<string, unknown> | null;
    };
    const p = contents.getLastWebPreferences?.() ?? null;
    const pick = (key: string) => (p ? p[key] : undefined);
    return {
      title: win.getTitle(),
      prefs: p && {
        contextIsolation: pick('contextIsolation'),
        sandbox: pick('sandbox'),
        nodeIntegration: pick('nodeIntegration'),
        nodeIntegrationInWorker: pick('nodeIntegrationInWorker'),
        nodeIntegrationInSubFrames: pick('nodeIntegrationInSubFrames'),
        webSecurity: pick('webSecurity'),
        allowRunningInsecureContent: pick('allowRunningInsecureContent'),
        webviewTag: pick('webviewTag'),
      },
    };
  });
  expect(main.title).toBe('Verity');
  if (main.prefs) {
    expect(main.prefs).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  }
  // The same settings as the page observes them.
  const observed = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobal & { customElements: { get(name: string): unknown } };
    return {
      require: typeof g.require,
      process: typeof g.process,
      webview: typeof g.customElements.get('webview'),
      secureContext: g.isSecureContext,
    };
  });
  expect(observed).toEqual({
    require: 'undefined',
    process: 'undefined',
    webview: 'undefined',
    secureContext: true,
  });
});

test('the page gets the contract API and no Node', async () => {
  const seen = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobal;
    return {
      namespaces: Object.keys(g.verity).sort(),
      methods: Object.fromEntries(Object.entries(g.verity).map(([n, m]) => [n, Object.keys(m).sort()])),
      require: typeof g.require,
      process: typeof g.process,
      module: typeof g.module,
      electron: typeof g.electron,
      ipcRenderer: typeof g.ipcRenderer,
      filePaths: Object.keys(g.verityFilePaths as object),
    };
  });
  expect(seen.namespaces).toEqual(Object.keys(API_SURFACE).sort());
  for (const [namespace, methods] of Object.entries(API_SURFACE)) {
    expect(seen.methods[namespace]).toEqual(Object.keys(methods).sort());
  }
  expect(seen).toMatchObject({
    require: 'undefined',
    process: 'undefined',
    module: 'undefined',
    electron: 'undefined',
    ipcRenderer: 'undefined',
    filePaths: ['pathFor'],
  });
});

test('app.info answers over IPC from the electron shell', async () => {
  const result = await page.evaluate(() => (globalThis as unknown as PageGlobal).verity.app!.info!());
  expect(result).toMatchObject({ ok: true, value: { shell: 'electron', name: expect.any(String) } });
});

test('responses carry the CSP header and navigation away is refused', async () => {
  const csp = await page.evaluate(() =>
    fetch('/index.html').then((response) => response.headers.get('content-security-policy')),
  );
  expect(csp).toContain("script-src 'self'");
  const opened = await page.evaluate(() => {
    const g = globalThis as unknown as { open(url: string): unknown };
    return g.open('https://example.com/') === null;
  });
  expect(opened).toBe(true);
  await page.evaluate(() => {
    (globalThis as unknown as { location: { href: string } }).location.href = 'https://example.com/';
  });
  await expect.poll(() => page.url()).toMatch(/^app:\/\/verity\//);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});

test('the log page shows the tree size from the sandbox', async () => {
  // The renderer's own navigation: its link to the log page, else the client-side route.
  const link = page.locator('a[href$="/log"], a[href$="#/log"]').first();
  if ((await link.count()) > 0) await link.click();
  else await page.goto('app://verity/log');
  const treeSize = page.locator('[data-testid="log-tree-size"]');
  await expect(treeSize).toBeVisible();
  await expect(treeSize).toHaveText(/\d/);
});
