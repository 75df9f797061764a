import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import {
  DeadlineExceeded,
  fetchTransport as send,
  type TransportRequest,
} from '../../../src-main/services/http/fetch-transport';
import { createInspector } from '../../../src-main/services/inspector/inspector';

const routes: Record<string, (res: ServerResponse, body: string) => void> = {
  '/echo': (res, body) => res.end(JSON.stringify({ body, length: body.length })),
  '/gzip': (res) => {
    res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' });
    res.end(gzipSync(JSON.stringify({ zipped: true })));
  },
  '/big': (res) => res.end('x'.repeat(5000)),
  '/half': (res) => {
    res.writeHead(200, { 'content-length': '100' });
    res.write('y'.repeat(50), () => res.destroy());
  },
  '/silent': () => undefined,
  '/elsewhere': (res) => {
    res.writeHead(302, { location: 'http://192.0.2.1/steal' });
    res.end();
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => routes[req.url ?? '']?.(res, Buffer.concat(chunks).toString()));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

function request(path: string, extra: Partial<TransportRequest> = {}): TransportRequest {
  return {
    method: 'GET',
    url: `${base}${path}`,
    headers: new Headers(),
    body: null,
    signal: new AbortController().signal,
    timeoutMs: 5000,
    maxBodyBytes: 1024,
    ...extra,
  };
}

const text = async (response: { body(): Promise<Uint8Array> }) =>
  new TextDecoder().decode(await response.body());

describe('fetch transport', () => {
  it('sends the body and reads the answer', async () => {
    const response = await send(
      request('/echo', { method: 'POST', body: new TextEncoder().encode('hello') }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(await text(response))).toEqual({ body: 'hello', length: 5 });
  });

  it('decodes a gzip body as fetch would', async () => {
    const response = await send(request('/gzip'));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await text(response))).toEqual({ zipped: true });
  });

  it('refuses a body over the cap', async () => {
    const response = await send(request('/big'));
    await expect(response.body()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reports a body cut short', async () => {
    const response = await send(request('/half'));
    await expect(response.body()).rejects.toThrow(/terminated/);
  });

  it('gives up at the deadline, and on the caller abort', async () => {
    await expect(send(request('/silent', { timeoutMs: 50 }))).rejects.toBeInstanceOf(DeadlineExceeded);
    const controller = new AbortController();
    const pending = send(request('/silent', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands a redirect back instead of following it to another origin', async () => {
    const response = await send(request('/elsewhere'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://192.0.2.1/steal');
  });
});

describe('buffered client over fetch', () => {
  it('records the exchange and words failures in contract terms', async () => {
    const inspector = createInspector({ secrets: () => [] });
    const http = createHttpClient({ inspector });
    {
      const ok = await http.request({ service: 'tlog', profileId: null, method: 'GET', url: `${base}/gzip` });
      expect(ok.json()).toEqual({ zipped: true });
      await expect(
        http.request({
          service: 'tlog',
          profileId: null,
          method: 'GET',
          url: `${base}/half`,
          retry: { maxAttempts: 1 },
        }),
      ).rejects.toMatchObject({ code: 'NETWORK', message: expect.stringMatching(/before the response/) });
      await expect(
        http.request({
          service: 'tlog',
          profileId: null,
          method: 'GET',
          url: `${base}/silent`,
          timeoutMs: 50,
          retry: { maxAttempts: 1 },
        }),
      ).rejects.toMatchObject({ code: 'TIMEOUT' });
      const [latest] = inspector.list().exchanges;
      expect(latest).toMatchObject({ status: null, error: expect.stringMatching(/within 0.05 s/) });
      expect(inspector.list().exchanges.find((e) => e.url.endsWith('/gzip'))).toMatchObject({
        status: 200,
        responseBytes: JSON.stringify({ zipped: true }).length,
      });
    }
  });
});
