import type { Journal } from '../../services/journal/journal';
import type { Handlers } from '../router';

export function journalHandlers(deps: { journal: Journal }) {
  return {
    'journal:list': async (input) => deps.journal.list(input),
    'journal:verify': async () => deps.journal.verify(),
  } satisfies Partial<Handlers>;
}
