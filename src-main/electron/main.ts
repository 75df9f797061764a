/**
 * The Electron shell's entry: wires the pure modules in this folder to
 * Electron and to the Electron-free core. Nothing here decides policy.
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import * as fs from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, type Core, type SandboxConnection } from '../core/create-core';
import { superviseSandbox, type SupervisedSandbox } from '../services/sandbox/sandbox-process';
import { APP_ENTRY_URL, APP_ORIGIN } from './app-origin';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { hardenContents } from './harden-contents';
import { registerIpc } from './ipc-transport';
import { installPermissionHandlers } from './permissions';
import { pickFilesWith, pickFolderWith } from './pick-files';
import { createSafeStorageBackend } from './safe-storage-backend';
import { forkSandboxUtility } from './sandbox-utility';
import { sqliteBinding } from './sqlite-binding';
import { mainWindowOptions } from './window-options';

const here = dirname(fileURLToPath(import.meta.url));
const PRELOAD_PATH = join(here, '../preload/index.cjs');
const RENDERER_DIR = join(here, '../renderer');
/** The sandbox's own entry, built beside this file (electron.vite.config.ts). */
const SANDBOX_ENTRY = join(here, 'sandbox.js');

/** Main-process log. Callers pass messages and errors, never secret values. */
function log(message: string, error?: unknown): void {
  if (error === undefined) console.error(`[verity] ${message}`);
  else
    console.error(
      `[verity] ${message}:`,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
}

const harden = { appOrigin: APP_ORIGIN, openExternal: (url: string) => shell.openExternal(url), log };

// Before 'ready': the scheme's privileges, the sandbox for every renderer, and the data folder
// (the single-instance lock lives in userData, so a test's temp folder gets its own lock).
registerAppScheme(protocol);
app.enableSandbox();
// setPath throws on a relative path, so a relative VERITY_DATA_DIR is taken from the working directory.
const DATA_DIR_OVERRIDE = process.env.VERITY_DATA_DIR ? resolve(process.env.VERITY_DATA_DIR) : null;
if (DATA_DIR_OVERRIDE) app.setPath('userData', DATA_DIR_OVERRIDE);

let mainWindow: BrowserWindow | null = null;
let core: Core | null = null;
let sandboxProcess: SupervisedSandbox | null = null;

/** A sandbox named by the environment, or the embedded one, supervised in a utility process. */
async function connectSandbox(dataDir: string): Promise<SandboxConnection | null> {
  const { VERITY_SANDBOX_URL: baseUrl, VERITY_SANDBOX_API_KEY: apiKey } = process.env;
  if (baseUrl && apiKey) return { baseUrl, apiKey };
  try {
    const spawn = forkSandboxUtility(SANDBOX_ENTRY);
    sandboxProcess = await superviseSandbox({ spawn, dataDir: join(dataDir, 'sandbox'), log });
    return sandboxProcess.connection();
  } catch (error) {
    log('The embedded sandbox did not start; the Sandbox profile is unavailable', error);
    return null;
  }
}

function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(PRELOAD_PATH, { isPackaged: app.isPackaged }));
  hardenContents(win.webContents, harden);
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  void win.loadURL(APP_ENTRY_URL).catch((error: unknown) => log('The window could not load the app', error));
  return win;
}

async function start(): Promise<void> {
  installPermissionHandlers(session.defaultSession);
  serveAppProtocol(protocol, { rootDir: RENDERER_DIR, readFile: (filePath) => fs.readFile(filePath) });

  const dataDir = DATA_DIR_OVERRIDE ?? app.getPath('userData');
  const sandbox = await connectSandbox(dataDir);
  const secretBackend = await createSafeStorageBackend({
    safeStorage,
    platform: process.platform,
    filePath: join(dataDir, 'vault', 'secrets.v1'),
    log,
  });
  core = await createCore({
    shell: 'electron',
    version: app.getVersion(),
    dataDir,
    sqliteBinding: sqliteBinding({
      electronVersion: process.versions.electron,
      appPath: app.getAppPath(),
      isPackaged: app.isPackaged,
    }),
    secretBackend,
    sandbox,
    sandboxProcess: sandboxProcess ?? undefined,
    openBrowser: (url) => shell.openExternal(url),
    // Main reads the files the person picked or dropped: the desktop shell is the one that names paths.
    pickFiles: pickFilesWith(dialog, () => mainWindow),
    pickFolder: pickFolderWith(dialog, () => mainWindow),
    pickUploadFolder: pickFolderWith(dialog, () => mainWindow, 'upload'),
    allowPathUploads: true,
    log,
  });
  registerIpc({ ipcMain, router: core.router, appOrigin: APP_ORIGIN, log });
  mainWindow = createMainWindow();
}

let cleanedUp = false;
let cleaning: Promise<void> | null = null;

async function shutdown(): Promise<void> {
  await core?.close().catch((error: unknown) => log('Closing the core failed', error));
  await sandboxProcess?.stop().catch((error: unknown) => log('Stopping the sandbox failed', error));
  core = null;
  sandboxProcess = null;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // Every webContents, including ones we never asked for, gets the same locks.
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, harden));

  // One window: closing it quits, on macOS too (an operator console has no windowless mode).
  app.on('window-all-closed', () => app.quit());

  // Quit waits for the database and the sandbox to close cleanly.
  app.on('before-quit', (event) => {
    if (cleanedUp) return;
    event.preventDefault();
    cleaning ??= shutdown().finally(() => {
      cleanedUp = true;
      app.quit();
    });
  });

  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log('Verity could not start', error);
      dialog.showErrorBox('Verity could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
