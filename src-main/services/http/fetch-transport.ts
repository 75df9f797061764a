// The buffered client's wire: fetch, with one deadline for the whole attempt (headers and body) and a cap on
// the body it reads. Redirects are not followed, so a credential header never travels to another origin.
import { VerityError } from '../../../src-shared/contract/result';

export interface TransportRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | null;
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

const tooLarge = (bytes: number) => new VerityError('BAD_RESPONSE', `Response too large (${bytes} bytes)`);

export const fetchTransport: HttpTransport = async (request) => {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), request.timeoutMs);
  const signal = AbortSignal.any([request.signal, deadline.signal]);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      redirect: 'manual',
    });
    return {
      status: response.status,
      headers: response.headers,
      body: () => readCapped(response, request.maxBodyBytes).finally(() => clearTimeout(timer)),
    };
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
};

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(declared);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  // Leaving the loop early (the cap) cancels the stream and closes the connection.
  for await (const chunk of response.body ?? []) {
    received += chunk.byteLength;
    if (received > maxBytes) throw tooLarge(received);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}
