import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES, WS_PATH } from '../../src-shared/contract/wire';
import type { Router } from '../core/router';
import { contentSecurityPolicy, securityHeaders } from '../security/csp';
import {
  SESSION_COOKIE,
  isAllowedHost,
  isAllowedOrigin,
  readCookie,
  sessionCookie,
  tokensEqual,
} from './request-guard';
import { loadStaticFile } from './static-files';
import { serveWebSocket } from './ws-session';

export interface HostOptions {
  router: Router;
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Defaults to a fresh random token. */
  token?: string;
  log?: (line: string) => void;
}

export interface RunningHost {
  port: number;
  token: string;
  /** The URL to open: it carries the token the browser trades for a session cookie. */
  url: string;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${message}\n`);
}

/**
 * The headless shell: serves the built renderer and the contract over a
 * WebSocket on loopback only, to a browser holding the printed token.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const log = options.log ?? (() => {});
  let port = 0;
  let headers: Record<string, string> = {};

  const server = createServer((req, res) => void handle(req, res));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });

  function authorized(req: IncomingMessage, url: URL): boolean {
    return (
      tokensEqual(readCookie(req.headers.cookie, SESSION_COOKIE), token) ||
      tokensEqual(url.searchParams.get('token'), token)
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!isAllowedHost(req.headers.host, port)) return refuse(res, 403, 'Forbidden: unexpected Host header');
    if (!isAllowedOrigin(req.headers.origin, port, false))
      return refuse(res, 403, 'Forbidden: cross-origin request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (!authorized(req, url)) {
      return refuse(
        res,
        401,
        'Unauthorized: open the URL Verity printed when it started (it carries the access token).',
      );
    }
    if (url.searchParams.has('token')) {
      // Trade the token for a cookie and drop it from the address bar and history.
      url.searchParams.delete('token');
      res.writeHead(303, {
        location: url.pathname + url.search,
        'set-cookie': sessionCookie(token),
        'cache-control': 'no-store',
      });
      return res.end();
    }
    const file = await loadStaticFile(options.rendererDir, url.pathname);
    if (!file) return refuse(res, 404, 'Not found');
    res.writeHead(200, {
      ...headers,
      'content-type': file.contentType,
      'content-length': String(file.body.byteLength),
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://invalid');
    const ok =
      url.pathname === WS_PATH &&
      isAllowedHost(req.headers.host, port) &&
      isAllowedOrigin(req.headers.origin, port, true) &&
      tokensEqual(readCookie(req.headers.cookie, SESSION_COOKIE), token);
    if (!ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      serveWebSocket(ws, options.router, `ws-${randomUUID()}`, log),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: nothing on the network can reach the console.
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  headers = securityHeaders(
    contentSecurityPolicy({ connectSrc: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] }),
  );

  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
