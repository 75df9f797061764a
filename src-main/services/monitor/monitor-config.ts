import { z } from 'zod';
import type { Database } from '../store/database';

const CONFIG_NAMESPACE = 'monitor-config';
/** rekor-monitor's default interval (sigstore/rekor-monitor:cmd/rekor_monitor). */
export const DEFAULT_INTERVAL_SECONDS = 300;

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
  return {
    get(profileId: string): LogConfig {
      const parsed = LogConfig.safeParse(deps.db.get(CONFIG_NAMESPACE, profileId));
      return parsed.success ? parsed.data : { ...DEFAULT };
    },
    async update(profileId: string, change: Partial<LogConfig>): Promise<LogConfig> {
      const next = { ...this.get(profileId), ...change };
      await deps.db.put(CONFIG_NAMESPACE, profileId, next);
      return next;
    },
  };
}

export type MonitorConfig = ReturnType<typeof createMonitorConfig>;
