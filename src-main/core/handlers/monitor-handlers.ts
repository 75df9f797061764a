import type { Monitor } from '../../services/monitor/monitor';
import type { Handlers } from '../router';
import { followUntilCancelled } from './follow-until-cancelled';

export function monitorHandlers(deps: { monitor: Monitor }) {
  return {
    'monitor:status': async () => deps.monitor.status(),
    'monitor:configure': async (input) => deps.monitor.configure(input),
    'monitor:checkNow': async ({ profileId }) => deps.monitor.checkNow(profileId),
    'monitor:history': async (input) => deps.monitor.history(input),
    'monitor:acknowledge': async ({ id }) => deps.monitor.acknowledge(id),
    'monitor:exportEvidence': async ({ id }) => deps.monitor.exportEvidence(id),
    'monitor:events': (_input, emit, { signal }) =>
      followUntilCancelled((listener) => deps.monitor.subscribe(listener), emit, signal),
  } satisfies Partial<Handlers>;
}
