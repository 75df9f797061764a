import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSavedSearches,
  MAX_SAVED_SEARCHES,
} from '../../../../../src-main/services/storage/saved-searches';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
beforeEach(async () => {
  dir = await tempDir('saved-searches');
  db = openDatabase(join(dir.path, 'verity.db'));
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

describe('saved searches', () => {
  it('lists by name, replaces a search saved again under its name, and forgets a removed one', () => {
    const searches = createSavedSearches(db);
    const pdfs = searches.save('PDFs', "mimeType = 'application/pdf'");
    searches.save('big files', 'starred = true');
    expect(searches.list().map((search) => search.name)).toEqual(['big files', 'PDFs']);

    const again = searches.save('pdfs', "mimeType = 'application/pdf' and trashed = false");
    expect(again.id).toBe(pdfs.id);
    expect(searches.list()).toHaveLength(2);
    expect(searches.list().find((search) => search.id === pdfs.id)?.q).toBe(
      "mimeType = 'application/pdf' and trashed = false",
    );

    searches.remove(pdfs.id);
    searches.remove(pdfs.id);
    expect(searches.list().map((search) => search.name)).toEqual(['big files']);
    // Kept in the database: a new instance (a restart) reads the same list.
    expect(createSavedSearches(db).list()).toEqual(searches.list());
  });

  it(`refuses a search beyond ${MAX_SAVED_SEARCHES} with what to do, and reads a list it cannot parse as empty`, () => {
    const searches = createSavedSearches(db);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) searches.save(`search ${i}`, `name contains '${i}'`);
    expect(() => searches.save('one more', 'starred = true')).toThrow(/remove one/);
    expect(() => searches.save('search 7', 'starred = true')).not.toThrow();

    db.prepare("UPDATE settings SET value = '[{\"name\":1}]' WHERE name = 'storageSearches'").run();
    expect(searches.list()).toEqual([]);
    searches.save('fresh', 'starred = true');
    expect(searches.list().map((search) => search.name)).toEqual(['fresh']);
  });
});
