import { z } from 'zod';
import type { Database } from '../store/database';

/** rekor-monitor's default interval (sigstore/rekor-monitor:cmd/rekor_monitor). */
const DEFAULT_INTERVAL_SECONDS = 300;

const LogConfig = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.number().int().min(5),
  lastRunAt: z.number().nullable(),
  lastResult: z.enum(['ok', 'alert', 'error']).nullable(),
  lastError: z.string().nullable(),
});
export type LogConfig = z.infer<typeof LogConfig>;

const DEFAULT: LogConfig = {
  enabled: false,
  intervalSeconds: DEFAULT_INTERVAL_SECONDS,
  lastRunAt: null,
  lastResult: null,
  lastError: null,
};

/** Per profile: whether its log is polled, how often, and how the last run went. Off until turned on. */
export function createMonitorConfig(deps: { db: Database }) {
  const select = deps.db.prepare<[string], Omit<LogConfig, 'enabled'> & { enabled: number }>(
    `SELECT enabled, interval_seconds AS intervalSeconds, last_run_at AS lastRunAt, last_result AS lastResult,
       last_error AS lastError FROM monitor_config WHERE profile_id = ?`,
  );
  const upsert = deps.db.prepare(
    `INSERT OR REPLACE INTO monitor_config (profile_id, enabled, interval_seconds, last_run_at, last_result, last_error)
     VALUES (@profileId, @enabled, @intervalSeconds, @lastRunAt, @lastResult, @lastError)`,
  );

  function get(profileId: string): LogConfig {
    const row = select.get(profileId);
    const parsed = LogConfig.safeParse(row && { ...row, enabled: row.enabled === 1 });
    return parsed.success ? parsed.data : { ...DEFAULT };
  }

  return {
    get,
    async update(profileId: string, change: Partial<LogConfig>): Promise<LogConfig> {
      const next = { ...get(profileId), ...change };
      upsert.run({ ...next, profileId, enabled: next.enabled ? 1 : 0 });
      return next;
    },
  };
}
