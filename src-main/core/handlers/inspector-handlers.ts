import { VerityError } from '../../../src-shared/contract/result';
import { exchangeAsCurl } from '../../services/inspector/as-curl';
import type { Inspector } from '../../services/inspector/inspector';
import type { Handlers } from '../router';
import { followUntilCancelled } from './follow-until-cancelled';

export function inspectorHandlers(deps: { inspector: Inspector }) {
  const find = (id: string) => {
    const exchange = deps.inspector.get(id);
    if (!exchange) throw new VerityError('NOT_FOUND', 'That exchange is no longer in the activity log');
    return exchange;
  };
  return {
    'inspector:list': async (input) => deps.inspector.list(input),
    'inspector:get': async ({ id }) => find(id),
    'inspector:clear': async () => {
      deps.inspector.clear();
      return {};
    },
    'inspector:asCurl': async ({ id }) => ({ command: exchangeAsCurl(find(id)) }),
    'inspector:follow': (_input, emit, { signal }) =>
      followUntilCancelled((listener) => deps.inspector.subscribe(listener), emit, signal),
  } satisfies Partial<Handlers>;
}
