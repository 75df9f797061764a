// The transfer queue: persisted transfers run a few at a time (Settings: concurrency, a shared bandwidth limit),
// can be paused, resumed, cancelled (at the service too) and retried, and survive restarts: at start a transfer
// that was running is queued again and resumes where the service says it is. Every change reaches subscribers:
// states at once, progress at most ten times a second per transfer.
import { VerityError } from '../../../src-shared/contract/result';
import type {
  Transfer,
  TransferSettings,
  UploadService,
} from '../../../src-shared/contract/schemas/transfers';
import type { Journal } from '../journal/journal';
import type { Profiles } from '../profiles/profiles';
import { createBandwidthLimiter } from './bandwidth-limiter';
import type { ByteSource } from './byte-source';
import { createDownloadRunner } from './download-runner';
import { fileSource } from './file-source';
import { newUpload, type NewUpload } from './new-upload';
import { NeedsFileError, pageFeed, type PageFeed } from './page-feed';
import type { NewDownloads } from './new-downloads';
import type { StorageMedia } from './storage-media';
import { etaSeconds, pacedCalls, rateMeter, type RateMeter } from './transfer-progress';
import type { StoredTransfer, TransferStore } from './transfer-store';
import { beginUploadRun, completeStoppedRun, completeUploadRun } from './upload-journal';
import { onEndpoint, sessionRef, type UploadProtocol } from './upload-protocol';
import { runUpload } from './upload-run';

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

const PAGE_GONE =
  'The page that was sending this file went away: pick the same file again on the Files page to go on';

