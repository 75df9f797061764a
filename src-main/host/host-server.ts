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
  /** A page's WebSocket closed (the page was closed or reloaded), with the sender id its calls carried. */
  onPageClosed?: (senderId: string) => void;
}

export interface RunningHost {
  port: number;
  token: string;
  /** The URL to open: it carries the token the browser trades for a session cookie. */
  url: string;
  close(): Promise<void>;
}

/** Connections open at once, across every page. */
export const MAX_CONNECTIONS = 16;

const UNAUTHORIZED =
  'Unauthorized: open the URL Verity printed when it started (it carries the access token).';

/**
 * The headless shell: serves the built renderer and the contract over a
 * WebSocket on loopback only. The printed token is good for one sign-in: the
 * browser that uses it first gets a separate random session id as a cookie.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const log = options.log ?? (() => {});
  let port = 0;
  let headers: Record<string, string> = {};
  /** Set when the token is traded; null until then. */
  let session: string | null = null;

  const server = createServer((req, res) => void handle(req, res));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });

  const signedIn = (req: IncomingMessage) =>
    session !== null && tokensEqual(readCookie(req.headers.cookie, SESSION_COOKIE), session);

  // Every response carries the security headers, errors and redirects included.
  function reply(res: ServerResponse, status: number, extra: Record<string, string>, body?: Buffer | string) {
    res.writeHead(status, { ...headers, 'cache-control': 'no-store', ...extra });
    res.end(body);
  }
  const refuse = (res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
    reply(res, status, { 'content-type': 'text/plain; charset=utf-8', ...extra }, `${message}\n`);
  // Always to the root: the app routes by hash, and a fixed target leaves no path (`//host`, `/\host`) to
  // turn the redirect into one to another site.
  const home = (res: ServerResponse, cookie?: string) =>
    reply(res, 303, cookie ? { location: '/', 'set-cookie': cookie } : { location: '/' });

  /** Trades the token for a session once; the token leaves the address bar (and history) either way. */
  function signIn(req: IncomingMessage, res: ServerResponse, given: string) {
    if (signedIn(req)) return home(res);
    if (!tokensEqual(given, token)) return refuse(res, 401, UNAUTHORIZED);
    if (session !== null) {
      return refuse(
        res,
        403,
        'Forbidden: this Verity link was already used, and it works only once. Go back to the browser window ' +
          'where you first opened it, or restart Verity to get a new link.',
      );
    }
    session = randomBytes(32).toString('base64url');
    return home(res, sessionCookie(session));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!isAllowedHost(req.headers.host, port)) return refuse(res, 403, 'Forbidden: unexpected Host header');
    if (!isAllowedOrigin(req.headers.origin, port, false))
      return refuse(res, 403, 'Forbidden: cross-origin request');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    const given = url.searchParams.get('token');
    if (given !== null) return signIn(req, res, given);
    if (!signedIn(req)) return refuse(res, 401, UNAUTHORIZED);
    const file = await loadStaticFile(options.rendererDir, url.pathname);
    if (!file) return refuse(res, 404, 'Not found');
    reply(
      res,
      200,
      {
        'content-type': file.contentType,
        'content-length': String(file.body.byteLength),
        'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-store',
      },
      req.method === 'HEAD' ? undefined : file.body,
    );
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    const ok =
      url.pathname === WS_PATH &&
      isAllowedHost(req.headers.host, port) &&
      isAllowedOrigin(req.headers.origin, port, true) &&
      signedIn(req);
    if (!ok) {
      const lines = Object.entries({ ...headers, connection: 'close', 'content-length': '0' });
      socket.end(`HTTP/1.1 403 Forbidden\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // 1013 is WebSocket's "try again later"; the web client shows the reason.
      if (wss.clients.size > MAX_CONNECTIONS) {
        ws.close(
          1013,
          `LIMIT: Verity serves ${MAX_CONNECTIONS} pages at once; close a Verity tab and reload`,
        );
        return;
      }
      const senderId = `ws-${randomUUID()}`;
      serveWebSocket(ws, options.router, senderId, log, () => options.onPageClosed?.(senderId));
    });
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
