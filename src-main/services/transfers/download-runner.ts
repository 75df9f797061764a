// The transfer engine's side of downloads: queueing them (new-downloads.ts), running one (download-run.ts) with
// its progress saved as it goes and its outcome turned into the transfer's state, removing a cancelled one's
// partial file, and handing a finished file to the page a piece at a time (the headless host saves it in the
// browser). Downloads only read from the service, so unlike uploads they make no journal entries.
import { open, rm } from 'node:fs/promises';
import { VerityError } from '../../../src-shared/contract/result';
import { MAX_CHUNK_BYTES } from '../../../src-shared/contract/schemas/transfers';
import type { BandwidthLimiter } from './bandwidth-limiter';
import { runDownload } from './download-run';
import { partialPath } from './download-target';
import { newDownloads, type NewDownloads } from './new-downloads';
import type { StorageMedia } from './storage-media';
import type { StoredTransfer, TransferStore } from './transfer-store';

type Change = (t: StoredTransfer, fields: Partial<StoredTransfer>) => StoredTransfer;

export function createDownloadRunner(deps: {
  store: TransferStore;
  media: StorageMedia;
  limiter: BandwidthLimiter;
  /** The engine's: saves a change of state and tells subscribers at once. */
  change: Change;
  now: () => number;
}) {
  const { store } = deps;

  return {
    /** Plans the downloads of `input` into `dir` and adds them to the queue (the engine schedules them). */
    async queue(input: NewDownloads, dir: string) {
      const unfinished = store
        .list()
        .filter((t) => t.direction === 'download' && !['done', 'cancelled'].includes(t.state));
      const planned = await newDownloads(input, {
        media: deps.media,
        dir,
        reserved: new Set(unfinished.map((t) => t.target)),
        now: deps.now,
      });
      for (const t of planned.transfers) store.add(t);
      return planned;
    },

    /** One run; settles with the transfer's new state saved (a stopped run leaves it to whoever stopped it). */
    run(queued: StoredTransfer, signal: AbortSignal, onBytes: (bytesDone: number) => void): Promise<void> {
      let t = queued;
      return runDownload(
        t,
        {
          media: deps.media,
          limiter: deps.limiter,
          progress: (bytesDone, size) => {
            t = { ...t, bytesDone, size, updatedAt: deps.now() };
            store.save(t);
            onBytes(bytesDone);
          },
          note: (reason) => (t = deps.change(t, { reason })),
        },
        signal,
      ).then(
        (outcome) => {
          t = deps.change(t, {
            state: outcome.mismatch ? 'failed' : 'done',
            reason: outcome.mismatch ?? t.reason,
            sha256: outcome.sha256,
            remoteSha256: outcome.remoteSha256,
            size: outcome.size,
            bytesDone: outcome.mismatch ? 0 : outcome.size,
          });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          t = deps.change(t, {
            state: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          });
        },
      );
    },

    /** A cancelled download keeps nothing: its partial file goes. */
    discard: (t: StoredTransfer) => rm(partialPath(t.target), { force: true }),

    /** Up to MAX_CHUNK_BYTES of a finished download's file from `offset`, and the file's size. */
    async read(t: StoredTransfer, offset: number): Promise<{ data: string; size: number }> {
      if (t.direction !== 'download' || t.state !== 'done')
        throw new VerityError('CONFLICT', 'Only a finished download can be read; this transfer is not one');
      const file = await open(t.target, 'r').catch((error: NodeJS.ErrnoException) => {
        throw new VerityError(
          'NOT_FOUND',
          `The downloaded file ${t.target} is gone (${error.code ?? error.message}): retry the download`,
        );
      });
      try {
        const { size } = await file.stat();
        const length = Math.max(0, Math.min(MAX_CHUNK_BYTES, size - offset));
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, offset);
        return { data: buffer.subarray(0, bytesRead).toString('base64'), size };
      } finally {
        await file.close();
      }
    },
  };
}
