import { request } from 'node:http';
import WebSocket from 'ws';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request with full control of Host, Origin and Cookie (fetch forbids setting Host). */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: address, port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
): Promise<RawResponse> {
  return rawRequest(port, 'GET', path, headers, address);
}

/** Trades the printed token for the session cookie, as a browser opening the URL does; returns the Cookie header. */
export async function signIn(url: string): Promise<string> {
  const { port, pathname, search } = new URL(url);
  const response = await rawGet(Number(port), pathname + search);
  const cookie = response.headers['set-cookie']?.[0]?.split(';')[0];
  if (response.status !== 303 || !cookie)
    throw new Error(`sign-in refused with ${response.status}: ${response.body}`);
  return cookie;
}

/** Opens the host's WebSocket; resolves with the socket or rejects with the HTTP status that refused it. */
export function openSocket(port: number, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Resolves with the first message from the host matching `id` and `t`. */
export function nextMessage(
  socket: WebSocket,
  match: { id: number; t: string },
): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const parsed = JSON.parse(data.toString()) as Record<string, unknown>;
      if (parsed.id === match.id && parsed.t === match.t) {
        socket.off('message', onMessage);
        resolve(parsed);
      }
    };
    socket.on('message', onMessage);
  });
}

/** Sends one message and resolves with the first reply matching `id` and `t`. */
export function exchange(
  socket: WebSocket,
  message: unknown,
  match: { id: number; t: string },
): Promise<Record<string, unknown>> {
  const reply = nextMessage(socket, match);
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  return reply;
}
