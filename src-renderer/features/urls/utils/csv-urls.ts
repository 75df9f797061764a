import Papa from 'papaparse';

/** Header names that say a column holds the URLs (a crawler's export, a sitemap dump, a spreadsheet). */
const URL_HEADERS = ['url', 'loc', 'address'];

export type CsvUrls = { ok: true; urls: string[]; column: string } | { ok: false; error: string };

/** A value that is a URL or a path a site can resolve: `https://…`, `//host/…`, `/path`, `www.host/…`. */
function looksLikeUrl(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  return /^(https?:)?\/\/\S+$/i.test(text) || /^\/\S*$/.test(text) || /^www\.\S+\.\S+$/i.test(text);
}

const columnName = (index: number) => `column ${index + 1}`;

/**
 * The URLs of a CSV file: the column whose header is `url`, `loc` or `address`, else the first column
 * whose values look like URLs (with or without a header row). Says which column it took, so a wrong guess
 * is visible before anything is imported.
 */
export function urlsFromCsv(text: string): CsvUrls {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  if (rows.length === 0) return { ok: false, error: 'The file has no rows.' };
  const header = rows[0]!.map((cell) => cell.trim().toLowerCase());
  const named = header.findIndex((cell) => URL_HEADERS.includes(cell));
  if (named >= 0) {
    return {
      ok: true,
      urls: valuesOf(rows.slice(1), named),
      column: `the column named “${rows[0]![named]!.trim()}”`,
    };
  }
  const sample = rows.slice(0, 50);
  const width = Math.max(...sample.map((row) => row.length));
  for (let column = 0; column < width; column += 1) {
    const body = sample.slice(1);
    const looking = body.filter((row) => looksLikeUrl(row[column])).length;
    // Most values of the column look like URLs; a lone row is judged on its own.
    if (body.length > 0 ? looking * 2 > body.length : looksLikeUrl(rows[0]![column])) {
      const headed = !looksLikeUrl(rows[0]![column]);
      return {
        ok: true,
        urls: valuesOf(headed ? rows.slice(1) : rows, column),
        column: headed
          ? `${columnName(column)} (“${rows[0]![column]!.trim()}”), whose values look like URLs`
          : `${columnName(column)}, whose values look like URLs (no header row)`,
      };
    }
  }
  return {
    ok: false,
    error: `No column is named ${URL_HEADERS.join(', ')} or holds URLs: give the URL column one of those names.`,
  };
}

function valuesOf(rows: string[][], column: number): string[] {
  return rows.map((row) => (row[column] ?? '').trim()).filter((value) => value !== '');
}
