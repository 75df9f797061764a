import { describe, expect, it } from 'vitest';
import { addCollected, collectUrls } from '../../../../../src-main/services/urls/url-import';
import { createUrlStore } from '../../../../../src-main/services/urls/url-store';
import { tempDatabase } from '../../../../support/temp-database';

const database = tempDatabase('url-import', { unsynced: true });

describe('url import', () => {
  it('counts every value once: added, already listed (before or earlier in the import), or invalid', () => {
    const store = createUrlStore({ db: database.db });
    store.add('p', ['https://www.example.com/a']);
    const collected = collectUrls(
      ['/a', 'https://WWW.example.com/b#top', '/b', 'https://www.example.com/c', 'ftp://x/', ''],
      new URL('https://www.example.com'),
    );
    expect(collected.urls).toEqual([
      'https://www.example.com/a',
      'https://www.example.com/b',
      'https://www.example.com/c',
    ]);
    expect(addCollected(store, 'p', collected)).toEqual({
      added: 2,
      alreadyListed: 2,
      invalid: 2,
      invalidSamples: [
        { value: 'ftp://x/', reason: 'a ftp: URL: only http and https pages can be notified' },
        { value: '', reason: 'empty' },
      ],
    });
  });

  it('keeps at most 20 samples of refused values', () => {
    const collected = collectUrls(Array.from({ length: 50 }, (_, n) => `not a url ${n}`));
    expect(collected.invalid).toBe(50);
    expect(collected.invalidSamples).toHaveLength(20);
  });
});
