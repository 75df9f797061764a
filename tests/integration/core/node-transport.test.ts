import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import {
  createNodeTransport,
  DeadlineExceeded,
  type TransportRequest,
} from '../../../src-main/services/http/node-transport';
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
};

let server: Server;
let base: string;
const transport = createNodeTransport();

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
  transport.close();
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

describe('node:http transport', () => {
  it('sends the body and reads the answer over one kept-alive connection', async () => {
    const ports = new Set<number>();
    server.on('connection', (socket) => ports.add(socket.remotePort!));
    for (let i = 0; i < 3; i++) {
      const response = await transport.send(
        request('/echo', { method: 'POST', body: new TextEncoder().encode('hello') }),
      );
      expect(response.status).toBe(200);
      expect(JSON.parse(await text(response))).toEqual({ body: 'hello', length: 5 });
    }
    expect(ports.size).toBeLessThanOrEqual(1);
  });

  it('decodes a gzip body as fetch would', async () => {
    const response = await transport.send(request('/gzip'));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await text(response))).toEqual({ zipped: true });
  });

  it('refuses a body over the cap', async () => {
    const response = await transport.send(request('/big'));
    await expect(response.body()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reports a body cut short as truncated', async () => {
    const response = await transport.send(request('/half'));
    await expect(response.body()).rejects.toMatchObject({ code: 'TRUNCATED' });
  });

  it('gives up at the deadline, and on the caller abort', async () => {
    await expect(transport.send(request('/silent', { timeoutMs: 50 }))).rejects.toBeInstanceOf(
      DeadlineExceeded,
    );
    const controller = new AbortController();
    const pending = transport.send(request('/silent', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORT_ERR' });
  });

  it("refuses the Fetch standard's bad ports, as the streamed requests do", async () => {
    await expect(transport.send(request('', { url: 'http://127.0.0.1:6000/' }))).rejects.toMatchObject({
      code: 'BAD_PORT',
    });
  });
});

describe('buffered client over node:http', () => {
  it('records the exchange and words failures in contract terms', async () => {
    const inspector = createInspector({ secrets: () => [] });
    const http = createHttpClient({ inspector });
    try {
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
    } finally {
      http.close();
    }
  });
});
