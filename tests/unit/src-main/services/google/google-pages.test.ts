// pageToken iteration over the recorded Drive changes.list pages, and what stops it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pages, type Page } from '../../../../../src-main/services/google/google-pages';

interface ChangeList extends Page {
  newStartPageToken?: string;
  changes: unknown[];
}
const drive = JSON.parse(
  readFileSync(new URL('../../../../fixtures/google/drive-examples.json', import.meta.url), 'utf8'),
) as Record<string, { request: { query: { pageToken: string } }; response: ChangeList }>;

async function collect<T extends Page>(source: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of source) out.push(page);
  return out;
}

describe('pages', () => {
  it('follows nextPageToken until a page has none, as the recorded changes.list pages do', async () => {
    const byToken = new Map(
      ['changes_list_page', 'changes_list_last_page'].map((name) => [
        drive[name]!.request.query.pageToken,
        drive[name]!.response,
      ]),
    );
    const asked: Array<string | undefined> = [];
    const all = await collect(
      pages(async (token) => {
        asked.push(token);
        return byToken.get(token!)!;
      }, '98765'),
    );
    expect(asked).toEqual(['98765', '98767']);
    expect(all.at(-1)!.newStartPageToken).toBe('98770');
  });

  it('goes on past an empty page that still carries a token', async () => {
    const answers: Record<string, ChangeList> = {
      first: { nextPageToken: 'b', changes: [] },
      b: { changes: [1] },
    };
    const all = await collect(pages(async (token) => answers[token ?? 'first']!));
    expect(all.map((page) => page.changes.length)).toEqual([0, 1]);
  });

  it('stops with an error when the service hands back a token it already gave', async () => {
    const source = pages<ChangeList>(
      async (token) => ({
        nextPageToken: token === 'b' ? 'a' : 'b',
        changes: [],
      }),
      'a',
    );
    await expect(collect(source)).rejects.toThrow(/page token "a" a second time/);
  });
});