export function createTransferEngine(deps: {
  store: TransferStore;
  /** Each service's side of an upload: the run loop and the queue are the same for all. */
  protocols: Record<UploadService, UploadProtocol>;
  profiles: Pick<Profiles, 'endpoint'>;
  /** Whether main may read files by path (the desktop shell); a WebSocket client must not name files to read. */
  allowPaths: boolean;
  /** Each run of an upload is journaled (upload-journal.ts). */
  journal: Pick<Journal, 'begin' | 'complete'>;
  /** The storage service's bytes, for downloads. */
  media: StorageMedia;
  now?: () => number;
  random?: () => number;
}) {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const limiter = createBandwidthLimiter();
  let settings = store.settings();
  limiter.setRate(settings.bandwidthBytesPerSecond);
  const runs = new Map<string, Run>();
  const sources = new Map<string, ByteSource>();
  const meters = new Map<string, RateMeter>();
  const paced = new Map<string, ReturnType<typeof pacedCalls>>();
  const listeners = new Set<(transfer: Transfer) => void>();
  /** Which page (the transport's sender id) last sent each page-streamed upload a piece. */
  const feeders = new Map<string, string>();
  let closing = false;
  const downloads = createDownloadRunner({ store, media: deps.media, limiter, change, now });

  function live(t: StoredTransfer): Transfer {
    const rate = t.state === 'running' ? (meters.get(t.id)?.rate() ?? null) : null;
    return { ...t, rate, etaSeconds: etaSeconds(t.size, t.bytesDone, rate) };
  }

  function find(id: string): StoredTransfer {
    const t = store.get(id);
    if (!t) throw new VerityError('NOT_FOUND', `No transfer "${id}": it may have been cleared from the list`);
    return t;
  }

  const publish = (id: string) => {
    const t = store.get(id);
    if (t) for (const listener of listeners) listener(live(t));
  };

  /** A page waiting to send more looks at the transfer's state again. */
  const wakePage = (id: string) => {
    const source = sources.get(id);
    if (source && 'notify' in source) (source as PageFeed).notify();
  };

  /** Saves a change of state and tells subscribers (and a waiting page) at once. */
  function change(t: StoredTransfer, fields: Partial<StoredTransfer>): StoredTransfer {
    const next = { ...t, ...fields, updatedAt: now() };
    store.save(next);
    paced.get(t.id)?.cancel();
    publish(t.id);
    wakePage(t.id);
    return next;
  }

  function protocolOf(t: StoredTransfer): UploadProtocol {
    const protocol = deps.protocols[t.service as UploadService] as UploadProtocol | undefined;
    if (!protocol) throw new VerityError('VALIDATION', `This version cannot upload to ${t.service}`);
    return protocol;
  }

  function sourceFor(t: StoredTransfer): ByteSource {
    let source = sources.get(t.id);
    if (!source) {
      const hashes = { md5: protocolOf(t).needsMd5 };
      source = t.source.kind === 'path' ? fileSource(t.source.path, t.size, hashes) : pageFeed(hashes);
      sources.set(t.id, source);
    }
    return source;
  }

  function dropSource(id: string): void {
    wakePage(id);
    feeders.delete(id);
    void sources.get(id)?.close();
    sources.delete(id);
  }

  function schedule(): void {
    if (closing) return;
    const free = settings.concurrency - runs.size;
    if (free > 0) for (const t of store.queued(free)) startRun(t);
  }

  function startRun(queued: StoredTransfer): void {
    const controller = new AbortController();
    const id = queued.id;
    let t = change(queued, { state: 'running', reason: null });
    const meter = rateMeter(now);
    meters.set(id, meter);
    const pace = pacedCalls(() => publish(id));
    paced.set(id, pace);
    if (t.direction === 'download') {
      const onBytes = (bytesDone: number) => {
        meter.record(bytesDone);
        pace.call();
      };
      track(id, controller, pace, downloads.run(t, controller.signal, onBytes));
      return;
    }
    const source = sourceFor(t);
    // Written down before this run sends anything; completed below with what the run came to.
    const opId = beginUploadRun(deps.journal, t);
    const done = runUpload(
      t,
      source,
      {
        protocol: protocolOf(t),
        limiter,
        session: { get: () => store.session(id), set: (s) => store.setSession(id, s) },
        progress: (bytesDone) => {
          t = { ...t, bytesDone, updatedAt: now() };
          store.save(t);
          meter.record(bytesDone);
          pace.call();
        },
        note: (reason) => (t = change(t, { reason })),
        random: deps.random,
      },
      controller.signal,
    ).then(
      (outcome) => {
        completeUploadRun(deps.journal, opId, outcome);
        store.setSession(id, null);
        dropSource(id);
        const { mismatch, ...hashes } = outcome;
        t = change(t, {
          ...hashes,
          state: mismatch ? 'failed' : 'done',
          reason: mismatch ?? t.reason,
          bytesDone: t.size,
        });
      },
      (error: unknown) => {
        completeStoppedRun(deps.journal, opId, controller.signal.aborted, error);
        // Stopped on purpose (pause, cancel, close): whoever stopped it sets the state.
        if (controller.signal.aborted) return;
        void sources.get(id)?.close();
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof NeedsFileError)
          t = change(t, { state: 'paused', needsFile: true, reason: message });
        else t = change(t, { state: 'failed', reason: message });
      },
    );
    track(id, controller, pace, done);
  }

  /** Holds a run's slot until it settles, then frees it for the next queued transfer. */
  function track(
    id: string,
    controller: AbortController,
    pace: ReturnType<typeof pacedCalls>,
    done: Promise<void>,
  ): void {
    runs.set(id, {
      controller,
      done: done.finally(() => {
        runs.delete(id);
        meters.delete(id);
        pace.cancel();
        paced.delete(id);
        schedule();
      }),
    });
  }

  /** Stops a transfer's run (if any) and waits until it has let go. */
  async function stop(id: string): Promise<void> {
    const run = runs.get(id);
    if (!run) return;
    run.controller.abort();
    await run.done;
    await sources.get(id)?.close();
  }

  /** `senderId`: the page that will stream a page-streamed upload's bytes. */
  async function queueUpload(input: NewUpload, senderId?: string): Promise<Transfer> {
    const t = await newUpload(input, { ...deps, now });
    store.add(t);
    if (t.source.kind === 'browser' && senderId !== undefined) feeders.set(t.id, senderId);
    publish(t.id);
    schedule();
    return live(find(t.id));
  }

  return {
    /** Picks the queue up where the last process left it. */
    start(): void {
      for (const t of store.list()) {
        const unfinished = t.state === 'running' || t.state === 'queued' || t.state === 'paused';
        if (t.source.kind === 'browser' && unfinished)
          change(t, { state: 'paused', needsFile: true, reason: PAGE_GONE });
        else if (t.state === 'running') change(t, { state: 'queued' });
      }
      schedule();
    },

    list: () => ({ transfers: store.list().map(live), settings }),
    get: (id: string) => live(find(id)),
    upload: queueUpload,

    /** Queues downloads into `dir` (the desktop's picked folder, or the headless host's downloads folder). */
    async download(input: Omit<NewDownloads, 'profileId'> & { profileId?: string }, dir: string) {
      const { profileId } = deps.profiles.endpoint('storage', input.profileId);
      const planned = await downloads.queue({ ...input, profileId }, dir);
      for (const t of planned.transfers) publish(t.id);
      schedule();
      return { transfers: planned.transfers.map((t) => live(find(t.id))), skipped: planned.skipped };
    },

    /** A piece of a finished download's file, for the page to save. */
    readChunk: (id: string, offset: number) => downloads.read(find(id), offset),

    /**
     * The page's next piece of a page-streamed upload. A piece at 0 for a transfer that has moved past 0 is the
     * page giving the file again (after a reload or a restart): the feed starts over, and the bytes the service
     * already holds are hashed only.
     */
    async sendChunk(
      id: string,
      offset: number,
      data: Uint8Array,
      senderId: string,
    ): Promise<{ next: number; state: Transfer['state'] }> {
      let t = find(id);
      if (t.source.kind !== 'browser')
        throw new VerityError(
          'VALIDATION',
          'This transfer reads its file by path; the page sends no bytes for it',
        );
      let feed = sources.get(id) as PageFeed | undefined;
      if (
        offset === 0 &&
        (t.needsFile || (feed && feed.expected > 0)) &&
        t.state !== 'done' &&
        t.state !== 'cancelled'
      ) {
        await stop(id);
        dropSource(id);
        feed = undefined;
        t = change(find(id), { state: 'queued', needsFile: false, reason: null });
      }
      if (t.state !== 'queued' && t.state !== 'running')
        return { next: feed?.expected ?? t.bytesDone, state: t.state };
      feed ??= sourceFor(t) as PageFeed;
      if (t.state === 'queued') schedule();
      for (;;) {
        t = find(id);
        // A feed dropped meanwhile (cancelled, or the file given again by a newer page) takes nothing more.
        const active = (t.state === 'queued' || t.state === 'running') && sources.get(id) === feed;
        if (!active || offset !== feed.expected) return { next: feed.expected, state: t.state };
        if (feed.hasRoom(data.byteLength)) break;
        await feed.changed();
      }
      if (offset + data.byteLength > t.size)
        throw new VerityError(
          'VALIDATION',
          `The file was announced as ${t.size} bytes; this piece goes past its end`,
        );
      feed.offer(data);
      feeders.set(id, senderId);
      return { next: feed.expected, state: t.state };
    },

    async pause(id: string): Promise<Transfer> {
      const t = find(id);
      if (t.state !== 'queued' && t.state !== 'running')
        throw new VerityError(
          'CONFLICT',
          `Only a queued or running transfer can be paused; this one is ${t.state}`,
        );
      await stop(id);
      return live(change(find(id), { state: 'paused' }));
    },

    async resume(id: string): Promise<Transfer> {
      const t = find(id);
      if (t.state !== 'paused')
        throw new VerityError('CONFLICT', `Only a paused transfer can be resumed; this one is ${t.state}`);
      if (t.needsFile) throw new VerityError('CONFLICT', PAGE_GONE);
      const queued = change(t, { state: 'queued', reason: null });
      schedule();
      return live(store.get(id) ?? queued);
    },

    async retry(id: string): Promise<Transfer> {
      const t = find(id);
      if (t.state !== 'failed' && t.state !== 'cancelled')
        throw new VerityError(
          'CONFLICT',
          `Only a failed or cancelled transfer can be retried; this one is ${t.state}`,
        );
      // A failed upload keeps its session and resumes where the service is; a cancelled one starts again.
      const fresh = t.state === 'cancelled' || t.remoteSha256 !== null;
      if (fresh) {
        store.setSession(id, null);
        dropSource(id);
      }
      const needsFile = t.source.kind === 'browser' && !sources.has(id);
      const queued = change(t, {
        state: needsFile ? 'paused' : 'queued',
        needsFile,
        reason: needsFile ? PAGE_GONE : null,
        ...(fresh ? { bytesDone: 0, sha256: null, remoteSha256: null, resultName: null } : {}),
      });
      schedule();
      return live(store.get(id) ?? queued);
    },

    async cancel(id: string): Promise<Transfer> {
      const t = find(id);
      if (t.state === 'done' || t.state === 'cancelled')
        throw new VerityError('CONFLICT', `This transfer is already ${t.state}`);
      await stop(id);
      // Its last answer may have come in while it was being stopped: then it is done, its file kept.
      const settled = find(id);
      if (settled.state === 'done') return live(settled);
      const session = store.session(id);
      let reason: string | null = null;
      if (session) {
        try {
          const protocol = protocolOf(t);
          const url = onEndpoint(session.url, protocol.baseUrl(t.profileId));
          await protocol.cancel(sessionRef({ ...session, url }, t), AbortSignal.timeout(30_000));
        } catch (error) {
          reason = `Cancelled here; the service could not be told (${(error as Error).message}), so its session expires on its own`;
        }
        store.setSession(id, null);
      }
      if (t.direction === 'download') await downloads.discard(t);
      const cancelled = change(find(id), { state: 'cancelled', reason, needsFile: false });
      dropSource(id);
      return live(cancelled);
    },

    /**
     * A page closed or reloaded: the uploads it was streaming stop and wait for their file (their run would
     * otherwise hold a slot waiting for bytes nobody will send).
     */
    async pageClosed(senderId: string): Promise<void> {
      const fed = [...feeders].filter(([, sender]) => sender === senderId).map(([id]) => id);
      for (const id of fed) {
        feeders.delete(id);
        const t = store.get(id);
        if (!t || !['queued', 'running', 'paused'].includes(t.state)) continue;
        await stop(id);
        change(find(id), { state: 'paused', needsFile: true, reason: PAGE_GONE });
        dropSource(id);
      }
    },

    clearFinished() {
      // A failed page-streamed upload may still hold the page's last pieces.
      for (const t of store.list()) if (['done', 'failed', 'cancelled'].includes(t.state)) dropSource(t.id);
      return { removed: store.clearFinished() };
    },

    /** The local SHA-256 of each named file this profile uploaded, for the Files page's check. */
    localHashes(profileId: string, names: readonly string[]): ReadonlyMap<string, string> {
      const uploaded = store.uploadedHashes(profileId);
      return new Map(names.flatMap((name) => (uploaded.has(name) ? [[name, uploaded.get(name)!]] : [])));
    },

    setSettings(next: TransferSettings): TransferSettings {
      store.setSettings(next);
      settings = next;
      limiter.setRate(next.bandwidthBytesPerSecond);
      schedule();
      return settings;
    },

    subscribe(listener: (transfer: Transfer) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Stops every run; their transfers stay running in the database, so the next start resumes them. */
    async close(): Promise<void> {
      closing = true;
      await Promise.all([...runs.keys()].map(stop));
      await Promise.all([...sources.values()].map((s) => s.close()));
    },
  };
}

export type TransferEngine = ReturnType<typeof createTransferEngine>;
