import type { Monitor } from '../../services/monitor/monitor';
import type { CheckLogKey } from '../../services/trust/log-key-check';
import type { TrustStore } from '../../services/trust/trust-store';
import type { Handlers } from '../router';

export function trustHandlers(deps: { trust: TrustStore; checkLogKey: CheckLogKey; monitor: Monitor }) {
  return {
    'trust:list': async () => deps.trust.list(),
    'trust:importTrustedRoot': async ({ name, json }) => deps.trust.importTrustedRoot(name, json),
    'trust:importPem': async (input) => deps.trust.importPem(input),
    'trust:remove': async ({ id }) => deps.trust.remove(id),
    'trust:checkLogKey': async (input) => {
      const { check, alert } = await deps.checkLogKey(input);
      // A key change found by hand is an alert like any other: it goes out on the monitor's stream too.
      if (alert) {
        deps.monitor.publish({
          at: alert.at,
          profileId: alert.profileId ?? '',
          kind: 'alert',
          message: alert.message,
          alert,
        });
      }
      return check;
    },
  } satisfies Partial<Handlers>;
}
