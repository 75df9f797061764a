// GET/PUT /__sandbox/indexing/settings: the URL notification service's quotas, the publish answer
// ("full"/"minimal"), the clock offset (to cross Pacific midnight without waiting), today's publish count, and
// the accounts (by e-mail) whose calls answer SERVICE_DISABLED or lack the method's scope.
// POST /__sandbox/faults/reset puts the defaults back; today's count stays (it is the project's).
import { z } from 'zod';
import { readSettings } from '../../control/control-api';
import type { Route } from '../../http/routing';
import type { IndexingQuota } from './indexing-quota';

const SETTINGS_PATH = '/__sandbox/indexing/settings';

const SettingsBody = z.strictObject({
  publishRequestsPerDay: z.number().int().nonnegative().optional(),
  metadataRequestsPerMinute: z.number().int().nonnegative().optional(),
  clockOffsetMs: z.number().int().optional(),
  publishAnswer: z.enum(['full', 'minimal']).optional(),
  serviceDisabledFor: z.array(z.string().min(1)).optional(),
  scopeMissingFor: z.array(z.string().min(1)).optional(),
  /** Sets how many publishes today has used already (a demo of a nearly spent quota). */
  publishedToday: z.number().int().nonnegative().optional(),
});

export function indexingControlRoutes(quota: IndexingQuota): Route[] {
  return [
    { method: 'GET', path: SETTINGS_PATH, handler: ({ reply }) => reply.json(200, quota.view()) },
    {
      method: 'PUT',
      path: SETTINGS_PATH,
      handler: async (ctx) => {
        const body = await readSettings(ctx, SettingsBody, 'indexing settings');
        if (!body) return;
        const { publishedToday, ...settings } = body;
        quota.update(settings, publishedToday);
        await quota.saved();
        ctx.reply.json(200, quota.view());
      },
    },
  ];
}
