import type { Journal } from '../../services/journal/journal';
import type { createJournalExport, createJournalPublicKey } from '../../services/journal/journal-export';
import type { Handlers } from '../router';

export function journalHandlers(deps: {
  journal: Journal;
  exportJournal: ReturnType<typeof createJournalExport>;
  journalPublicKey: ReturnType<typeof createJournalPublicKey>;
}) {
  return {
    'journal:list': async (input) => deps.journal.list(input),
    'journal:verify': async () => deps.journal.verify(),
    'journal:export': (input) => deps.exportJournal(input),
    'journal:check': (input) => deps.journal.check(input.opId),
    'journal:undo': (input) => deps.journal.undo(input.opId),
    'journal:publicKey': () => deps.journalPublicKey(),
  } satisfies Partial<Handlers>;
}
