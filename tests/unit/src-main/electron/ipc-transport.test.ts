import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../../../src-shared/contract/channels';
import { createRouter, type Handlers, type Router } from '../../../../src-main/core/router';
import { registerIpc, type RegisterIpcOptions } from '../../../../src-main/electron/ipc-transport';
import { deeplyNestedGenerateInput } from '../../../support/deep-nesting';
import { fakeIpcMain, fakeSender, flush, mainFrame, subFrame } from '../../../support/electron-fakes';

const APP = 'app://verity';
const INFO = { name: 'Verity', version: '0.1.0', shell: 'electron', platform: 'linux', dataDir: '/tmp/v' };
const EXCHANGE = {
  id: 'x1',
  service: 'tlog',
  profileId: 'sandbox',
  method: 'GET',
  url: 'http://127.0.0.1/api/v1/log',
  status: 200,
  error: null,
  attempt: 1,
  startedAt: 1,
  ttfbMs: 1,
  durationMs: 2,
  requestBytes: 0,
  responseBytes: 10,
};

/** The real router over a few handlers; the follow stream emits when the test says so. */
function realRouter() {
  const follow = { emit: null as null | ((event: unknown) => void), finish: null as null | (() => void) };
  const handlers = {
    'app:info': vi.fn(async () => INFO),
    'inspector:follow': vi.fn(
      (_input: unknown, emit: (event: unknown) => void, ctx: { signal: AbortSignal }) =>
        new Promise((resolve, reject) => {
          follow.emit = emit;
          follow.finish = () => resolve({});
          ctx.signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    ),
  };
  const inner = createRouter(handlers as unknown as Handlers, () => {});
  const router: Router = { invoke: vi.fn(inner.invoke), stream: vi.fn(inner.stream) };
  return { router, handlers, follow };
}

function setup() {
  const ipcMain = fakeIpcMain();
  const { router, handlers, follow } = realRouter();
  const log = vi.fn();
  const transport = registerIpc({
    ipcMain: ipcMain as unknown as RegisterIpcOptions['ipcMain'],
    router,
    appOrigin: APP,
    log,
  });
  return { ipcMain, router, handlers, follow, log, transport };
}

const trustedEvent = (sender = fakeSender(1)) => ({
  sender,
  senderFrame: mainFrame('app://verity/index.html'),
});

const UNTRUSTED: Array<[string, Record<string, unknown>]> = [
  ['a missing senderFrame', { senderFrame: null }],
  ['a subframe on the app origin', { senderFrame: subFrame('app://verity/index.html') }],
  ['a look-alike origin', { senderFrame: mainFrame('app://verity.evil/index.html') }],
  ['a remote origin', { senderFrame: mainFrame('https://evil.example/') }],
  ['file://', { senderFrame: mainFrame('file:///tmp/out/renderer/index.html') }],
];

describe('registerIpc', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  it('registers exactly the three transport handlers', () => {
    expect([...ctx.ipcMain.handlers.keys()].sort()).toEqual(
      [IPC.invoke, IPC.streamCancel, IPC.streamOpen].sort(),
    );
  });

  it('routes a trusted call with the electron context', async () => {
    const result = await ctx.ipcMain.call(IPC.invoke, trustedEvent(fakeSender(7)), 'app:info', {});
    expect(result).toEqual({ ok: true, value: INFO });
    expect(ctx.router.invoke).toHaveBeenCalledWith('app:info', {}, { shell: 'electron', senderId: '7' });
  });

  it('passes validation failures through from the router', async () => {
    const result = await ctx.ipcMain.call(IPC.invoke, trustedEvent(), 'app:info', { extra: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    const unknown = await ctx.ipcMain.call(IPC.invoke, trustedEvent(), 'fs:readFile', {});
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
  });

  describe.each(UNTRUSTED)('from %s', (_name, frame) => {
    it('refuses invoke with FORBIDDEN_SENDER and never reaches the router', async () => {
      const result = await ctx.ipcMain.call(IPC.invoke, { sender: fakeSender(2), ...frame }, 'app:info', {});
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
      expect(ctx.router.invoke).not.toHaveBeenCalled();
      expect(ctx.handlers['app:info']).not.toHaveBeenCalled();
      expect(ctx.log).toHaveBeenCalledWith(expect.stringContaining('untrusted sender'));
    });

    it('refuses stream-open and stream-cancel', async () => {
      const sender = fakeSender(2);
      const opened = await ctx.ipcMain.call(
        IPC.streamOpen,
        { sender, ...frame },
        { id: 1, channel: 'inspector:follow', input: {} },
      );
      expect(opened).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
      const cancelled = await ctx.ipcMain.call(IPC.streamCancel, { sender, ...frame }, { id: 1 });
      expect(cancelled).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
      expect(ctx.router.stream).not.toHaveBeenCalled();
      expect(sender.send).not.toHaveBeenCalled();
    });
  });
});

describe('registerIpc streams', () => {
  it('opens, forwards events, and ends with done', async () => {
    const { ipcMain, follow, transport } = setup();
    const sender = fakeSender(3);
    const opened = await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 5,
      channel: 'inspector:follow',
      input: {},
    });
    expect(opened).toEqual({ ok: true, value: null });
    expect(transport.openStreams()).toBe(1);

    follow.emit!(EXCHANGE);
    follow.finish!();
    await flush();

    expect(sender.sent).toEqual([
      { channel: IPC.streamMessage, message: { id: 5, kind: 'event', event: EXCHANGE } },
      { channel: IPC.streamMessage, message: { id: 5, kind: 'done', result: { ok: true, value: {} } } },
    ]);
    expect(transport.openStreams()).toBe(0);
  });

  it.each([
    ['no object', 'inspector:follow'],
    ['no id', { channel: 'inspector:follow', input: {} }],
    ['a negative id', { id: -1, channel: 'inspector:follow', input: {} }],
    ['a fractional id', { id: 1.5, channel: 'inspector:follow', input: {} }],
    ['a string id', { id: '1', channel: 'inspector:follow', input: {} }],
    ['no channel', { id: 1, input: {} }],
    ['an empty channel', { id: 1, channel: '', input: {} }],
    ['a huge channel', { id: 1, channel: 'x'.repeat(500), input: {} }],
  ])('rejects a stream-open with %s', async (_name, message) => {
    const { ipcMain, router } = setup();
    const result = await ipcMain.call(IPC.streamOpen, trustedEvent(), message);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(router.stream).not.toHaveBeenCalled();
  });

  it('rejects a second stream with the same id from the same page', async () => {
    const { ipcMain } = setup();
    const event = trustedEvent();
    await ipcMain.call(IPC.streamOpen, event, { id: 1, channel: 'inspector:follow', input: {} });
    const again = await ipcMain.call(IPC.streamOpen, event, {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('reports an unknown stream channel through done', async () => {
    const { ipcMain } = setup();
    const sender = fakeSender(4);
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), { id: 1, channel: 'app:info', input: {} });
    await flush();
    expect(sender.sent).toEqual([
      {
        channel: IPC.streamMessage,
        message: { id: 1, kind: 'done', result: expect.objectContaining({ ok: false }) },
      },
    ]);
  });

  it('cancels on request and ends with CANCELLED', async () => {
    const { ipcMain, transport } = setup();
    const sender = fakeSender(3);
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 9,
      channel: 'inspector:follow',
      input: {},
    });
    const reply = await ipcMain.call(IPC.streamCancel, trustedEvent(sender), { id: 9 });
    expect(reply).toEqual({ ok: true, value: { cancelled: true } });
    await flush();
    expect(sender.sent.at(-1)).toEqual({
      channel: IPC.streamMessage,
      message: {
        id: 9,
        kind: 'done',
        result: { ok: false, error: expect.objectContaining({ code: 'CANCELLED' }) },
      },
    });
    expect(transport.openStreams()).toBe(0);
  });

  it("cannot cancel another page's stream", async () => {
    const { ipcMain, transport } = setup();
    const owner = fakeSender(3);
    const other = fakeSender(4);
    await ipcMain.call(IPC.streamOpen, trustedEvent(owner), {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    const reply = await ipcMain.call(IPC.streamCancel, trustedEvent(other), { id: 1 });
    expect(reply).toEqual({ ok: true, value: { cancelled: false } });
    await flush();
    expect(owner.sent).toEqual([]);
    expect(transport.openStreams()).toBe(1);
  });

  it('rejects a malformed cancel', async () => {
    const { ipcMain } = setup();
    const reply = await ipcMain.call(IPC.streamCancel, trustedEvent(), { id: 'all' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('cancels every stream of a destroyed page and sends it nothing more', async () => {
    const { ipcMain, transport, follow } = setup();
    const sender = fakeSender(3);
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    const firstEmit = follow.emit!;
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 2,
      channel: 'inspector:follow',
      input: {},
    });
    const survivor = fakeSender(8);
    await ipcMain.call(IPC.streamOpen, trustedEvent(survivor), {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    expect(transport.openStreams()).toBe(3);

    sender.destroy();
    firstEmit(EXCHANGE);
    await flush();
    expect(transport.openStreams()).toBe(1);
    expect(sender.sent).toEqual([]);
  });

  it('cancels the streams of a page that reloads and keeps their messages from the new page', async () => {
    const { ipcMain, transport } = setup();
    const sender = fakeSender(3);
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    sender.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false });
    await flush();
    expect(transport.openStreams()).toBe(0);
    expect(sender.sent).toEqual([]);
  });

  it('keeps streams across same-document and subframe navigations', async () => {
    const { ipcMain, transport } = setup();
    const sender = fakeSender(3);
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 1,
      channel: 'inspector:follow',
      input: {},
    });
    sender.emit('did-start-navigation', { isMainFrame: true, isSameDocument: true });
    sender.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false });
    expect(transport.openStreams()).toBe(1);
  });
});

describe('registerIpc when the router fails', () => {
  it('answers a call nested too deeply with VALIDATION, and the next call still works', async () => {
    const { ipcMain } = setup();
    const deep = JSON.parse(deeplyNestedGenerateInput()) as unknown;
    const refused = await ipcMain.call(IPC.invoke, trustedEvent(), 'app:info', deep);
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', message: /nested too deeply/ } });
    expect(await ipcMain.call(IPC.invoke, trustedEvent(), 'app:info', {})).toEqual({ ok: true, value: INFO });
  });

  it('answers with INTERNAL when the router rejects or throws, instead of leaving the rejection unhandled', async () => {
    const ipcMain = fakeIpcMain();
    const log = vi.fn();
    const broken: Router = {
      invoke: () => Promise.reject(new RangeError('Maximum call stack size exceeded')),
      stream: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    };
    registerIpc({
      ipcMain: ipcMain as unknown as RegisterIpcOptions['ipcMain'],
      router: broken,
      appOrigin: APP,
      log,
    });
    const internal = { ok: false, error: { code: 'INTERNAL' } };
    expect(await ipcMain.call(IPC.invoke, trustedEvent(), 'app:info', {})).toMatchObject(internal);
    const open = { id: 1, channel: 'inspector:follow', input: {} };
    expect(await ipcMain.call(IPC.streamOpen, trustedEvent(), open)).toMatchObject(internal);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Maximum call stack size exceeded'));
  });

  it('ends a stream whose done rejects with an INTERNAL done message', async () => {
    const ipcMain = fakeIpcMain();
    const sender = fakeSender(9);
    const rejecting: Router = {
      invoke: async () => ({ ok: true, value: null }),
      stream: () => ({ cancel: () => {}, done: Promise.reject(new Error('broken')) }),
    };
    registerIpc({
      ipcMain: ipcMain as unknown as RegisterIpcOptions['ipcMain'],
      router: rejecting,
      appOrigin: APP,
      log: () => {},
    });
    await ipcMain.call(IPC.streamOpen, trustedEvent(sender), {
      id: 2,
      channel: 'inspector:follow',
      input: {},
    });
    await flush();
    expect(sender.sent).toEqual([
      {
        channel: IPC.streamMessage,
        message: { id: 2, kind: 'done', result: expect.objectContaining({ ok: false }) },
      },
    ]);
  });
});
