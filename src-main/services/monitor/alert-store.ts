import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { Alert } from '../../../src-shared/contract/schemas/monitor';
import type { Database } from '../store/database';

export const ALERTS_NAMESPACE = 'monitor-alerts';
/** Oldest acknowledged alerts are dropped past this many. */
const MAX_ALERTS = 500;

export type AlertInput = Pick<Alert, 'kind' | 'profileId' | 'baseUrl' | 'message' | 'details'>;

/**
 * Alerts from the monitor and the trust store (fork, rollback, bad signature,
 * inconsistency, key change), kept in the database until acknowledged and
 * beyond. The same unacknowledged alert is not raised twice: a log that stays
 * forked is one alert, not one per poll. Callers announce alerts on the
 * monitor's event stream.
 */
export function createAlertStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;

  function all(): Alert[] {
    return deps.db
      .list<unknown>(ALERTS_NAMESPACE)
      .map(({ value }) => Alert.safeParse(value))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
  }

  /** Past MAX_ALERTS, the oldest acknowledged alerts go; unacknowledged ones are never dropped. */
  async function prune(alerts: Alert[]): Promise<void> {
    let excess = alerts.length - MAX_ALERTS;
    for (const alert of [...alerts].reverse()) {
      if (excess <= 0) break;
      if (!alert.acknowledged) continue;
      await deps.db.delete(ALERTS_NAMESPACE, alert.id);
      excess--;
    }
  }

  return {
    /** Newest first. */
    list: all,

    async raise(input: AlertInput): Promise<Alert> {
      const existing = all().find(
        (a) =>
          !a.acknowledged &&
          a.kind === input.kind &&
          a.baseUrl === input.baseUrl &&
          a.message === input.message,
      );
      if (existing) return existing;
      const at = now();
      const alert: Alert = {
        id: `alert-${at}-${randomBytes(4).toString('hex')}`,
        at,
        acknowledged: false,
        ...input,
      };
      await deps.db.put(ALERTS_NAMESPACE, alert.id, alert);
      await prune(all());
      return alert;
    },

    async acknowledge(id: string): Promise<void> {
      const alert = all().find((a) => a.id === id);
      if (!alert) throw new VerityError('NOT_FOUND', 'No such alert');
      await deps.db.put(ALERTS_NAMESPACE, id, { ...alert, acknowledged: true });
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
