// Listing methods answer a page at a time: `nextPageToken` names the next one and its absence ends the
// listing. A page may be short or empty while a token is still present (Drive's files.list does this), so
// only the token decides; a token the server already gave means it is going round in circles.
import { VerityError } from '../../../src-shared/contract/result';

export interface Page {
  nextPageToken?: string;
}

/**
 * Yields each page `fetchPage` returns, from `firstToken` (or the first page) on, until a page has no
 * `nextPageToken`. Stopping early is the caller's: leave the loop.
 */
export async function* pages<T extends Page>(
  fetchPage: (pageToken: string | undefined) => Promise<T>,
  firstToken?: string,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>(firstToken ? [firstToken] : []);
  let token = firstToken;
  for (;;) {
    const page = await fetchPage(token);
    yield page;
    const next = page.nextPageToken;
    if (next === undefined || next === '') return;
    if (seen.has(next)) {
      throw new VerityError(
        'BAD_RESPONSE',
        `The service returned the page token ${JSON.stringify(next)} a second time; the listing stopped here so as not to loop. Retry later.`,
      );
    }
    seen.add(next);
    token = next;
  }
}
