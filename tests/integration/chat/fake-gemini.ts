// A scripted stand-in for the generation API on 127.0.0.1, for the cases the real sandbox cannot
// be told to produce (exact fixture bytes in odd splits, cuts, stalls). Each test queues one
// answer per expected request; every request and every early close is recorded.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Answer = (res: ServerResponse, req: SeenRequest) => Promise<void> | void;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` in pieces of `size` with a short pause between, so they arrive as separate reads. */
export async function writeInPieces(
  res: ServerResponse,
  bytes: Uint8Array,
  size = 97,
  gapMs = 2,
): Promise<void> {
  for (let at = 0; at < bytes.length; at += size) {
    if (res.destroyed) return;
    res.write(bytes.subarray(at, at + size));
    await pause(gapMs);
  }
}

export function sse(bytes: Uint8Array, status = 200): Answer {
  return async (res) => {
    res.writeHead(status, { 'content-type': 'text/event-stream', 'content-disposition': 'attachment' });
    res.flushHeaders();
    await writeInPieces(res, bytes);
    res.end();
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

export async function startFakeGemini() {
  const seen: SeenRequest[] = [];
  const answers: Answer[] = [];
  let closedEarly = 0;
  const closeWaiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      res.on('close', () => {
        if (res.writableFinished) return;
        closedEarly++;
        for (const wake of closeWaiters.splice(0)) wake();
      });
      const answer = answers.shift();
      if (!answer)
        return json(500, { error: { code: 500, message: 'no answer queued', status: 'INTERNAL' } })(
          res,
          request,
        );
      void Promise.resolve(answer(res, request)).catch(() => res.destroy());
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    queue: (...next: Answer[]) => answers.push(...next),
    reset() {
      seen.length = 0;
      answers.length = 0;
      closedEarly = 0;
    },
    get closedEarly() {
      return closedEarly;
    },
    /** Resolves when the client closes a response before it was finished. */
    nextEarlyClose: () => new Promise<void>((resolve) => closeWaiters.push(resolve)),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
