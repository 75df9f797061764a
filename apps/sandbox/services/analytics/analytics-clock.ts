// The analytics service's clock (machine clock + clockOffsetMs, set through /__sandbox/analytics/settings) and
// the last day it reports: the service's day is the Pacific date, and the two days before today are not final
// yet, so like the real service's reports, the sandbox's leave them out.
import { z } from 'zod';
import { readSettings } from '../../control/control-api';
import type { Route } from '../../http/routing';
import { pacificDay } from '../indexing/indexing-quota';
import { dateOf, dayNumber } from './demo-channels';

const SETTINGS_PATH = '/__sandbox/analytics/settings';
/** Today and the two days before it have no data yet. */
const DAYS_NOT_FINAL = 3;

const SettingsBody = z.strictObject({ clockOffsetMs: z.number().int().optional() });

export class AnalyticsClock {
  offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** The last day (days since 1970-01-01) whose data is final. */
  lastReportedDay(): number {
    return dayNumber(pacificDay(this.now())) - DAYS_NOT_FINAL;
  }

  view() {
    return {
      clockOffsetMs: this.offsetMs,
      now: new Date(this.now()).toISOString(),
      today: pacificDay(this.now()),
      lastReportedDay: dateOf(this.lastReportedDay()),
    };
  }

  controlRoutes(): Route[] {
    return [
      { method: 'GET', path: SETTINGS_PATH, handler: ({ reply }) => reply.json(200, this.view()) },
      {
        method: 'PUT',
        path: SETTINGS_PATH,
        handler: async (ctx) => {
          const body = await readSettings(ctx, SettingsBody, 'analytics settings');
          if (!body) return;
          if (body.clockOffsetMs !== undefined) this.offsetMs = body.clockOffsetMs;
          ctx.reply.json(200, this.view());
        },
      },
    ];
  }
}
