import { VerityError } from '../../../src-shared/contract/result';
import type { Handlers } from '../router';

// The URL list: import, pre-flight, ownership.
const notYet = (): never => {
  throw new VerityError('INTERNAL', 'The URL list is not built yet');
};

export function urlsHandlers() {
  return {
    'urls:list': notYet,
    'urls:add': notYet,
    'urls:importSitemap': notYet,
    'urls:remove': notYet,
    'urls:preflight': notYet,
    'urls:sites': notYet,
  } satisfies Partial<Handlers>;
}
