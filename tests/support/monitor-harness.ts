import { createMonitor, type Monitor } from '../../src-main/services/monitor/monitor';
import { createAlertStore, type AlertStore } from '../../src-main/services/monitor/alert-store';
import type { Clock } from '../../src-main/services/monitor/scheduler';
import { createProfiles } from '../../src-main/services/profiles/profiles';
import { openDatabase, type Database } from '../../src-main/services/store/database';
import { createLogKeyChecker, type CheckLogKey } from '../../src-main/services/trust/log-key-check';
import { createTrustStore, type TrustStore } from '../../src-main/services/trust/trust-store';
import { tempDir } from './temp-dir';
import { FakeLog } from './fake-log';

/** Timers that fire only when the test advances time. */
export class FakeClock implements Clock {
  time = 1_750_000_000_000;
  private timers: Array<{ id: number; at: number; run: () => void }> = [];
  private nextId = 1;

  now = () => this.time;

  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + ms, run });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== handle);
  };

  pending(): number {
    return this.timers.length;
  }

  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.run();
    }
    this.time = until;
  }
}

export const BASE_URL = 'http://fake-log.test';

export interface MonitorStack {
  db: Database;
  log: FakeLog;
  clock: FakeClock;
  trust: TrustStore;
  alerts: AlertStore;
  checkLogKey: CheckLogKey;
  monitor: Monitor;
  /** A new monitor over the same database file, as after a restart. */
  restart(): Promise<MonitorStack>;
  close(): Promise<void>;
}

export async function monitorStack(shared?: {
  dir: { path: string; remove(): Promise<void> };
  log: FakeLog;
  clock: FakeClock;
}): Promise<MonitorStack> {
  const dir = shared?.dir ?? (await tempDir('monitor'));
  const log = shared?.log ?? new FakeLog();
  const clock = shared?.clock ?? new FakeClock();
  const db = openDatabase(`${dir.path}/verity.db`);
  const api = log.api();
  const profiles = createProfiles({ db, sandboxBaseUrl: BASE_URL });
  const trust = createTrustStore({ db, now: clock.now });
  const alerts = createAlertStore({ db, now: clock.now });
  const checkLogKey = createLogKeyChecker({ api, profiles, trust, alerts });
  const monitor = createMonitor({ db, api, profiles, trust, checkLogKey, alerts, clock });
  const stack: MonitorStack = {
    db,
    log,
    clock,
    trust,
    alerts,
    checkLogKey,
    monitor,
    restart: async () => {
      await monitor.close();
      db.close();
      return monitorStack({ dir, log, clock });
    },
    close: async () => {
      await monitor.close();
      db.close();
      await dir.remove();
    },
  };
  return stack;
}
