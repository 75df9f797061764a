import { describe, expect, it } from 'vitest';
import { urlsFromCsv } from '@/features/urls/utils/csv-urls';

describe('urlsFromCsv', () => {
  it('takes the column named url, loc or address, whatever its place and case', () => {
    const result = urlsFromCsv('Title,Address,Status\nHome,https://www.example.com/,200\nAbout,/about,200\n');
    expect(result).toEqual({
      ok: true,
      urls: ['https://www.example.com/', '/about'],
      column: 'the column named “Address”',
    });
    expect(urlsFromCsv('loc\nhttps://a.example/\n').ok).toBe(true);
  });

  it('without such a header, takes the first column whose values look like URLs, header or not', () => {
    expect(urlsFromCsv('page,clicks\nhttps://www.example.com/a,3\nhttps://www.example.com/b,5\n')).toEqual({
      ok: true,
      urls: ['https://www.example.com/a', 'https://www.example.com/b'],
      column: 'column 1 (“page”), whose values look like URLs',
    });
    expect(urlsFromCsv('3,https://www.example.com/a\n5,https://www.example.com/b\n')).toEqual({
      ok: true,
      urls: ['https://www.example.com/a', 'https://www.example.com/b'],
      column: 'column 2, whose values look like URLs (no header row)',
    });
  });

  it('handles quoted values with commas and skips blank lines and empty cells', () => {
    const result = urlsFromCsv('url,note\n"https://www.example.com/?a=1,2","x, y"\n\n,empty\n');
    expect(result).toMatchObject({ ok: true, urls: ['https://www.example.com/?a=1,2'] });
  });

  it('says what to do when no column holds URLs', () => {
    const result = urlsFromCsv('name,count\nalpha,1\nbeta,2\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/give the URL column one of those names/);
    expect(urlsFromCsv('')).toEqual({ ok: false, error: 'The file has no rows.' });
  });
});
