/**
 * Small stand-ins for Electron objects: each records what the code under test
 * registers so a test can call it. No Electron is loaded (there is no binary).
 */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

/** An object with on/once that remembers listeners by event name. */
function emitter() {
  const listeners = new Map<string, Listener[]>();
  const add = (event: string, listener: Listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
  };
  return {
    listeners,
    on: vi.fn((event: string, listener: Listener) => add(event, listener)),
    once: vi.fn((event: string, listener: Listener) => {
      const wrapper: Listener = (...args) => {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((l) => l !== wrapper),
        );
        return listener(...args);
      };
      add(event, wrapper);
    }),
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    count(event: string) {
      return listeners.get(event)?.length ?? 0;
    },
  };
}

/** A navigation-style event: records preventDefault. */
export function navEvent(url: string, extra: Record<string, unknown> = {}) {
  return { url, preventDefault: vi.fn(), ...extra };
}

/** A webContents with the surface hardenContents uses. */
export function fakeContents() {
  const events = emitter();
  let windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  return {
    ...events,
    setWindowOpenHandler: vi.fn((handler: (details: { url: string }) => { action: string }) => {
      windowOpenHandler = handler;
    }),
    openWindow(url: string) {
      if (!windowOpenHandler) throw new Error('no window open handler');
      return windowOpenHandler({ url });
    },
  };
}

/** A frame as IpcMainInvokeEvent.senderFrame exposes it. */
export function mainFrame(url: string) {
  const frame: { url: string; parent: unknown; top: unknown } = { url, parent: null, top: null };
  frame.top = frame;
  return frame;
}

export function subFrame(url: string, parentUrl = 'app://verity/index.html') {
  const parent = mainFrame(parentUrl);
  return { url, parent, top: parent };
}

/** A webContents as the IPC transport sees it: records what main sends to the page. */
export function fakeSender(id: number) {
  const events = emitter();
  const sent: Array<{ channel: string; message: unknown }> = [];
  let destroyed = false;
  return {
    ...events,
    id,
    sent,
    send: vi.fn((channel: string, message: unknown) => {
      sent.push({ channel, message });
    }),
    isDestroyed: () => destroyed,
    destroy() {
      destroyed = true;
      events.emit('destroyed');
    },
  };
}

/** ipcMain.handle that captures handlers so a test can invoke them like Electron would. */
export function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  return {
    handlers,
    handle: vi.fn((channel: string, handler: Listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, handler);
    }),
    async call(channel: string, event: unknown, ...args: unknown[]) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`no handler for ${channel}`);
      return handler(event, ...args);
    },
  };
}

/** Waits for queued promise callbacks (stream done → send). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
