import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_SURFACE, FILE_PATHS_GLOBAL, GLOBAL_NAME, IPC } from '../../../src-shared/contract/channels';

// The preload runs against this stand-in for electron; nothing downloads or launches Electron.
const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const rendererListeners = new Map<string, (...args: unknown[]) => void>();
  return {
    exposed,
    rendererListeners,
    contextBridge: { exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)) },
    ipcRenderer: {
      invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ ok: true, value: null })),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) =>
        rendererListeners.set(channel, listener),
      ),
      send: vi.fn(),
    },
    webUtils: { getPathForFile: vi.fn((file: { name: string }) => `/home/ada/${file.name}`) },
  };
});
vi.mock('electron', () => ({
  contextBridge: electron.contextBridge,
  ipcRenderer: electron.ipcRenderer,
  webUtils: electron.webUtils,
}));

type Api = Record<string, Record<string, (...args: unknown[]) => unknown>>;
type Handle = { cancel(): void; done: Promise<unknown> };
let api: Api;

/** Delivers a message from main the way ipcRenderer would. */
function fromMain(message: unknown) {
  electron.rendererListeners.get(IPC.streamMessage)!({ sender: null }, message);
}

beforeAll(async () => {
  await import('../../../src-preload/index');
  api = electron.exposed.get(GLOBAL_NAME) as Api;
});

beforeEach(() => {
  electron.ipcRenderer.invoke.mockClear();
  electron.ipcRenderer.invoke.mockImplementation(async () => ({ ok: true, value: null }));
});

describe('the preload', () => {
  it('exposes two globals: window.verity, and the path of a file the page holds', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(2);
    expect([...electron.exposed.keys()]).toEqual([GLOBAL_NAME, FILE_PATHS_GLOBAL]);
    const paths = electron.exposed.get(FILE_PATHS_GLOBAL) as Record<string, (file: unknown) => unknown>;
    expect(Object.keys(paths)).toEqual(['pathFor']);
    expect(paths.pathFor!({ name: 'report.pdf' })).toBe('/home/ada/report.pdf');
  });

  it("exposes exactly the contract's namespaces and methods", () => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(API_SURFACE).sort());
    for (const [namespace, methods] of Object.entries(API_SURFACE)) {
      expect(Object.keys(api[namespace]!).sort(), namespace).toEqual(Object.keys(methods).sort());
      for (const method of Object.keys(methods)) expect(typeof api[namespace]![method]).toBe('function');
    }
  });

  it('exposes nothing that could reach a raw channel', () => {
    const names = [...Object.keys(api), ...Object.values(api).flatMap((group) => Object.keys(group))];
    for (const forbidden of [
      'invoke',
      'send',
      'sendSync',
      'on',
      'once',
      'ipcRenderer',
      'postMessage',
      'require',
    ]) {
      expect(names).not.toContain(forbidden);
    }
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc/i);
  });

  it('registers one stream dispatcher and no other renderer listener', () => {
    expect(electron.ipcRenderer.on).toHaveBeenCalledOnce();
    expect(electron.ipcRenderer.on).toHaveBeenCalledWith(IPC.streamMessage, expect.any(Function));
  });

  it('sends a call over the invoke channel with the contract channel name', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, value: { shell: 'electron' } });
    const result = await api.app!.info!();
    expect(result).toEqual({ ok: true, value: { shell: 'electron' } });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(IPC.invoke, 'app:info', {});
  });

  it('turns an IPC failure into an INTERNAL envelope instead of a throw', async () => {
    electron.ipcRenderer.invoke.mockRejectedValueOnce(new Error("No handler registered for 'verity:invoke'"));
    await expect(api.app!.ping!({ payload: 'x' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INTERNAL' },
    });
  });

  it('streams: opens with a fresh id, dispatches events by id, settles on done', async () => {
    const events: unknown[] = [];
    const handle = api.inspector!.follow!({}, (event: unknown) => events.push(event)) as Handle;
    const [channel, open] = electron.ipcRenderer.invoke.mock.calls[0]! as [
      string,
      { id: number; channel: string },
    ];
    expect(channel).toBe(IPC.streamOpen);
    expect(open).toMatchObject({ channel: 'inspector:follow', input: {} });

    const other = api.inspector!.follow!({}, () => events.push('wrong stream')) as Handle;
    const otherId = (electron.ipcRenderer.invoke.mock.calls[1]![1] as { id: number }).id;
    expect(otherId).not.toBe(open.id);

    fromMain({ id: open.id, kind: 'event', event: { n: 1 } });
    fromMain({ id: open.id, kind: 'event', event: { n: 2 } });
    fromMain({ id: 999_999, kind: 'event', event: 'nobody' });
    fromMain('garbage');
    fromMain({ id: open.id, kind: 'done', result: { ok: true, value: {} } });
    fromMain({ id: open.id, kind: 'event', event: { n: 3 } });

    await expect(handle.done).resolves.toEqual({ ok: true, value: {} });
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
    fromMain({ id: otherId, kind: 'done', result: { ok: true, value: {} } });
    await other.done;
  });

  it('streams: cancel asks main by id and done carries what main answers', async () => {
    const handle = api.inspector!.follow!({}, () => {}) as Handle;
    const { id } = electron.ipcRenderer.invoke.mock.calls[0]![1] as { id: number };
    handle.cancel();
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC.streamCancel, { id });
    fromMain({ id, kind: 'done', result: { ok: false, error: { code: 'CANCELLED', message: 'cancelled' } } });
    await expect(handle.done).resolves.toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });

  it('streams: a refused open settles done with the refusal', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER', message: 'no' },
    });
    const handle = api.inspector!.follow!({}, () => {}) as Handle;
    await expect(handle.done).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
  });

  it('streams: a throwing page callback does not break dispatch', async () => {
    const handle = api.inspector!.follow!({}, () => {
      throw new Error('page bug');
    }) as Handle;
    const { id } = electron.ipcRenderer.invoke.mock.calls[0]![1] as { id: number };
    expect(() => fromMain({ id, kind: 'event', event: 1 })).not.toThrow();
    fromMain({ id, kind: 'done', result: { ok: true, value: {} } });
    await expect(handle.done).resolves.toEqual({ ok: true, value: {} });
  });
});
