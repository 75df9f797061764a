import type { SandboxControl } from '../../services/sandbox/sandbox-control';
import type { Handlers } from '../router';

export function sandboxHandlers(deps: { control: SandboxControl }) {
  return {
    'sandbox:status': async () => deps.control.status(),
    'sandbox:getFaults': async () => ({ faults: await deps.control.getFaults() }),
    'sandbox:setFaults': async ({ service, faults }) => ({
      faults: await deps.control.setFaults(service, faults),
    }),
    'sandbox:resetFaults': async () => ({ faults: await deps.control.resetFaults() }),
    'sandbox:getLogFaults': async () => ({ faults: await deps.control.getLogFaults() }),
    'sandbox:setLogFaults': async ({ faults }) => ({ faults: await deps.control.setLogFaults(faults) }),
    'sandbox:getGenaiSettings': async () => deps.control.getGenaiSettings(),
    'sandbox:setGenaiSettings': async ({ settings }) => deps.control.setGenaiSettings(settings),
    'sandbox:revealApiKey': async () => ({ apiKey: deps.control.apiKey() }),
    'sandbox:oauthFiles': async () => deps.control.oauthFiles(),
    'sandbox:rotateLogShard': async () => {
      await deps.control.rotateLogShard();
      return {};
    },
  } satisfies Partial<Handlers>;
}
