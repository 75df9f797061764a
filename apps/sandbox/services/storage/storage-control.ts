// GET/PUT /__sandbox/storage/settings: the storage service's clock (machine clock + clockOffsetMs: what
// createdTime, modifiedTime and `Date` say) and a rate limit switched on for every call, answered with the
// real bodies (fixtures/google/drive-examples.json: 403 userRateLimitExceeded, 429 rateLimitExceeded) so a
// client's backoff can be tried, and the storage quota, small enough to fill in a test. POST /__sandbox/faults/reset switches the rate limit off and puts the clock and the quota back.
import { z } from 'zod';
import { settingsRoutes } from '../../control/control-api';
import type { Route } from '../../http/routing';
import { driveError, type Answer } from './drive-errors';

const SETTINGS_PATH = '/__sandbox/storage/settings';

const SettingsBody = z.strictObject({
  clockOffsetMs: z.number().int().optional(),
  rateLimit: z.enum(['off', 'userRateLimitExceeded', 'rateLimitExceeded']).optional(),
  /** Every account's storage quota (about.storageQuota.limit); uploads past it are refused. */
  storageLimitBytes: z.number().int().positive().optional(),
});
type Settings = Required<z.infer<typeof SettingsBody>>;

/** A free consumer account's 15 GiB. */
const DEFAULTS: Settings = { clockOffsetMs: 0, rateLimit: 'off', storageLimitBytes: 15 * 1024 ** 3 };

export class StorageControl {
  settings: Settings = { ...DEFAULTS };

  now(): number {
    return Date.now() + this.settings.clockOffsetMs;
  }

  /** The refusal every call gets while a rate limit is on. */
  refusal(): Answer | undefined {
    switch (this.settings.rateLimit) {
      case 'off':
        return undefined;
      case 'userRateLimitExceeded':
        return driveError(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded', undefined, 'usageLimits');
      case 'rateLimitExceeded':
        return driveError(429, 'rateLimitExceeded', 'Rate Limit Exceeded', undefined, 'usageLimits');
    }
  }

  reset(): void {
    this.settings = { ...DEFAULTS };
  }

  private view() {
    return { ...this.settings, now: new Date(this.now()).toISOString() };
  }

  controlRoutes(): Route[] {
    return settingsRoutes(
      SETTINGS_PATH,
      SettingsBody,
      'storage settings',
      () => this.view(),
      (body) => {
        this.settings = { ...this.settings, ...body };
      },
    );
  }
}
