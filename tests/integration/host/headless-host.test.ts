import { writeFile, mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { runHeadless } from '../../../src-main/host/run-headless';
import { contentSecurityPolicy } from '../../../src-main/security/csp';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../../src-shared/contract/wire';
import { MAX_CONNECTIONS } from '../../../src-main/host/host-server';
import { deeplyNestedGenerateInput } from '../../support/deep-nesting';
import { exchange, openSocket, rawGet, rawRequest, type RawResponse } from '../../support/host-client';
import { tempDir } from '../../support/temp-dir';

let sandbox: RunningSandbox;
let headless: Awaited<ReturnType<typeof runHeadless>>;
let port: number;
let cookie: string;
let origin: string;
/** The answer to the first use of the printed URL. */
let signedIn: RawResponse;
let remove: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('host');
  remove = dir.remove;
  const rendererDir = join(dir.path, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>Verity</title><div id="root"></div>',
  );
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  sandbox = await startSandbox({ port: 0, dataDir: join(dir.path, 'sandbox') });
  headless = await runHeadless({
    dataDir: dir.path,
    rendererDir,
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    version: 'test',
    log: () => {},
  });
  port = headless.host.port;
  origin = `http://127.0.0.1:${port}`;
  signedIn = await rawGet(port, `/?token=${headless.host.token}`);
  cookie = signedIn.headers['set-cookie']![0]!.split(';')[0]!;
});

afterAll(async () => {
  await headless.close();
  await sandbox.close();
  await remove();
});

