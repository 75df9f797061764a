import type { WebSocket } from 'ws';
import { fail, type Result } from '../../src-shared/contract/result';
import { ClientMessage, type ServerMessage } from '../../src-shared/contract/wire';
import type { Router } from '../core/router';

/** Per page: streams open at once, and calls waiting for their answer. */
export const MAX_OPEN_STREAMS = 32;
export const MAX_CALLS_IN_FLIGHT = 64;

/**
 * One page's WebSocket: the same router calls the Electron IPC transport
 * makes, with results, stream events and stream ends as messages. Streams
 * die with the connection. Every message gets an answer, even when the
 * router fails in a way it should not: nothing a page sends may throw here.
 */
export function serveWebSocket(
  socket: WebSocket,
  router: Router,
  senderId: string,
  log: (m: string) => void,
  onClose: () => void = () => undefined,
) {
  const streams = new Map<number, () => void>();
  let callsInFlight = 0;
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const ctx = { shell: 'headless' as const, senderId };
  const failed = (what: string, error: unknown): Result<never> => {
    log(`headless host: ${what} (${error instanceof Error ? error.message : 'unknown error'})`);
    return fail('INTERNAL', 'Unexpected error in the main process; see its log for details');
  };
  const settled = (run: () => Promise<Result<unknown>>): Promise<Result<unknown>> =>
    Promise.resolve()
      .then(run)
      .catch((error: unknown) => failed('a call failed unexpectedly', error));

  socket.on('message', (data, isBinary) => {
    let raw: unknown;
    try {
      raw = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      raw = undefined;
    }
    const parsed = ClientMessage.safeParse(raw);
    if (!parsed.success) {
      const id = (raw as { id?: unknown } | undefined)?.id;
      if (typeof id === 'number' && Number.isSafeInteger(id)) {
        send({
          t: 'result',
          id,
          result: fail('VALIDATION', 'Malformed message: expected {t, id, channel, input}'),
        });
      } else {
        log('headless host: dropped a malformed WebSocket message');
      }
      return;
    }
    const message = parsed.data;
    switch (message.t) {
      case 'invoke': {
        if (callsInFlight >= MAX_CALLS_IN_FLIGHT) {
          const result = fail(
            'LIMIT',
            `This page has ${MAX_CALLS_IN_FLIGHT} calls waiting for an answer, the most Verity takes at once: wait for them to finish, then try again`,
          );
          send({ t: 'result', id: message.id, result });
          return;
        }
        callsInFlight++;
        void settled(() => router.invoke(message.channel, message.input, ctx)).then((result) => {
          callsInFlight--;
          send({ t: 'result', id: message.id, result });
        });
        return;
      }
      case 'open': {
        const refused = streams.has(message.id)
          ? fail('VALIDATION', 'A stream with this id is already open')
          : streams.size >= MAX_OPEN_STREAMS
            ? fail(
                'LIMIT',
                `This page has ${MAX_OPEN_STREAMS} streams open, the most Verity allows: stop one (or close a Verity tab), then try again`,
              )
            : null;
        if (refused) {
          send({ t: 'done', id: message.id, result: refused });
          return;
        }
        let stream: ReturnType<Router['stream']>;
        try {
          stream = router.stream(
            message.channel,
            message.input,
            { event: (event) => send({ t: 'event', id: message.id, event }) },
            ctx,
          );
        } catch (error) {
          send({ t: 'done', id: message.id, result: failed('a stream failed to open', error) });
          return;
        }
        streams.set(message.id, stream.cancel);
        void settled(() => stream.done).then((result) => {
          streams.delete(message.id);
          send({ t: 'done', id: message.id, result });
        });
        return;
      }
      case 'cancel':
        streams.get(message.id)?.();
        return;
    }
  });

  // An oversized or malformed frame makes `ws` close the socket with an error; without a listener it would crash the host.
  socket.on('error', (error) => log(`headless host: WebSocket closed on error (${error.message})`));

  socket.on('close', () => {
    for (const cancel of streams.values()) cancel();
    streams.clear();
    onClose();
  });
}
