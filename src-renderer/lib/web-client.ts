import type { Transport } from '../../src-shared/contract/build-api';
import type { StreamHandle } from '../../src-shared/contract/contract';
import type { ErrorCode, Result } from '../../src-shared/contract/result';
import { MAX_CLIENT_MESSAGE_BYTES, type ClientMessage } from '../../src-shared/contract/wire';

/** The subset of the browser WebSocket the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface WebClientOptions {
  url: string;
  createSocket?: SocketFactory;
  /** Delay before reconnect attempt n (1-based) after a drop. */
  backoffMs?: (attempt: number) => number;
}

const OPEN = 1;

interface PendingInvoke {
  kind: 'invoke';
  resolve: (result: Result<unknown>) => void;
}

interface PendingStream {
  kind: 'stream';
  onEvent: (event: unknown) => void;
  settle: (result: Result<unknown>) => void;
}

type Pending = PendingInvoke | PendingStream;

function failure(code: ErrorCode, message: string): Result<never> {
  return { ok: false, error: { code, message } };
}

/** Anything that is not a well-formed envelope is reported, not trusted. */
function asResult(value: unknown): Result<unknown> {
  if (typeof value === 'object' && value !== null && 'ok' in value) {
    const envelope = value as { ok: unknown; value?: unknown; error?: unknown };
    if (envelope.ok === true) return { ok: true, value: envelope.value };
    const error = envelope.error as { code?: unknown; message?: unknown } | undefined;
    if (envelope.ok === false && typeof error?.code === 'string' && typeof error.message === 'string') {
      return value as Result<unknown>;
    }
  }
  return failure('BAD_RESPONSE', 'Verity sent a reply this page cannot read. Reload the page.');
}

/** Byte length as the host measures it; counting UTF-16 units would undercount non-ASCII text. */
function utf8Length(text: string): number {
  return text.length * 3 <= MAX_CLIENT_MESSAGE_BYTES ? text.length : new TextEncoder().encode(text).length;
}

function defaultBackoff(attempt: number): number {
  return Math.min(250 * 2 ** (attempt - 1), 10_000);
}

/**
 * The contract's transport over the headless host's WebSocket. Calls made
 * before the socket opens are queued; a dropped socket settles every call in
 * flight with NETWORK (so no page waits forever) and the next call reconnects
 * after a backoff delay. Nothing here throws: every outcome is a Result.
 */
export class WebSocketTransport implements Transport {
  private readonly url: string;
  private readonly createSocket: SocketFactory;
  private readonly backoffMs: (attempt: number) => number;
  private socket: SocketLike | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Array<{ id: number; text: string }> = [];

  constructor(options: WebClientOptions) {
    this.url = options.url;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.backoffMs = options.backoffMs ?? defaultBackoff;
  }

  invoke(channel: string, input: unknown): Promise<Result<unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const refused = this.send(id, { t: 'invoke', id, channel, input });
      if (refused) return resolve(refused);
      this.pending.set(id, { kind: 'invoke', resolve });
    });
  }

  stream(channel: string, input: unknown, onEvent: (event: unknown) => void): StreamHandle<unknown> {
    const id = this.nextId++;
    let settle: (result: Result<unknown>) => void = () => undefined;
    const done = new Promise<Result<unknown>>((resolve) => {
      settle = resolve;
    });
    const refused = this.send(id, { t: 'open', id, channel, input });
    if (refused) {
      settle(refused);
      return { cancel: () => undefined, done };
    }
    this.pending.set(id, { kind: 'stream', onEvent, settle });
    return {
      done,
      cancel: () => {
        if (!this.pending.delete(id)) return;
        const queuedAt = this.queue.findIndex((item) => item.id === id);
        // A stream that never left the queue needs no cancel on the wire.
        if (queuedAt >= 0) this.queue.splice(queuedAt, 1);
        else this.send(id, { t: 'cancel', id });
        settle(failure('CANCELLED', 'Cancelled'));
      },
    };
  }

  /** Serializes and sends (or queues) a message; returns a failure instead of throwing. */
  private send(id: number, message: ClientMessage): Result<never> | null {
    let text: string;
    try {
      text = JSON.stringify(message);
    } catch {
      return failure('VALIDATION', 'The request could not be encoded as JSON.');
    }
    if (utf8Length(text) > MAX_CLIENT_MESSAGE_BYTES) {
      return failure('VALIDATION', `The request is larger than ${MAX_CLIENT_MESSAGE_BYTES} bytes.`);
    }
    if (this.socket?.readyState === OPEN) {
      try {
        this.socket.send(text);
        return null;
      } catch {
        return failure('NETWORK', 'Lost connection to Verity while sending. Try again.');
      }
    }
    if (message.t !== 'cancel') this.queue.push({ id, text });
    this.ensureConnected();
    return null;
  }

  private ensureConnected(): void {
    if (this.socket || this.reconnectTimer) return;
    if (this.failures === 0) {
      this.connect();
      return;
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, this.backoffMs(this.failures));
  }

  private connect(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.failures += 1;
      this.failAll(
        'Lost connection to Verity: the connection could not be opened. Check that Verity is running.',
      );
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      const queued = this.queue;
      this.queue = [];
      try {
        for (const item of queued) {
          if (this.pending.has(item.id)) socket.send(item.text);
        }
      } catch {
        socket.close(4000, 'send failed'); // onclose settles whatever was queued
      }
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined; // onclose follows and carries the outcome.
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failures += 1;
      const why = event.reason ? ` (${event.reason})` : '';
      this.failAll(`Lost connection to Verity${why}. Check that Verity is still running, then try again.`);
    };
  }

  private failAll(message: string): void {
    const calls = [...this.pending.values()];
    this.pending.clear();
    this.queue = [];
    const result = failure('NETWORK', message);
    for (const call of calls) {
      if (call.kind === 'invoke') call.resolve(result);
      else call.settle(result);
    }
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: { t?: unknown; id?: unknown; result?: unknown; event?: unknown };
    try {
      message = JSON.parse(data) as typeof message;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.id !== 'number') return;
    const call = this.pending.get(message.id);
    if (!call) return; // cancelled or already settled
    if (message.t === 'event') {
      if (call.kind !== 'stream') return;
      try {
        call.onEvent(message.event);
      } catch (error) {
        // A failing listener must not break the socket for every other call.
        console.error('Stream listener failed', error);
      }
      return;
    }
    if (message.t !== 'result' && message.t !== 'done') return;
    this.pending.delete(message.id);
    const result = asResult(message.result);
    if (call.kind === 'invoke') call.resolve(result);
    else call.settle(result);
  }
}

/** The host's WebSocket address for the page it served (the host's HttpOnly cookie rides along). */
export function hostSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}`;
}
