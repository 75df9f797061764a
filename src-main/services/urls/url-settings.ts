// The URLs page's settings in the `settings` table: the cooldown, and the project's quotas as the planner
// counts them (the service's defaults until a raised quota is entered).
import { UrlSettings } from '../../../src-shared/contract/schemas/urls';
import type { Database } from '../store/database';

const DEFAULT_URL_SETTINGS: UrlSettings = {
  cooldownDays: 14,
  dailyQuota: 200,
  metadataPerMinute: 180,
};

export function createUrlSettings(db: Database) {
  const read = db.prepare<[], string>("SELECT value FROM settings WHERE name = 'urls'").pluck();
  const write = db.prepare<[string]>("INSERT OR REPLACE INTO settings (name, value) VALUES ('urls', ?)");
  return {
    get(): UrlSettings {
      const text = read.get();
      const parsed = text === undefined ? undefined : UrlSettings.safeParse(JSON.parse(text));
      // Settings this version cannot read fall back to the defaults rather than stopping the queue.
      return parsed?.success ? parsed.data : DEFAULT_URL_SETTINGS;
    },
    set(settings: UrlSettings): UrlSettings {
      write.run(JSON.stringify(settings));
      return settings;
    },
  };
}
