/**
 * The preload: the page's only way into main. It exposes `window.verity`, one
 * function per contract method built by buildApi(), and `window.verityFilePaths`,
 * the path of a file the page holds, and nothing else: no ipcRenderer, no
 * generic invoke/send/on (security checklist #20). It runs
 * sandboxed, so it imports only electron and the plain-data contract surface;
 * electron-vite bundles those into one CommonJS file.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { buildApi, type Transport } from '../src-shared/contract/build-api';
import { FILE_PATHS_GLOBAL, GLOBAL_NAME, IPC } from '../src-shared/contract/channels';

type ResultEnvelope = Awaited<ReturnType<Transport['invoke']>>;

interface OpenStream {
  onEvent: (event: unknown) => void;
  settle: (result: ResultEnvelope) => void;
}

const streams = new Map<number, OpenStream>();
let nextStreamId = 1;

/** An IPC failure (main gone, handler missing) as the contract's envelope, so callers never see a throw. */
function transportFailure(error: unknown): ResultEnvelope {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: { code: 'INTERNAL', message: `The main process did not answer: ${message}` } };
}

function isEnvelope(value: unknown): value is ResultEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

async function invokeMain(channel: string, ...args: unknown[]): Promise<ResultEnvelope> {
  try {
    const result: unknown = await ipcRenderer.invoke(channel, ...args);
    return isEnvelope(result) ? result : transportFailure(new Error('malformed reply'));
  } catch (error) {
    return transportFailure(error);
  }
}

// One listener for every stream, dispatching by id; main sends {id, kind, event|result}.
ipcRenderer.on(IPC.streamMessage, (_event: IpcRendererEvent, message: unknown) => {
  if (typeof message !== 'object' || message === null) return;
  const { id, kind } = message as { id?: unknown; kind?: unknown };
  if (typeof id !== 'number') return;
  const stream = streams.get(id);
  if (!stream) return;
  if (kind === 'event') {
    try {
      stream.onEvent((message as { event?: unknown }).event);
    } catch {
      // A throwing page callback must not break the dispatcher for other streams.
    }
  } else if (kind === 'done') {
    const { result } = message as { result?: unknown };
    stream.settle(isEnvelope(result) ? result : transportFailure(new Error('malformed stream end')));
  }
});

const transport: Transport = {
  invoke: (channel, input) => invokeMain(IPC.invoke, channel, input),

  stream(channel, input, onEvent) {
    const id = nextStreamId++;
    let settle!: (result: ResultEnvelope) => void;
    const done = new Promise<ResultEnvelope>((resolve) => {
      settle = (result) => {
        if (!streams.delete(id)) return; // settles once
        resolve(result);
      };
    });
    // Registered before the open call so no early event can be missed.
    streams.set(id, { onEvent, settle });
    void invokeMain(IPC.streamOpen, { id, channel, input }).then((opened) => {
      if (!opened.ok) settle(opened);
    });
    return {
      done,
      cancel() {
        if (!streams.has(id)) return;
        // Main answers with a 'done' message carrying CANCELLED.
        void invokeMain(IPC.streamCancel, { id }).then((reply) => {
          if (!reply.ok) settle(reply);
        });
      },
    };
  },
};

contextBridge.exposeInMainWorld(GLOBAL_NAME, buildApi(transport));
// A dropped file's path, so main uploads it from disk (and resumes it after a restart) without the page.
contextBridge.exposeInMainWorld(FILE_PATHS_GLOBAL, {
  pathFor: (file: File): string => webUtils.getPathForFile(file),
});