describe('headless host: who may talk to it', () => {
  it('prints a URL on loopback that carries the token', () => {
    expect(headless.host.url).toBe(`http://127.0.0.1:${port}/?token=${headless.host.token}`);
    expect(headless.host.token.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a request without the token, or with a wrong one', async () => {
    expect((await rawGet(port, '/')).status).toBe(401);
    expect((await rawGet(port, '/assets/app.js')).status).toBe(401);
    expect((await rawGet(port, '/?token=wrong')).status).toBe(401);
    expect((await rawGet(port, '/', { cookie: 'verity_session=wrong' })).status).toBe(401);
  });

  it('trades the token once for a separate random session id in an HttpOnly cookie', async () => {
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/');
    expect(signedIn.headers['set-cookie']?.[0]).toMatch(
      /^verity_session=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/$/,
    );
    expect(cookie).not.toContain(headless.host.token);
    expect((await rawGet(port, '/', { cookie: `verity_session=${headless.host.token}` })).status).toBe(401);
  });

  it('refuses a second use of the token with a page that says what to do', async () => {
    const again = await rawGet(port, `/?token=${headless.host.token}`);
    expect(again.status).toBe(403);
    expect(again.body).toMatch(/already used.*works only once.*restart Verity/s);
    expect(again.headers['set-cookie']).toBeUndefined();
    // The browser that signed in can open the printed URL again: it is sent home, nothing is traded.
    const signedInAgain = await rawGet(port, `/?token=${headless.host.token}`, { cookie });
    expect(signedInAgain).toMatchObject({ status: 303, headers: { location: '/' } });
    expect(signedInAgain.headers['set-cookie']).toBeUndefined();
  });

  it('redirects only to its own root, whatever path the token came with', async () => {
    for (const path of [
      '//evil.example/',
      '/\\evil.example/',
      '/.//evil.example/x',
      '/%2F%2Fevil.example/',
    ]) {
      const response = await rawGet(port, `${path}?token=${headless.host.token}`, { cookie });
      expect(response, path).toMatchObject({ status: 303, headers: { location: '/' } });
    }
  });

  it('sends the security headers with every response, errors and redirects included', async () => {
    const csp = contentSecurityPolicy({ connectSrc: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] });
    const responses: Array<[number, RawResponse]> = [
      [200, await rawGet(port, '/', { cookie })],
      [303, await rawGet(port, `/?token=${headless.host.token}`, { cookie })],
      [401, await rawGet(port, '/')],
      [403, await rawGet(port, '/', { cookie, host: `evil.example:${port}` })],
      [403, await rawGet(port, `/?token=${headless.host.token}`)],
      [404, await rawGet(port, '/missing.js', { cookie })],
      [405, await rawRequest(port, 'POST', '/', { cookie })],
      [403, await rawGet(port, '/api/ws', { connection: 'Upgrade', upgrade: 'websocket', origin })],
    ];
    for (const [status, response] of responses) {
      expect(response.status).toBe(status);
      expect(response.headers, String(status)).toMatchObject({
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
  });

  it('serves the renderer with the same CSP as the desktop shell', async () => {
    const response = await rawGet(port, '/', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ connectSrc: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] }),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a Host that is not 127.0.0.1 or localhost (DNS rebinding)', async () => {
    expect((await rawGet(port, '/', { cookie, host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawGet(port, '/', { cookie, host: `127.0.0.1.nip.io:${port}` })).status).toBe(403);
    expect((await rawGet(port, '/', { cookie, host: `localhost:${port}` })).status).toBe(200);
  });

  it('refuses a wrong Origin', async () => {
    expect((await rawGet(port, '/', { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect((await rawGet(port, '/', { cookie, origin })).status).toBe(200);
  });

  it('listens on loopback only', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    if (!external) return; // a machine with no other interface has nothing else to reach it on
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: external.address, port }, () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });

  it('refuses WebSockets without the cookie, from another origin, or with no origin', async () => {
    await expect(openSocket(port, { origin })).rejects.toThrow(/403/);
    await expect(openSocket(port, { cookie, origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(openSocket(port, { cookie })).rejects.toThrow(/403/);
    await expect(openSocket(port, { cookie, origin, host: `evil.example:${port}` })).rejects.toThrow(/403/);
  });
});

describe('headless host: the contract over the WebSocket', () => {
  let socket: WebSocket;
  beforeAll(async () => {
    socket = await openSocket(port, { cookie, origin });
  });
  afterAll(() => socket.close());

  it('answers calls with result envelopes', async () => {
    const reply = await exchange(
      socket,
      { t: 'invoke', id: 1, channel: 'app:info', input: {} },
      { id: 1, t: 'result' },
    );
    expect(reply.result).toMatchObject({ ok: true, value: { name: 'Verity', shell: 'headless' } });
    const log = await exchange(
      socket,
      { t: 'invoke', id: 2, channel: 'log:getInfo', input: {} },
      { id: 2, t: 'result' },
    );
    expect(log.result).toMatchObject({ ok: true, value: { baseUrl: sandbox.baseUrl } });
  });

  it('streams events until cancelled', async () => {
    const first = new Promise<Record<string, unknown>>((resolve) => {
      socket.on('message', function onEvent(data) {
        const parsed = JSON.parse(data.toString()) as Record<string, unknown>;
        if (parsed.id === 10 && parsed.t === 'event') {
          socket.off('message', onEvent);
          resolve(parsed);
        }
      });
    });
    socket.send(JSON.stringify({ t: 'open', id: 10, channel: 'inspector:follow', input: {} }));
    await new Promise((r) => setTimeout(r, 50));
    await exchange(
      socket,
      { t: 'invoke', id: 11, channel: 'log:getInfo', input: {} },
      { id: 11, t: 'result' },
    );
    expect((await first).event).toMatchObject({ service: 'tlog', status: 200 });
    const done = await exchange(socket, { t: 'cancel', id: 10 }, { id: 10, t: 'done' });
    expect(done.result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });

  it('answers malformed messages with typed errors and keeps serving', async () => {
    socket.send('{not json');
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send(JSON.stringify({ t: 'explode', id: 20 }));
    const bad = await exchange(
      socket,
      { t: 'invoke', id: 21, channel: 'app:ping', input: { payload: 5 } },
      { id: 21, t: 'result' },
    );
    expect(bad.result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    const polluted = await exchange(
      socket,
      '{"t":"invoke","id":22,"channel":"app:ping","input":{"payload":"x","__proto__":{"polluted":1}}}',
      {
        id: 22,
        t: 'result',
      },
    );
    expect(polluted.result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    const unknown = await exchange(
      socket,
      { t: 'invoke', id: 23, channel: 'fs:readFile', input: {} },
      { id: 23, t: 'result' },
    );
    expect(unknown.result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    const fine = await exchange(
      socket,
      { t: 'invoke', id: 24, channel: 'app:ping', input: { payload: 'ok' } },
      { id: 24, t: 'result' },
    );
    expect(fine.result).toMatchObject({ ok: true, value: { payload: 'ok' } });
  });

  it('closes a connection that sends an oversized message and still accepts new ones', async () => {
    const victim = await openSocket(port, { cookie, origin });
    const closed = new Promise<number>((resolve) => victim.once('close', (code) => resolve(code)));
    victim.send(
      JSON.stringify({
        t: 'invoke',
        id: 1,
        channel: 'app:ping',
        input: { payload: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1024) },
      }),
    );
    expect(await closed).toBe(1009);
    const next = await openSocket(port, { cookie, origin });
    const reply = await exchange(
      next,
      { t: 'invoke', id: 1, channel: 'app:ping', input: { payload: 'y' } },
      { id: 1, t: 'result' },
    );
    expect(reply.result).toMatchObject({ ok: true });
    next.close();
  });

  it('refuses a 6 KB message nested 3,000 levels deep with VALIDATION and keeps answering', async () => {
    const input = deeplyNestedGenerateInput();
    const call = `{"t":"invoke","id":30,"channel":"chat:countTokens","input":${input}}`;
    expect(call.length).toBeLessThan(7000);
    const refused = await exchange(socket, call, { id: 30, t: 'result' });
    expect(refused.result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringContaining('nested too deeply') },
    });
    const stream = `{"t":"open","id":31,"channel":"chat:generate","input":${input}}`;
    expect((await exchange(socket, stream, { id: 31, t: 'done' })).result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    const fine = await exchange(
      socket,
      { t: 'invoke', id: 32, channel: 'app:ping', input: { payload: 'still here' } },
      { id: 32, t: 'result' },
    );
    expect(fine.result).toMatchObject({ ok: true, value: { payload: 'still here' } });
  });

  it(`closes a connection past ${MAX_CONNECTIONS} with 1013 and a LIMIT reason, and takes one again once one closes`, async () => {
    const extra: WebSocket[] = [];
    // This file's own socket is already open.
    for (let n = 1; n < MAX_CONNECTIONS; n++) extra.push(await openSocket(port, { cookie, origin }));
    const over = await openSocket(port, { cookie, origin });
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      over.once('close', (closeCode, closeReason) => resolve([closeCode, closeReason.toString()])),
    );
    expect(code).toBe(1013);
    expect(reason).toMatch(/^LIMIT: Verity serves 16 pages at once/);
    const first = extra.shift()!;
    await new Promise((resolve) => {
      first.once('close', resolve);
      first.close();
    });
    await expect
      .poll(async () => {
        const next = await openSocket(port, { cookie, origin });
        const reply = await Promise.race([
          exchange(
            next,
            { t: 'invoke', id: 1, channel: 'app:ping', input: { payload: 'in' } },
            { id: 1, t: 'result' },
          ),
          new Promise((resolve) => next.once('close', () => resolve('closed'))),
        ]);
        extra.push(next);
        return reply === 'closed' ? 'closed' : 'answered';
      })
      .toBe('answered');
    for (const open of extra) open.close();
  });
});
