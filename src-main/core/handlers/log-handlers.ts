import type { EntryCreation } from '../../services/tlog/entry-creation';
import type { LogClient } from '../../services/tlog/log-client';
import type { LogSearch } from '../../services/tlog/log-search';
import type { Handlers } from '../router';

export function logHandlers(deps: { log: LogClient; search: LogSearch; creation: EntryCreation }) {
  return {
    'log:getInfo': async ({ profileId }) => deps.log.getInfo(profileId),
    'log:getEntry': async (input) => deps.log.getEntry(input),
    'log:search': async (input) => deps.search.search(input),
    'log:browse': async (input) => deps.search.browse(input),
    'log:consistency': async (input) => deps.log.consistency(input),
    'log:createHashedRekord': async (input) => deps.creation.createHashedRekord(input),
    'log:createDsse': async (input) => deps.creation.createDsse(input),
  } satisfies Partial<Handlers>;
}
