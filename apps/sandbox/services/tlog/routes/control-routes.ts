// /__sandbox/tlog/*: the log's own faults, shard rotation and commit statistics (behind the control API's
// bearer key, which createControlRoutes adds).
import { LogFaultSettings } from '../../../../../src-shared/contract/schemas/sandbox';
import { readSettings } from '../../../control/control-api';
import { GOOGLE_ERRORS } from '../../../http/error-shapes';
import type { Route } from '../../../http/routing';
import type { TlogFaults } from '../faults/tlog-faults';
import { RotationRefused } from '../transparency-log';
import type { TlogContext } from './tlog-context';

const TLOG_CONTROL_PREFIX = '/__sandbox/tlog';

export function tlogControlRoutes(ctx: TlogContext, faults: TlogFaults): Route[] {
  return [
    {
      method: 'GET',
      path: `${TLOG_CONTROL_PREFIX}/faults`,
      handler: ({ reply }) => reply.json(200, faults.settings),
    },
    {
      method: 'PUT',
      path: `${TLOG_CONTROL_PREFIX}/faults`,
      handler: async (request) => {
        const settings = await readSettings(request, LogFaultSettings, 'log fault settings');
        if (settings) request.reply.json(200, faults.set(settings, ctx.log.activeShard));
      },
    },
    {
      method: 'POST',
      path: `${TLOG_CONTROL_PREFIX}/rotate`,
      handler: async ({ reply }) => {
        try {
          const { frozen, active } = await ctx.log.rotate();
          reply.json(200, {
            frozen: ctx.view.shardInfo(frozen),
            active: { treeID: active.treeId, firstIndex: active.firstIndex },
          });
        } catch (error) {
          if (!(error instanceof RotationRefused)) throw error;
          GOOGLE_ERRORS.send(reply, 409, error.message);
        }
      },
    },
    {
      method: 'GET',
      path: `${TLOG_CONTROL_PREFIX}/stats`,
      handler: ({ reply }) =>
        reply.json(200, {
          entries: ctx.log.size,
          shards: ctx.log.shards.length,
          commits: ctx.log.commitStats,
        }),
    },
  ];
}
