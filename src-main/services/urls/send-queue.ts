// The send queue, one per profile with queued URLs, kept in the tables only. Each round takes the oldest
// queued URLs that today's quota allows (at most 100), writes them down as a batch, sends the batch, and records
// every part's outcome before the next round; nothing else happens between batches. At the quota it waits for
// the service's day to end (a timer to the reset, and probes of the service's clock meanwhile, since that clock
// may move) and goes on by itself. A refusal that needs a person stops it until the next send.
import type { NotificationType, QueueStatus, UrlSettings } from '../../../src-shared/contract/schemas/urls';
import { VerityError } from '../../../src-shared/contract/result';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import type { MetadataBudget } from './metadata-budget';
import { sendBatch, type Problem } from './queue-batch';
import { daysToFinish, intake, quotaLeft } from './quota-plan';
import { resolvePending } from './queue-recovery';
import type { QueueStore } from './queue-store';
import type { ServiceClock } from './service-day';
import { groupUrlError, type ErrorContext } from './url-errors';

/** How often a queue waiting for the reset asks the service for its clock. */
const PROBE_EVERY_MS = 30_000;

export type QueueEvent = { status: QueueStatus; rowsChanged: boolean };

export function createSendQueue(deps: {
  store: QueueStore;
  indexing: GoogleClient<typeof INDEXING_V3>;
  journal: Journal;
  clock: ServiceClock;
  budget: MetadataBudget;
  settings: () => UrlSettings;
  /** Who sends for the profile (its sign-in's e-mail, else its service account's), for the fixes. */
  identity: (profileId: string) => string | null;
  now?: () => number;
}) {
  const { store, clock } = deps;
  const now = deps.now ?? Date.now;
  const runs = new Map<string, Promise<void>>();
  const waits = new Map<string, { day: string; timers: NodeJS.Timeout[] }>();
  const problems = new Map<string, Problem>();
  const listeners = new Set<(profileId: string, event: QueueEvent) => void>();
  const sleepers = new Set<() => void>();
  let closed = false;

  const context = (profileId: string, url: string | null): ErrorContext => ({
    identity: deps.identity(profileId),
    site: url === null ? null : (store.siteOf(profileId, url) ?? new URL(url).origin + '/'),
    resetsAt: clock.resetsAt(profileId),
  });

  function sleepUntil(at: number): Promise<void> {
    if (closed) return Promise.reject(new VerityError('CANCELLED', 'The send queue closed'));
    return new Promise((resolve) => {
      const wake = () => {
        sleepers.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, at - now()));
      sleepers.add(wake);
    });
  }

  function today(profileId: string) {
    const day = clock.day(profileId);
    const used = store.usedOn(profileId, day);
    const quota = deps.settings().dailyQuota;
    return {
      day,
      used,
      quota,
      left: quotaLeft({ used, quota, refusedForQuota: store.quotaRefusedOn(profileId, day) }),
    };
  }

  function status(profileId: string): QueueStatus {
    const { day, used, quota, left } = today(profileId);
    const counts = store.counts(profileId);
    const queued = (counts.queued ?? 0) + (counts.sending ?? 0);
    const waiting = waits.has(profileId);
    const problem = problems.get(profileId) ?? null;
    return {
      state: runs.has(profileId) ? 'sending' : problem ? 'stopped' : waiting ? 'waiting-quota' : 'idle',
      queued,
      held: counts.held ?? 0,
      usedToday: used,
      dailyQuota: quota,
      serviceDay: day,
      resetsAt: clock.resetsAt(profileId),
      resumesAt: waiting ? clock.resetsAt(profileId) : null,
      metadataUsedThisMinute: deps.budget.usedThisMinute(profileId),
      metadataPerMinute: deps.settings().metadataPerMinute,
      daysToFinish: daysToFinish(queued, left, quota),
      problem,
    };
  }

  function emit(profileId: string, rowsChanged: boolean): void {
    if (listeners.size === 0) return;
    const event = { status: status(profileId), rowsChanged };
    for (const listener of listeners) listener(profileId, event);
  }

  function stopWaiting(profileId: string): void {
    for (const timer of waits.get(profileId)?.timers ?? []) clearTimeout(timer);
    waits.delete(profileId);
  }

  function startWaiting(profileId: string, day: string): void {
    const untilReset = Math.max(1_000, clock.resetsAt(profileId) - now());
    const timers = [
      setTimeout(() => {
        stopWaiting(profileId);
        kick(profileId);
      }, untilReset),
      setInterval(() => void probe(profileId), PROBE_EVERY_MS),
    ];
    for (const timer of timers) timer.unref();
    waits.set(profileId, { day, timers });
  }

  /** While waiting: one metadata read for the service's clock (any answer has Date); a new day sends again. */
  async function probe(profileId: string): Promise<void> {
    const wait = waits.get(profileId);
    const url = store.probeUrl(profileId);
    if (!wait || url === null || deps.budget.take(profileId, 1) === 0) return;
    await deps.indexing
      .call(profileId, 'urlNotifications.getMetadata', { params: { url } })
      .catch(() => undefined);
    if (waits.get(profileId) === wait && clock.day(profileId) !== wait.day) {
      stopWaiting(profileId);
      kick(profileId);
    }
  }

  const batchDeps = { ...deps, context, now };

  async function run(profileId: string): Promise<void> {
    const recovery = { ...deps, context, sleepUntil, now };
    if (store.pending(profileId).length > 0 && (await resolvePending(recovery, profileId)) > 0)
      emit(profileId, true);
    while (!closed) {
      const counts = store.counts(profileId);
      if (!counts.queued) return;
      const { day, left } = today(profileId);
      if (left === 0) return startWaiting(profileId, day);
      const problem = await sendBatch(batchDeps, profileId, { left, day, sent: () => emit(profileId, true) });
      emit(profileId, true);
      if (problem) {
        problems.set(profileId, problem);
        return;
      }
    }
  }

  /** Starts the profile's queue unless it runs already or waits for a person. */
  function kick(profileId: string): void {
    if (closed || runs.has(profileId) || problems.has(profileId)) return;
    stopWaiting(profileId);
    // Started after it is registered, so the statuses it emits say `sending`.
    const running = Promise.resolve()
      .then(() => run(profileId))
      .catch((error: unknown) => {
        if (closed) return;
        const { group, message, fix } = groupUrlError(error, context(profileId, null));
        problems.set(profileId, { group, message, fix });
      })
      .finally(() => {
        runs.delete(profileId);
        emit(profileId, false);
      });
    runs.set(profileId, running);
    emit(profileId, false);
  }

  return {
    status,

    /** Queues (or holds, or skips) the URLs for `type`, clears a stop, and starts the queue. */
    send(profileId: string, urls: readonly string[], type: NotificationType, sendAnyway: boolean) {
      const { cooldownDays } = deps.settings();
      const sorted = intake(store.candidates(profileId, urls), {
        type,
        sendAnyway,
        cooldownDays,
        now: now(),
      });
      store.setQueue(profileId, sorted.entries, type, now());
      problems.delete(profileId);
      kick(profileId);
      emit(profileId, true);
      const { queued, held, skippedCooldown } = sorted;
      return { queued, held, skippedCooldown, status: status(profileId) };
    },

    cancel(profileId: string, urls: readonly string[]): number {
      const cancelled = store.cancel(profileId, urls);
      emit(profileId, true);
      return cancelled;
    },

    /** The status after, while waiting, a probe of the service's clock (the page asking is a good moment). */
    async current(profileId: string): Promise<QueueStatus> {
      await probe(profileId);
      return status(profileId);
    },

    /** New settings (a raised quota) may let a waiting queue go on at once; the meters show them. */
    settingsChanged(): void {
      for (const profileId of [...waits.keys()]) kick(profileId);
      for (const profileId of store.profilesWithQueued()) emit(profileId, false);
    },

    subscribe(listener: (profileId: string, event: QueueEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Every profile with queued URLs (or a batch pending from a previous run) goes on. */
    start(): void {
      for (const profileId of store.profilesWithQueued()) kick(profileId);
    },

    /** Timers off; a batch in flight is sent and recorded, and no other starts. */
    async close(): Promise<void> {
      closed = true;
      for (const profileId of [...waits.keys()]) stopWaiting(profileId);
      for (const wake of [...sleepers]) wake();
      await Promise.all(runs.values());
    },
  };
}
