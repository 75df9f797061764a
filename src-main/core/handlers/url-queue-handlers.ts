import { VerityError } from '../../../src-shared/contract/result';
import type { INDEXING_V3 } from '../../services/google/generated/indexing-v3';
import type { GoogleClient } from '../../services/google/google-client';
import type { Handlers } from '../router';

// The send queue: notifications, quota, metadata, history.
const notYet = (): never => {
  throw new VerityError('INTERNAL', 'The send queue is not built yet');
};

export function urlQueueHandlers(deps: { indexing: GoogleClient<typeof INDEXING_V3> }) {
  void deps;
  return {
    'urls:send': notYet,
    'urls:cancel': notYet,
    'urls:queue': notYet,
    'urls:events': notYet,
    'urls:refresh': notYet,
    'urls:settings': notYet,
    'urls:setSettings': notYet,
    'urls:history': notYet,
    'urls:export': notYet,
  } satisfies Partial<Handlers>;
}
