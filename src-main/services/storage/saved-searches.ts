// The Storage page's saved searches: a name and the `q` it sends, kept as one list in the `settings` table
// (a handful per user, read whole, so a table of their own would add a migration and nothing else).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import { SavedSearch } from '../../../src-shared/contract/schemas/storage';
import type { Database } from '../store/database';

/** More than anyone keeps in a side panel; the cap keeps the row small. */
export const MAX_SAVED_SEARCHES = 100;

const SavedSearches = z.array(SavedSearch);

export function createSavedSearches(db: Database) {
  const read = db.prepare<[], string>("SELECT value FROM settings WHERE name = 'storageSearches'").pluck();
  const write = db.prepare<[string]>(
    "INSERT OR REPLACE INTO settings (name, value) VALUES ('storageSearches', ?)",
  );

  function list(): SavedSearch[] {
    const text = read.get();
    const parsed = text === undefined ? undefined : SavedSearches.safeParse(JSON.parse(text));
    // A list this version cannot read is shown empty rather than failing the page; saving replaces it.
    return parsed?.success ? parsed.data : [];
  }

  return {
    list,

    /** Saves a search under a name; the same name again replaces that search's `q`. */
    save(name: string, q: string): SavedSearch {
      const searches = list();
      const same = searches.find((search) => search.name.toLowerCase() === name.toLowerCase());
      if (!same && searches.length >= MAX_SAVED_SEARCHES)
        throw new VerityError(
          'VALIDATION',
          `${MAX_SAVED_SEARCHES} searches are saved already: remove one you no longer use first`,
        );
      const saved = { id: same?.id ?? randomUUID(), name, q };
      const next = same
        ? searches.map((search) => (search.id === same.id ? saved : search))
        : [...searches, saved];
      write.run(JSON.stringify(next.sort((a, b) => a.name.localeCompare(b.name))));
      return saved;
    },

    /** Removing what is already gone is not an error. */
    remove(id: string): void {
      write.run(JSON.stringify(list().filter((search) => search.id !== id)));
    },
  };
}

export type SavedSearches = ReturnType<typeof createSavedSearches>;
