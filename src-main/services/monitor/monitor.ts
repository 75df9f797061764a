import type { MonitoredLog, MonitorEvent } from '../../../src-shared/contract/schemas/monitor';
import type { Profiles } from '../profiles/profiles';
import type { Database } from '../store/database';
import type { AlertStore } from './alert-store';
import { createCheckpointStore } from './checkpoint-store';
import { createEventHub } from './event-hub';
import { createMonitorConfig } from './monitor-config';
import { runMonitor, type MonitorRunDeps, type RunResult } from './monitor-run';
import { createScheduler, systemClock, type Clock } from './scheduler';

export interface MonitorDeps extends Omit<MonitorRunDeps, 'checkpoints' | 'now'> {
  db: Database;
  profiles: Profiles;
  alerts: AlertStore;
  clock?: Clock;
}

/**
 * The log monitor: per profile, polls the log on its interval (off until
 * configured), keeps every checkpoint and alert in the database, and
 * publishes what it sees on the event stream.
 */
export function createMonitor(deps: MonitorDeps) {
  const clock = deps.clock ?? systemClock;
  const config = createMonitorConfig({ db: deps.db });
  const checkpoints = createCheckpointStore({ db: deps.db });
  const hub = createEventHub();
  const scheduler = createScheduler(clock);
  const runDeps: MonitorRunDeps = { ...deps, checkpoints, now: () => clock.now() };

  function profileIds(): string[] {
    try {
      return deps.profiles.list().profiles.map((p) => p.id);
    } catch {
      return []; // no profile configured yet
    }
  }

  function arm(profileId: string): void {
    const settings = config.get(profileId);
    if (!settings.enabled || !profileIds().includes(profileId)) {
      scheduler.cancel(profileId);
      return;
    }
    const due = (settings.lastRunAt ?? 0) + settings.intervalSeconds * 1000;
    scheduler.schedule(profileId, due - clock.now(), () => {
      void run(profileId).catch(() => undefined);
    });
  }

  function run(profileId: string): Promise<{ result: RunResult; events: MonitorEvent[] }> {
    // Runs of one log never interleave, even from two profiles naming it: they share its history.
    let log: string;
    try {
      log = deps.profiles.endpoint('tlog', profileId).baseUrl;
    } catch {
      log = `profile:${profileId}`; // the run reports the missing profile itself
    }
    return scheduler.exclusive(log, async () => {
      const outcome = await runMonitor(runDeps, profileId);
      const lastError = outcome.events.filter((e) => e.kind === 'error').at(-1)?.message ?? null;
      await config.update(profileId, { lastRunAt: clock.now(), lastResult: outcome.result, lastError });
      for (const event of outcome.events) hub.emit(event);
      arm(profileId);
      return outcome;
    });
  }

  /** The logs of the profiles that use one (a profile may name no transparency log). */
  function logs(): MonitoredLog[] {
    return profileIds().flatMap((profileId) => {
      let baseUrl: string;
      try {
        ({ baseUrl } = deps.profiles.endpoint('tlog', profileId));
      } catch {
        return [];
      }
      return [{ profileId, baseUrl, ...config.get(profileId), shards: checkpoints.summary(baseUrl) }];
    });
  }

  const status = () => ({ logs: logs(), alerts: deps.alerts.list() });

  return {
    status,

    /** Arms a timer for every enabled log (from the stored configuration). */
    start(): void {
      for (const profileId of profileIds()) arm(profileId);
    },

    async configure(input: { profileId: string; enabled: boolean; intervalSeconds: number }) {
      deps.profiles.endpoint('tlog', input.profileId); // NOT_FOUND for an unknown profile
      await config.update(input.profileId, {
        enabled: input.enabled,
        intervalSeconds: input.intervalSeconds,
      });
      arm(input.profileId);
      return status();
    },

    /** One poll now, for the given or the active profile. */
    checkNow(profileId?: string) {
      return run(profileId ?? deps.profiles.endpoint('tlog').profileId);
    },

    history(input: { profileId: string; treeID?: string; limit: number }) {
      const { baseUrl } = deps.profiles.endpoint('tlog', input.profileId);
      return { checkpoints: checkpoints.history(baseUrl, input.treeID, input.limit) };
    },

    async acknowledge(id: string) {
      await deps.alerts.acknowledge(id);
      return status();
    },

    /** An alert's evidence as the JSON file verity-audit reads, with a name that says what it is. */
    exportEvidence(id: string) {
      const evidence = deps.alerts.evidence(id);
      const day = evidence.raisedAt.slice(0, 10);
      return {
        fileName: `verity-alert-${evidence.kind}-tree-${evidence.log.treeID}-${day}.json`,
        text: `${JSON.stringify(evidence, null, 2)}\n`,
      };
    },

    /** Publishes an event from elsewhere in main (e.g. a key-change alert raised by a manual key check). */
    publish: (event: MonitorEvent) => hub.emit(event),
    subscribe: hub.subscribe,

    /** Cancels every timer and waits for polls in flight. */
    close: () => scheduler.close(),
  };
}

export type Monitor = ReturnType<typeof createMonitor>;
