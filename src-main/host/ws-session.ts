import type { WebSocket } from 'ws';
import { fail } from '../../src-shared/contract/result';
import { ClientMessage, type ServerMessage } from '../../src-shared/contract/wire';
import type { Router } from '../core/router';

/**
 * One page's WebSocket: the same router calls the Electron IPC transport
 * makes, with results, stream events and stream ends as messages. Streams
 * die with the connection.
 */
export function serveWebSocket(
  socket: WebSocket,
  router: Router,
  senderId: string,
  log: (m: string) => void,
) {
  const streams = new Map<number, () => void>();
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const ctx = { shell: 'headless' as const, senderId };

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
      case 'invoke':
        void router
          .invoke(message.channel, message.input, ctx)
          .then((result) => send({ t: 'result', id: message.id, result }));
        return;
      case 'open': {
        if (streams.has(message.id)) {
          send({
            t: 'done',
            id: message.id,
            result: fail('VALIDATION', 'A stream with this id is already open'),
          });
          return;
        }
        const stream = router.stream(
          message.channel,
          message.input,
          { event: (event) => send({ t: 'event', id: message.id, event }) },
          ctx,
        );
        streams.set(message.id, stream.cancel);
        void stream.done.then((result) => {
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
  });
}
