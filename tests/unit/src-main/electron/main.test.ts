/**
 * The entry's wiring, run under Node with Electron replaced by recorders: the
 * order of the pre-ready calls, the hardening of every webContents, the IPC
 * handlers reaching the real core, and a clean quit. What only a real
 * Electron can show (the window, the protocol in Chromium) is in tests/electron.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../../../src-shared/contract/channels';
import { fakeContents, mainFrame, navEvent } from '../../../support/electron-fakes';

type Listener = (...args: unknown[]) => unknown;

const electron = vi.hoisted(() => {
  const order: string[] = [];
  const appListeners = new Map<string, Listener[]>();
  const handlers = new Map<string, Listener>();
  const windows: Array<{
    options: Record<string, unknown>;
    webContents: unknown;
    loadURL: ReturnType<typeof vi.fn>;
  }> = [];
  const on = (event: string, listener: Listener) => {
    appListeners.set(event, [...(appListeners.get(event) ?? []), listener]);
  };
  return {
    order,
    appListeners,
    handlers,
    windows,
    emitApp(event: string, ...args: unknown[]) {
      for (const listener of appListeners.get(event) ?? []) listener(...args);
    },
    app: {
      enableSandbox: vi.fn(() => order.push('enableSandbox')),
      setPath: vi.fn((name: string) => order.push(`setPath:${name}`)),
      getPath: vi.fn(() => '/nonexistent/userData'),
      getAppPath: () => '/nonexistent/app',
      getVersion: () => '0.1.0',
      isPackaged: false,
      requestSingleInstanceLock: vi.fn(() => (order.push('lock'), true)),
      whenReady: vi.fn(() => (order.push('whenReady'), Promise.resolve())),
      on: vi.fn(on),
      quit: vi.fn(() => order.push('quit')),
      exit: vi.fn(),
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')),
      handle: vi.fn((scheme: string) => order.push(`handle:${scheme}`)),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        setDisplayMediaRequestHandler: vi.fn(),
      },
    },
    ipcMain: { handle: vi.fn((channel: string, handler: Listener) => handlers.set(channel, handler)) },
    safeStorage: {
      isEncryptionAvailable: () => false,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: () => {
        throw new Error('Encryption is not available.');
      },
      decryptString: () => '',
      setUsePlainTextEncryption: vi.fn(),
    },
    shell: { openExternal: vi.fn(async () => {}) },
    dialog: { showErrorBox: vi.fn() },
  };
});

vi.mock('electron', async () => {
  const { fakeContents: makeContents } = await import('../../../support/electron-fakes');
  class BrowserWindow {
    options: Record<string, unknown>;
    webContents = { ...makeContents(), id: 1 };
    loadURL = vi.fn(async () => {});
    constructor(options: Record<string, unknown>) {
      this.options = options;
      electron.windows.push(this);
      electron.order.push('BrowserWindow');
    }
    once = vi.fn();
    on = vi.fn();
    show = vi.fn();
  }
  return { ...electron, BrowserWindow };
});

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'verity-main-'));
  vi.stubEnv('VERITY_DATA_DIR', dataDir);
  // A sandbox given by the environment: the entry must not start its own.
  vi.stubEnv('VERITY_SANDBOX_URL', 'http://127.0.0.1:9');
  vi.stubEnv('VERITY_SANDBOX_API_KEY', 'sandbox-key-for-tests');
  await import('../../../../src-main/electron/main');
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1), { timeout: 15_000 });
}, 30_000);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Electron entry', () => {
  it('registers the scheme, the sandbox and the data folder before taking the lock and waiting for ready', () => {
    const before = electron.order.slice(0, electron.order.indexOf('whenReady'));
    expect(before).toEqual(['registerSchemesAsPrivileged', 'enableSandbox', 'setPath:userData', 'lock']);
    expect(electron.app.setPath).toHaveBeenCalledWith('userData', dataDir);
  });

  it('installs the permission handlers and serves app: once ready', () => {
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(electron.session.defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('opens one hardened window on app://verity with the preload from out/preload', () => {
    const [win] = electron.windows;
    const prefs = win!.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(String(prefs.preload)).toMatch(/[/\\]preload[/\\]index\.cjs$/);
    expect(win!.loadURL).toHaveBeenCalledWith('app://verity/index.html');
    const contents = win!.webContents as ReturnType<typeof fakeContents>;
    const away = navEvent('https://evil.example/');
    contents.emit('will-navigate', away);
    expect(away.preventDefault).toHaveBeenCalled();
  });

  it('hardens every other webContents too', () => {
    const other = fakeContents();
    electron.emitApp('web-contents-created', {}, other);
    expect(other.openWindow('https://example.com/')).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it('answers the page over IPC from the real core', async () => {
    expect([...electron.handlers.keys()].sort()).toEqual(
      [IPC.invoke, IPC.streamCancel, IPC.streamOpen].sort(),
    );
    const sender = { id: 1, send: vi.fn(), isDestroyed: () => false, once: vi.fn(), on: vi.fn() };
    const info = await electron.handlers.get(IPC.invoke)!(
      { sender, senderFrame: mainFrame('app://verity/index.html') },
      'app:info',
      {},
    );
    expect(info).toMatchObject({ ok: true, value: { shell: 'electron', version: '0.1.0' } });
    const refused = await electron.handlers.get(IPC.invoke)!(
      { sender, senderFrame: mainFrame('https://evil.example/') },
      'app:info',
      {},
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
  });

  it('keeps secrets in memory on a keyring-less Linux and says why', async () => {
    const sender = { id: 1, send: vi.fn(), isDestroyed: () => false, once: vi.fn(), on: vi.fn() };
    const status = (await electron.handlers.get(IPC.invoke)!(
      { sender, senderFrame: mainFrame('app://verity/index.html') },
      'vault:status',
      {},
    )) as { ok: boolean; value: { backend: string; persistent: boolean; warning: string | null } };
    expect(status.ok).toBe(true);
    expect(status.value.backend).toBe('keychain');
    if (process.platform === 'linux') {
      expect(status.value.persistent).toBe(false);
      expect(status.value.warning).toContain('No OS keychain is available (backend basic_text)');
    }
  });

  it('quits when the window closes, after closing the core', async () => {
    electron.emitApp('window-all-closed');
    expect(electron.app.quit).toHaveBeenCalled();
    const quitEvent = { preventDefault: vi.fn() };
    electron.emitApp('before-quit', quitEvent);
    expect(quitEvent.preventDefault).toHaveBeenCalledOnce();
    const quitsBefore = electron.app.quit.mock.calls.length;
    await vi.waitFor(() => expect(electron.app.quit.mock.calls.length).toBe(quitsBefore + 1));
    const second = { preventDefault: vi.fn() };
    electron.emitApp('before-quit', second);
    expect(second.preventDefault).not.toHaveBeenCalled();
  });
});
