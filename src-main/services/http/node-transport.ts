// The buffered client's wire: one HTTP/1.1 exchange over node:http(s) with keep-alive agents. undici's
// fetch costs several times more CPU per request (WHATWG streams, Request/Response objects, abort-signal
// plumbing) than the exchange itself, and a page of log entries is a hundred exchanges. The deadline
// covers the whole attempt, headers and body, as one timer; the caller's signal aborts it at any point.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { VerityError } from '../../../src-shared/contract/result';
import { isFetchBadPort } from './bad-ports';

export interface TransportRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Uint8Array | null;
  /** The caller's cancellation. */
  signal: AbortSignal;
  /** For the whole attempt, until the last byte of the body. */
  timeoutMs: number;
  maxBodyBytes: number;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  /** The whole body, decoded by its Content-Encoding. */
  body(): Promise<Uint8Array>;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

/** The attempt's deadline passed (the caller words it: it knows what it was waiting for). */
export class DeadlineExceeded extends Error {}

/** A failure with a Node-style code, as http-errors.ts reads it. */
const codedError = (message: string, code: string) => Object.assign(new Error(message), { code });

const tooLarge = (bytes: number) => new VerityError('BAD_RESPONSE', `Response too large (${bytes} bytes)`);

/** Content-Encoding as fetch decodes it; an unknown coding is passed through as fetch does. */
function decoded(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes };
  try {
    switch (encoding?.trim().toLowerCase()) {
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(body, options);
      case 'deflate':
        // Servers send zlib-wrapped or raw deflate under this name; fetch accepts both.
        return (body[0]! & 0x0f) === 8 ? inflateSync(body, options) : inflateRawSync(body, options);
      case 'br':
        return brotliDecompressSync(body, options);
      default:
        return body;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(maxBytes);
    throw new VerityError('BAD_RESPONSE', `The response's ${encoding} encoding is corrupt`);
  }
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/** A transport with its own keep-alive agents; `close` drops their idle connections. */
export function createNodeTransport() {
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  const send: HttpTransport = (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const agent = agents[url.protocol as keyof typeof agents];
      if (agent === undefined) return reject(new TypeError(`Unsupported protocol ${url.protocol}`));
      if (isFetchBadPort(url)) return reject(codedError('bad port', 'BAD_PORT'));
      if (request.signal.aborted) return reject(request.signal.reason);
      const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
      for (const [name, value] of request.headers) headers[name] = value;
      if (request.body !== null) headers['content-length'] = String(request.body.byteLength);
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(url, { method: request.method, headers, agent });
      // The first reason to stop wins: later errors (the socket closing because of it) only echo it.
      let reason: unknown = null;
      let fail = reject;
      const stop = (error: unknown) => {
        reason ??= error;
        req.destroy();
        finish(error);
      };
      const finish = (error: unknown) => {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', abort);
        fail(reason ?? error);
      };
      const abort = () => stop(codedError('The request was cancelled', 'ABORT_ERR'));
      const timer = setTimeout(() => stop(new DeadlineExceeded()), request.timeoutMs);
      request.signal.addEventListener('abort', abort, { once: true });
      req.on('error', finish);
      req.on('response', (res) => {
        const declared = Number(res.headers['content-length'] ?? '0');
        const bodyRead = new Promise<Uint8Array>((resolveBody, rejectBody) => {
          fail = rejectBody;
          if (declared > request.maxBodyBytes) return stop(tooLarge(declared));
          const chunks: Buffer[] = [];
          let received = 0;
          res.on('data', (chunk: Buffer) => {
            received += chunk.byteLength;
            if (received > request.maxBodyBytes) stop(tooLarge(received));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            clearTimeout(timer);
            request.signal.removeEventListener('abort', abort);
            try {
              const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
              resolveBody(decoded(raw, res.headers['content-encoding'], request.maxBodyBytes));
            } catch (error) {
              rejectBody(error);
            }
          });
          // A body cut short: the connection closed or failed before Content-Length (or the last chunk).
          const cutShort = () => stop(codedError('terminated', 'TRUNCATED'));
          req.off('error', finish).on('error', cutShort);
          res.on('error', cutShort);
          res.on('close', () => {
            if (!res.complete) cutShort();
          });
        });
        // Whoever reads the body handles its failure; a body nobody reads must not go unobserved.
        bodyRead.catch(() => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders(res.rawHeaders),
          body: () => bodyRead,
        });
      });
      req.end(request.body ?? undefined);
    });

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
