import type { LogClient } from '../../services/tlog/log-client';
import type { Handlers } from '../router';

export function logHandlers(deps: { log: LogClient }) {
  return {
    'log:getInfo': async ({ profileId }) => deps.log.getInfo(profileId),
  } satisfies Partial<Handlers>;
}
