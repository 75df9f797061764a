import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../../../../src-shared/contract/build-api';
import { WebSocketTransport, hostSocketUrl } from '@/lib/web-client';
import { FakeSocket } from './fake-socket';

function makeTransport(backoffMs: (attempt: number) => number = () => 100) {
  return new WebSocketTransport({
    url: 'ws://127.0.0.1:9999/api/ws',
    createSocket: (url) => new FakeSocket(url),
    backoffMs,
  });
}

/** Lets promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('WebSocketTransport', () => {
  it('queues calls until the socket opens, then sends them with increasing ids', async () => {
    const transport = makeTransport();
    const first = transport.invoke('app:info', {});
    const second = transport.invoke('app:ping', { payload: 'x' });
    const socket = FakeSocket.latest();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.url).toBe('ws://127.0.0.1:9999/api/ws');
    expect(socket.sent).toEqual([]);

    socket.open();
    expect(socket.sent).toEqual([
      { t: 'invoke', id: 1, channel: 'app:info', input: {} },
      { t: 'invoke', id: 2, channel: 'app:ping', input: { payload: 'x' } },
    ]);

    socket.receive({ t: 'result', id: 2, result: { ok: true, value: { payload: 'x', receivedAt: 1 } } });
    socket.receive({
      t: 'result',
      id: 1,
      result: { ok: false, error: { code: 'INTERNAL', message: 'boom' } },
    });
    await expect(second).resolves.toEqual({ ok: true, value: { payload: 'x', receivedAt: 1 } });
    await expect(first).resolves.toEqual({ ok: false, error: { code: 'INTERNAL', message: 'boom' } });
  });

  it('sends straight away once open and works through buildApi', async () => {
    const api = buildApi(makeTransport());
    const info = api.app.info();
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ t: 'invoke', id: 1, channel: 'app:info', input: {} }]);
    const value = { name: 'Verity', version: '0.1.0', shell: 'headless', platform: 'linux', dataDir: '/d' };
    socket.receive({ t: 'result', id: 1, result: { ok: true, value } });
    await expect(info).resolves.toEqual({ ok: true, value });

    const next = api.log.getInfo({});
    expect(socket.sent.at(-1)).toEqual({ t: 'invoke', id: 2, channel: 'log:getInfo', input: {} });
    socket.receive({ t: 'result', id: 2, result: { ok: true, value: 'x' } });
    await expect(next).resolves.toMatchObject({ ok: true });
  });

  it('delivers stream events in order and settles done with the end result', async () => {
    const transport = makeTransport();
    const events: unknown[] = [];
    const handle = transport.stream('inspector:follow', {}, (event) => events.push(event));
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ t: 'open', id: 1, channel: 'inspector:follow', input: {} }]);

    socket.receive({ t: 'event', id: 1, event: { n: 1 } });
    socket.receive({ t: 'event', id: 1, event: { n: 2 } });
    socket.receive({ t: 'done', id: 1, result: { ok: true, value: {} } });
    socket.receive({ t: 'event', id: 1, event: { n: 3 } }); // after done: ignored

    await expect(handle.done).resolves.toEqual({ ok: true, value: {} });
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('settles a stream the host refused with the result message', async () => {
    const transport = makeTransport();
    const handle = transport.stream('inspector:follow', { bad: true }, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({
      t: 'result',
      id: 1,
      result: { ok: false, error: { code: 'VALIDATION', message: 'no' } },
    });
    await expect(handle.done).resolves.toEqual({ ok: false, error: { code: 'VALIDATION', message: 'no' } });
  });

  it('cancel sends a cancel message, settles done with CANCELLED and drops later events', async () => {
    const transport = makeTransport();
    const events: unknown[] = [];
    const handle = transport.stream('inspector:follow', {}, (event) => events.push(event));
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ t: 'event', id: 1, event: 'a' });

    handle.cancel();
    handle.cancel(); // twice is harmless
    expect(socket.sent.at(-1)).toEqual({ t: 'cancel', id: 1 });
    expect(socket.sent.filter((message) => (message as { t: string }).t === 'cancel')).toHaveLength(1);

    socket.receive({ t: 'event', id: 1, event: 'b' });
    socket.receive({ t: 'done', id: 1, result: { ok: false, error: { code: 'CANCELLED', message: 'x' } } });
    const result = await handle.done;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('CANCELLED');
    expect(events).toEqual(['a']);
  });

  it('cancelling a stream that is still queued never puts it on the wire', async () => {
    const transport = makeTransport();
    const handle = transport.stream('inspector:follow', {}, () => undefined);
    handle.cancel();
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([]);
    await expect(handle.done).resolves.toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });

  it('a dropped connection fails every pending call and stream with NETWORK', async () => {
    const transport = makeTransport();
    const call = transport.invoke('app:info', {});
    const stream = transport.stream('inspector:follow', {}, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    socket.drop('host stopped');

    const [callResult, streamResult] = await Promise.all([call, stream.done]);
    for (const result of [callResult, streamResult]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('NETWORK');
        expect(result.error.message).toMatch(/^Lost connection to Verity/);
      }
    }
    // A late reply for a failed call is ignored rather than thrown.
    expect(() => socket.receive({ t: 'result', id: 1, result: { ok: true, value: 1 } })).not.toThrow();
  });

  it('fails calls queued on a socket that never opened', async () => {
    const transport = makeTransport();
    const call = transport.invoke('app:info', {});
    FakeSocket.latest().drop();
    await expect(call).resolves.toMatchObject({ ok: false, error: { code: 'NETWORK' } });
  });

  it('reconnects with backoff for later calls', async () => {
    vi.useFakeTimers();
    const backoff = vi.fn((attempt: number) => attempt * 100);
    const transport = makeTransport(backoff);
    const first = transport.invoke('app:info', {});
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    await first;

    const later = transport.invoke('app:info', {});
    expect(FakeSocket.instances).toHaveLength(1); // waiting for the backoff delay
    expect(backoff).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.instances).toHaveLength(2);

    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ t: 'invoke', id: 2, channel: 'app:info', input: {} }]);
    socket.receive({ t: 'result', id: 2, result: { ok: true, value: 'back' } });
    await expect(later).resolves.toEqual({ ok: true, value: 'back' });

    // A successful open resets the backoff: the next drop waits the first delay again.
    socket.drop();
    void transport.invoke('app:info', {});
    expect(backoff).toHaveBeenLastCalledWith(1);
  });

  it('never throws: bad input, malformed replies and failing listeners become results', async () => {
    const transport = makeTransport();
    await expect(transport.invoke('app:ping', { n: 1n })).resolves.toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });

    const call = transport.invoke('app:info', {});
    const handle = transport.stream('inspector:follow', {}, () => {
      throw new Error('listener bug');
    });
    const socket = FakeSocket.latest();
    socket.open();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => {
      socket.receive('not json');
      socket.receive({ t: 'event', id: 3, event: 1 });
      socket.receive({ t: 'result', id: 2, result: { nonsense: true } });
    }).not.toThrow();
    consoleError.mockRestore();
    await expect(call).resolves.toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE' } });
    socket.receive({ t: 'done', id: 3, result: { ok: true, value: {} } });
    await expect(handle.done).resolves.toEqual({ ok: true, value: {} });
    await settle();
  });

  it('builds the socket address from the page location', () => {
    expect(hostSocketUrl({ protocol: 'http:', host: '127.0.0.1:4000' }, '/api/ws')).toBe(
      'ws://127.0.0.1:4000/api/ws',
    );
    expect(hostSocketUrl({ protocol: 'https:', host: 'verity.local' }, '/api/ws')).toBe(
      'wss://verity.local/api/ws',
    );
  });
});
