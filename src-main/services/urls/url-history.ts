// What the queue sent, from `url_sends`: notifications a day by type and outcome, the errors grouped with their
// fix, and every row as CSV or JSON for a file.
import Papa from 'papaparse';
import type { ErrorGroup, ErrorGroupSummary } from '../../../src-shared/contract/schemas/urls';
import type { Database } from '../store/database';
import { dayBefore } from './service-day';
import { fixOfStored, type ErrorContext } from './url-errors';

interface DayRow {
  day: string;
  updated: number;
  deleted: number;
  failed: number;
}

interface FailedRow {
  url: string;
  site: string | null;
  errorGroup: ErrorGroup;
  status: number | null;
  message: string;
}

interface SendRecord {
  url: string;
  type: string;
  sentAt: number;
  outcome: string;
  status: number | null;
  errorGroup: string | null;
  message: string | null;
  notifyTime: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createUrlHistory(db: Database) {
  const days = db.prepare<[string, string], DayRow>(
    `SELECT service_day AS day, sum(outcome = 'ok' AND type = 'URL_UPDATED') AS updated,
       sum(outcome = 'ok' AND type = 'URL_DELETED') AS deleted, sum(outcome = 'failed') AS failed
     FROM url_sends WHERE profile_id = ? AND service_day >= ? GROUP BY service_day`,
  );
  const failed = db.prepare<[string, string], FailedRow>(
    `SELECT s.url, u.site, s.error_group AS errorGroup, s.status, s.message FROM url_sends s
       LEFT JOIN urls u ON u.profile_id = s.profile_id AND u.url = s.url
     WHERE s.profile_id = ? AND s.service_day >= ? AND s.outcome = 'failed' ORDER BY s.id DESC`,
  );
  const all = db.prepare<[string], SendRecord>(
    `SELECT url, type, sent_at AS sentAt, outcome, status, error_group AS errorGroup, message,
       notify_time AS notifyTime FROM url_sends WHERE profile_id = ? ORDER BY id`,
  );

  return {
    /** The last `count` service days up to `today`, each with its counts (zero when nothing was sent). */
    history(profileId: string, today: string, count: number, context: Omit<ErrorContext, 'site'>) {
      const since = dayBefore(today, count - 1);
      const byDay = new Map(days.all(profileId, since).map((row) => [row.day, row]));
      const shown = Array.from({ length: count }, (_, i) => {
        const day = dayBefore(today, count - 1 - i);
        return byDay.get(day) ?? { day, updated: 0, deleted: 0, failed: 0 };
      });
      const groups = new Map<ErrorGroup, ErrorGroupSummary & { latest: FailedRow }>();
      for (const row of failed.all(profileId, since)) {
        const site = row.site ?? `${new URL(row.url).origin}/`;
        const group = groups.get(row.errorGroup);
        if (group) {
          group.count += 1;
          if (!group.sites.includes(site)) group.sites.push(site);
        } else
          groups.set(row.errorGroup, {
            group: row.errorGroup,
            count: 1,
            message: row.message,
            fix: '',
            sites: [site],
            latest: row,
          });
      }
      const errors = [...groups.values()].map(({ latest, ...summary }) => ({
        ...summary,
        fix: fixOfStored(
          { group: latest.errorGroup, status: latest.status, message: latest.message },
          { ...context, site: summary.sites.join(', ') },
        ),
      }));
      return { days: shown, errors };
    },

    /** Every notification of the profile, oldest first, as a file's text. */
    export(profileId: string, format: 'csv' | 'json', today: string) {
      const records = all.all(profileId).map((row) => ({
        url: row.url,
        type: row.type,
        sentAt: iso(row.sentAt),
        outcome: row.outcome,
        status: row.status,
        errorGroup: row.errorGroup,
        message: row.message,
        notifyTime: iso(row.notifyTime),
      }));
      const text =
        format === 'json'
          ? JSON.stringify(records, null, 2)
          : Papa.unparse(records, {
              columns: ['url', 'type', 'sentAt', 'outcome', 'status', 'errorGroup', 'message', 'notifyTime'],
            });
      return { fileName: `url-notifications-${profileId}-${today}.${format}`, text };
    },
  };
}
