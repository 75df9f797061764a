import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { Alert } from '../../../src-shared/contract/schemas/monitor';
import type { AlertEvidence } from '../../verification/audit/alert-evidence';
import type { Database } from '../store/database';
import { sameBaseUrl } from '../../../src-shared/base-url';

/** Oldest acknowledged alerts are dropped past this many. */
const MAX_ALERTS = 500;

export type AlertInput = Pick<Alert, 'kind' | 'profileId' | 'baseUrl' | 'message' | 'details'> & {
  /** The alert's evidence file, when it has one (evidence-file.ts). */
  evidence?: AlertEvidence | null;
};

/** The details row naming the shard an alert is about; every raiser puts it first. */
export const TREE_ID_DETAIL = 'tree ID';

/** Whether an alert is about the shard with this tree ID. */
export const concernsShard = (alert: Alert, treeID: string) =>
  alert.details.some(([label, value]) => label === TREE_ID_DETAIL && value === treeID);

const COLUMNS = `id, at, kind, profile_id AS profileId, base_url AS baseUrl, message, details, acknowledged,
  evidence IS NOT NULL AS hasEvidence`;
type AlertRow = Omit<Alert, 'details' | 'acknowledged' | 'hasEvidence'> & {
  details: string;
  acknowledged: number;
  hasEvidence: number;
};

/** A row that no longer reads as an alert is left out rather than failing every listing. */
function alertOf(row: AlertRow): Alert[] {
  const parsed = Alert.safeParse({
    ...row,
    details: JSON.parse(row.details),
    acknowledged: row.acknowledged === 1,
    hasEvidence: row.hasEvidence === 1,
  });
  return parsed.success ? [parsed.data] : [];
}

/**
 * Alerts from the monitor and the trust store (fork, rollback, bad signature,
 * inconsistency, key change), kept in the database until acknowledged and
 * beyond. The same unacknowledged alert is not raised twice: a log that stays
 * forked is one alert, not one per poll. Callers announce alerts on the
 * monitor's event stream.
 */
export function createAlertStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { db } = deps;
  const listAlerts = db.prepare<[], AlertRow>(`SELECT ${COLUMNS} FROM alerts ORDER BY at DESC, id DESC`);
  const findOpen = db.prepare<[string, string, string], AlertRow>(
    `SELECT ${COLUMNS} FROM alerts WHERE acknowledged = 0 AND kind = ? AND base_url = ? AND message = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO alerts (id, at, kind, profile_id, base_url, message, details, acknowledged, evidence)
     VALUES (@id, @at, @kind, @profileId, @baseUrl, @message, @details, 0, @evidence)`,
  );
  const evidenceOf = db.prepare<[string], { evidence: string | null }>(
    'SELECT evidence FROM alerts WHERE id = ?',
  );
  // Past MAX_ALERTS, the oldest acknowledged alerts go; unacknowledged ones are never dropped.
  const prune = db.prepare(
    `DELETE FROM alerts WHERE id IN (SELECT id FROM alerts WHERE acknowledged = 1 ORDER BY at, id
     LIMIT max(0, (SELECT count(*) FROM alerts) - ${MAX_ALERTS}))`,
  );
  const acknowledge = db.prepare('UPDATE alerts SET acknowledged = 1 WHERE id = ?');

  const raise = db.transaction((input: AlertInput): Alert => {
    const existing = findOpen.all(input.kind, input.baseUrl, input.message).flatMap(alertOf)[0];
    if (existing) return existing;
    const at = now();
    const { evidence = null, ...fields } = input;
    const alert: Alert = {
      id: `alert-${at}-${randomBytes(4).toString('hex')}`,
      at,
      acknowledged: false,
      hasEvidence: evidence !== null,
      ...fields,
    };
    insert.run({
      ...alert,
      details: JSON.stringify(alert.details),
      evidence: evidence === null ? null : JSON.stringify(evidence),
    });
    prune.run();
    return alert;
  });

  return {
    /** Newest first. */
    list: (): Alert[] => listAlerts.all().flatMap(alertOf),

    /** Unacknowledged alerts about the log at this base URL, newest first. */
    openFor: (baseUrl: string): Alert[] =>
      listAlerts
        .all()
        .flatMap(alertOf)
        .filter((alert) => !alert.acknowledged && sameBaseUrl(alert.baseUrl, baseUrl)),

    raise: async (input: AlertInput): Promise<Alert> => raise(input),

    /** The alert's evidence file as stored; NOT_FOUND for an unknown alert or one without evidence. */
    evidence(id: string): AlertEvidence {
      const row = evidenceOf.get(id);
      if (!row) throw new VerityError('NOT_FOUND', 'No such alert');
      if (row.evidence === null) {
        throw new VerityError(
          'NOT_FOUND',
          'This alert has no evidence file: only fork, rollback and inconsistent-proof alerts raised by this version of the monitor carry both checkpoints',
        );
      }
      return JSON.parse(row.evidence) as AlertEvidence;
    },

    async acknowledge(id: string): Promise<void> {
      if (acknowledge.run(id).changes === 0) throw new VerityError('NOT_FOUND', 'No such alert');
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
