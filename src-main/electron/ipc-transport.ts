import type { IpcMain } from 'electron';
import { IPC } from '../../src-shared/contract/channels';
import { fail, ok, type Result } from '../../src-shared/contract/result';
import { CancelMessage, OpenMessage } from '../../src-shared/contract/wire';
import type { Router } from '../core/router';
import { isTrustedSender, senderOriginForLog, type SenderEvent } from './sender';

/** The parts of a webContents this module uses; Electron's WebContents fits. */
interface TransportSender {
  id: number;
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
  once(event: 'destroyed', listener: () => void): unknown;
  on(
    event: 'did-start-navigation',
    listener: (details: { isMainFrame: boolean; isSameDocument: boolean }) => void,
  ): unknown;
}

/** The parts of an IPC event this module reads; Electron's IpcMainInvokeEvent fits. */
interface TransportEvent extends SenderEvent {
  sender: TransportSender;
}

export interface RegisterIpcOptions {
  ipcMain: Pick<IpcMain, 'handle'>;
  router: Router;
  /** The only origin allowed to call, e.g. `app://verity`. */
  appOrigin: string;
  log?: (message: string) => void;
}

/** What main sends back on IPC.streamMessage. */
type StreamMessage =
  { id: number; kind: 'event'; event: unknown } | { id: number; kind: 'done'; result: Result<unknown> };

const MAX_CHANNEL_LENGTH = 128;

/**
 * The Electron transport over the router: exactly three handlers (invoke,
 * stream-open, stream-cancel) and nothing else. Each checks the sender before
 * reading the payload (security checklist #17); the router validates payloads
 * against the contract. Streams are keyed by (webContents id, stream id), so a
 * page can only cancel its own streams, and all of a page's streams stop when
 * it is destroyed.
 */
export function registerIpc(options: RegisterIpcOptions): { openStreams(): number } {
  const { ipcMain, router, appOrigin } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const streams = new Map<string, { cancel(): void }>();
  // Bumped when a page is replaced (reload, navigation) so a late message of the old page's
  // stream never reaches the new page, whose stream ids restart from its own counter.
  const generations = new Map<number, number>();

  const trusted = (event: TransportEvent, what: string): boolean => {
    if (isTrustedSender(event, appOrigin)) return true;
    log(`Refused ${what} from an untrusted sender (${senderOriginForLog(event)})`);
    return false;
  };
  const forbidden = () => fail('FORBIDDEN_SENDER', 'This caller is not the app window');
  // The router never throws by design; should it, the page still gets an envelope and main keeps running.
  const unexpected = (error: unknown): Result<never> => {
    log(`A call failed unexpectedly (${error instanceof Error ? error.message : 'unknown error'})`);
    return fail('INTERNAL', 'Unexpected error in the main process; see its log for details');
  };
  const ctxOf = (event: TransportEvent) => ({
    shell: 'electron' as const,
    senderId: String(event.sender.id),
  });

  const cancelAllOf = (senderId: number) => {
    for (const [key, stream] of streams) {
      if (key.startsWith(`${senderId}:`)) {
        streams.delete(key);
        stream.cancel();
      }
    }
  };

  const watchSender = (sender: TransportSender) => {
    if (generations.has(sender.id)) return;
    const senderId = sender.id;
    generations.set(senderId, 0);
    sender.once('destroyed', () => {
      cancelAllOf(senderId);
      generations.delete(senderId);
    });
    sender.on('did-start-navigation', (details) => {
      if (!details.isMainFrame || details.isSameDocument) return;
      generations.set(senderId, (generations.get(senderId) ?? 0) + 1);
      cancelAllOf(senderId);
    });
  };

  const send = (sender: TransportSender, generation: number, message: StreamMessage) => {
    if (sender.isDestroyed() || generations.get(sender.id) !== generation) return;
    sender.send(IPC.streamMessage, message);
  };

  ipcMain.handle(IPC.invoke, async (event: TransportEvent, channel: unknown, input: unknown) => {
    if (!trusted(event, `call ${typeof channel === 'string' ? channel.slice(0, MAX_CHANNEL_LENGTH) : ''}`)) {
      return forbidden();
    }
    return router.invoke(channel as string, input, ctxOf(event)).catch(unexpected);
  });

  ipcMain.handle(IPC.streamOpen, (event: TransportEvent, message: unknown): Result<null> => {
    if (!trusted(event, 'stream open')) return forbidden();
    const parsed = OpenMessage.safeParse(message);
    if (!parsed.success) return fail('VALIDATION', 'A stream-open message needs {id, channel, input}');
    const open = parsed.data;
    const { sender } = event;
    const key = `${sender.id}:${open.id}`;
    if (streams.has(key)) return fail('VALIDATION', `Stream ${open.id} is already open`);

    watchSender(sender);
    const generation = generations.get(sender.id) ?? 0;
    let running: ReturnType<Router['stream']>;
    try {
      running = router.stream(
        open.channel,
        open.input,
        {
          event: (streamEvent) =>
            send(sender, generation, { id: open.id, kind: 'event', event: streamEvent }),
        },
        ctxOf(event),
      );
    } catch (error) {
      return unexpected(error);
    }
    streams.set(key, running);
    void running.done.catch(unexpected).then((result) => {
      if (streams.get(key) === running) streams.delete(key);
      send(sender, generation, { id: open.id, kind: 'done', result });
    });
    return ok(null);
  });

  ipcMain.handle(
    IPC.streamCancel,
    (event: TransportEvent, message: unknown): Result<{ cancelled: boolean }> => {
      if (!trusted(event, 'stream cancel')) return forbidden();
      const parsed = CancelMessage.safeParse(message);
      if (!parsed.success) return fail('VALIDATION', 'A stream-cancel message needs {id}');
      const stream = streams.get(`${event.sender.id}:${parsed.data.id}`);
      // Only the page that opened a stream can find it: the key starts with its own webContents id.
      stream?.cancel();
      return ok({ cancelled: stream !== undefined });
    },
  );

  return { openStreams: () => streams.size };
}
