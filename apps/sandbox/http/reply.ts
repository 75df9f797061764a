// One way out for every response, so a fault can cut any handler's body short without the handler knowing.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface JsonReplyOptions {
  headers?: OutgoingHttpHeaders;
  /** Google APIs pretty-print their JSON; Rekor (Go's encoder) writes it compact. */
  pretty?: boolean;
}

export class Reply {
  /** Set by the truncation fault: send the full Content-Length, write about half the body, drop the socket. */
  truncateBody = false;
  /** Extra headers added to whatever the handler sends (e.g. which fault fired). */
  readonly extraHeaders: OutgoingHttpHeaders = {};

  constructor(private readonly res: ServerResponse) {}

  /** The request's target ("/path?query"): some answers depend on it (the generation API's error type). */
  get requestTarget(): string {
    return this.res.req?.url ?? '';
  }

  /** Whether a response has started or the socket is gone: nothing more can be sent. */
  get finished(): boolean {
    return this.res.headersSent || this.res.destroyed || this.res.socket?.destroyed === true;
  }

  send(status: number, headers: OutgoingHttpHeaders, body: string | Uint8Array): void {
    if (this.finished) return;
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    this.res.writeHead(status, { ...headers, ...this.extraHeaders, 'content-length': bytes.length });
    if (!this.truncateBody) {
      this.res.end(bytes);
      return;
    }
    this.res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => this.res.destroy());
  }

  /**
   * Starts a streamed body (headers now, chunked bytes written by the caller to the returned response);
   * undefined when nothing can be sent any more.
   */
  startStream(status: number, headers: OutgoingHttpHeaders): ServerResponse | undefined {
    if (this.finished) return undefined;
    this.res.writeHead(status, { ...headers, ...this.extraHeaders });
    this.res.flushHeaders();
    return this.res;
  }

  /** Aborted when the connection closes before the response is complete (a client gone mid-stream). */
  disconnectSignal(): AbortSignal {
    const controller = new AbortController();
    this.res.once('close', () => {
      if (!this.res.writableFinished) controller.abort();
    });
    return controller.signal;
  }

  json(status: number, value: unknown, options: JsonReplyOptions = {}): void {
    this.jsonText(status, JSON.stringify(value, null, options.pretty ? 2 : undefined), options.headers);
  }

  /** A body already serialized as JSON, sent exactly as json() sends a value. */
  jsonText(status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
    this.send(status, { 'content-type': 'application/json; charset=utf-8', ...headers }, `${text}\n`);
  }

  text(status: number, contentType: string, body: string, headers: OutgoingHttpHeaders = {}): void {
    this.send(status, { 'content-type': contentType, ...headers }, body);
  }

  /** Drops the connection without a response; a reset (RST) rather than a clean close when the OS allows. */
  resetConnection(): void {
    const socket = this.res.socket;
    if (socket && !socket.destroyed) socket.resetAndDestroy();
    else this.res.destroy();
  }
}
