import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Router } from '../../../../src-main/core/router';
import { MAX_CALLS_IN_FLIGHT, MAX_OPEN_STREAMS, serveWebSocket } from '../../../../src-main/host/ws-session';
import { ok, type Result } from '../../../../src-shared/contract/result';
import { exchange, nextMessage } from '../../../support/host-client';

let server: WebSocketServer | null = null;
const logged: string[] = [];

/** A real WebSocket served by serveWebSocket over `router`. */
async function connect(router: Router): Promise<WebSocket> {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (ws) => serveWebSocket(ws, router, 'test', (line) => logged.push(line)));
  await new Promise((resolve) => server!.once('listening', resolve));
  const socket = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise((resolve) => socket.once('open', resolve));
  return socket;
}

afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
  logged.length = 0;
});

/** Calls and streams that settle only when the test says so. */
function heldRouter() {
  const held: Array<(result: Result<unknown>) => void> = [];
  const hold = () => new Promise<Result<unknown>>((resolve) => held.push(resolve));
  const router: Router = {
    invoke: hold,
    stream: () => {
      const done = hold();
      const settle = held.at(-1)!;
      return {
        cancel: () => settle({ ok: false, error: { code: 'CANCELLED', message: 'cancelled' } }),
        done,
      };
    },
  };
  return { router, held };
}

const invoke = (id: number) => ({ t: 'invoke', id, channel: 'app:info', input: {} });
const open = (id: number) => ({ t: 'open', id, channel: 'inspector:follow', input: {} });

describe('serveWebSocket when the router fails', () => {
  it('answers INTERNAL when a call rejects, a stream throws on open, or its end rejects', async () => {
    let streamCalls = 0;
    const socket = await connect({
      invoke: () => Promise.reject(new RangeError('Maximum call stack size exceeded')),
      stream: () => {
        if (streamCalls++ === 0) throw new RangeError('Maximum call stack size exceeded');
        return { cancel: () => {}, done: Promise.reject(new Error('broken')) };
      },
    });
    const internal = { ok: false, error: { code: 'INTERNAL' } };
    expect((await exchange(socket, invoke(1), { id: 1, t: 'result' })).result).toMatchObject(internal);
    expect((await exchange(socket, open(2), { id: 2, t: 'done' })).result).toMatchObject(internal);
    expect((await exchange(socket, open(3), { id: 3, t: 'done' })).result).toMatchObject(internal);
    expect(logged.join('\n')).toContain('Maximum call stack size exceeded');
    socket.close();
  });
});

describe('serveWebSocket limits', () => {
  it(`answers LIMIT past ${MAX_CALLS_IN_FLIGHT} calls in flight, and takes calls again once one ends`, async () => {
    const { router, held } = heldRouter();
    const socket = await connect(router);
    for (let id = 1; id <= MAX_CALLS_IN_FLIGHT; id++) socket.send(JSON.stringify(invoke(id)));
    const refused = await exchange(socket, invoke(100), { id: 100, t: 'result' });
    expect(refused.result).toMatchObject({
      ok: false,
      error: { code: 'LIMIT', message: expect.stringContaining(`${MAX_CALLS_IN_FLIGHT} calls waiting`) },
    });
    expect(held).toHaveLength(MAX_CALLS_IN_FLIGHT);
    const first = nextMessage(socket, { id: 1, t: 'result' });
    held[0]!(ok('first'));
    expect((await first).result).toEqual(ok('first'));
    const answered = exchange(socket, invoke(101), { id: 101, t: 'result' });
    await expect.poll(() => held.length).toBe(MAX_CALLS_IN_FLIGHT + 1);
    held.at(-1)!(ok('after'));
    expect((await answered).result).toEqual(ok('after'));
    socket.close();
  });

  it(`answers LIMIT past ${MAX_OPEN_STREAMS} open streams, and opens again once one is cancelled`, async () => {
    const { router } = heldRouter();
    const socket = await connect(router);
    for (let id = 1; id <= MAX_OPEN_STREAMS; id++) socket.send(JSON.stringify(open(id)));
    const refused = await exchange(socket, open(100), { id: 100, t: 'done' });
    expect(refused.result).toMatchObject({
      ok: false,
      error: { code: 'LIMIT', message: expect.stringContaining(`${MAX_OPEN_STREAMS} streams open`) },
    });
    const cancelled = await exchange(socket, { t: 'cancel', id: 1 }, { id: 1, t: 'done' });
    expect(cancelled.result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    // Stream 101's first end message says whether it opened: LIMIT if refused, CANCELLED once opened.
    socket.send(JSON.stringify(open(101)));
    const reopened = await exchange(socket, { t: 'cancel', id: 101 }, { id: 101, t: 'done' });
    expect(reopened.result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    socket.close();
  });
});

describe('a page going away', () => {
  it('is reported once its WebSocket closes, so what it was streaming can wait for it', async () => {
    const closed: string[] = [];
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (ws) =>
      serveWebSocket(
        ws,
        heldRouter().router,
        'page-7',
        (line) => logged.push(line),
        () => closed.push('page-7'),
      ),
    );
    await new Promise((resolve) => server!.once('listening', resolve));
    const socket = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise((resolve) => socket.once('open', resolve));
    expect(closed).toEqual([]);
    socket.close();
    await new Promise<void>((resolve) => {
      const check = () => (closed.length > 0 ? resolve() : setTimeout(check, 5));
      check();
    });
    expect(closed).toEqual(['page-7']);
  });
});
