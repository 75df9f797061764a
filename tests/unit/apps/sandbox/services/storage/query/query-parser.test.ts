// The `q` grammar: every term of research google.md §3.2 and the fixtures' queries, escapes, precedence, and
// every refusal (each a QueryError naming where, which the service turns into its 400 "Invalid Value").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../../../../../apps/sandbox/services/genai/text/seeded-random';
import { parseQuery } from '../../../../../../../apps/sandbox/services/storage/query/query-parser';
import { QueryError } from '../../../../../../../apps/sandbox/services/storage/query/query-tokens';

const examples = JSON.parse(
  readFileSync(new URL('../../../../../../fixtures/google/drive-examples.json', import.meta.url), 'utf8'),
) as Record<string, { request?: { query?: { q?: string } } }>;

function refusal(text: string): QueryError {
  try {
    parseQuery(text);
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

describe('parseQuery', () => {
  it('reads every files.list query of the recorded examples', () => {
    const queries = Object.entries(examples)
      .filter(([name]) => name.startsWith('files_list'))
      .map(([, example]) => example.request?.query?.q)
      .filter((q): q is string => q !== undefined);
    expect(queries.length).toBeGreaterThanOrEqual(4);
    for (const q of queries) expect(() => parseQuery(q), q).not.toThrow();
  });

  it('reads each term of the grammar', () => {
    expect(parseQuery("name = 'a.txt'")).toEqual({ kind: 'text', field: 'name', op: '=', value: 'a.txt' });
    expect(parseQuery("name != 'a'")).toMatchObject({ op: '!=' });
    expect(parseQuery("name contains 'inv'")).toMatchObject({ field: 'name', op: 'contains' });
    expect(parseQuery("fullText contains 'roadmap'")).toEqual({ kind: 'fullText', value: 'roadmap' });
    expect(parseQuery("mimeType contains 'image/'")).toMatchObject({ field: 'mimeType', op: 'contains' });
    expect(parseQuery("mimeType != 'application/vnd.google-apps.folder'")).toMatchObject({ op: '!=' });
    for (const op of ['<', '<=', '=', '!=', '>', '>='])
      for (const field of ['modifiedTime', 'createdTime', 'viewedByMeTime'])
        expect(parseQuery(`${field} ${op} '2026-01-01T00:00:00'`)).toEqual({
          kind: 'time',
          field,
          op,
          at: Date.UTC(2026, 0, 1),
        });
    expect(parseQuery('trashed = false')).toEqual({ kind: 'flag', field: 'trashed', op: '=', value: false });
    expect(parseQuery('starred != TRUE')).toEqual({ kind: 'flag', field: 'starred', op: '!=', value: true });
    expect(parseQuery('sharedWithMe = true')).toMatchObject({ field: 'sharedWithMe', value: true });
    for (const collection of ['parents', 'owners', 'writers', 'readers'])
      expect(parseQuery(`'x@example.com' in ${collection}`)).toEqual({
        kind: 'in',
        collection,
        value: 'x@example.com',
      });
    expect(parseQuery("properties has { key='dept' and value='sales' }")).toEqual({
      kind: 'has',
      field: 'properties',
      key: 'dept',
      value: 'sales',
    });
    expect(parseQuery("appProperties has {key='k' and value=''}")).toMatchObject({ field: 'appProperties' });
    for (const v of ['anyoneCanFind', 'anyoneWithLink', 'domainCanFind', 'domainWithLink', 'limited'])
      expect(parseQuery(`visibility = '${v}'`)).toMatchObject({ field: 'visibility', value: v });
    expect(parseQuery("shortcutDetails.targetId = '1abc'")).toMatchObject({
      field: 'shortcutDetails.targetId',
    });
  });

  it('reads no query from an empty or blank q', () => {
    expect(parseQuery('')).toBeUndefined();
    expect(parseQuery('  \t')).toBeUndefined();
  });

  it("unescapes \\' and \\\\ in strings", () => {
    expect(parseQuery(String.raw`name = 'Ada\'s notes'`)).toMatchObject({ value: "Ada's notes" });
    expect(parseQuery(String.raw`name = 'C:\\temp\\'`)).toMatchObject({ value: 'C:\\temp\\' });
    expect(parseQuery("name = ''")).toMatchObject({ value: '' });
    expect(parseQuery("name='a'and trashed=false")).toMatchObject({ kind: 'and' });
  });

  it('reads RFC 3339 times: UTC unless an offset is given, fractions, dates', () => {
    const at = (text: string) => (parseQuery(`modifiedTime > '${text}'`) as { at: number }).at;
    expect(at('2026-03-01T08:00:00Z')).toBe(Date.UTC(2026, 2, 1, 8));
    expect(at('2026-03-01T08:00:00-08:00')).toBe(Date.UTC(2026, 2, 1, 16));
    expect(at('2026-03-01T08:00:00+05:30')).toBe(Date.UTC(2026, 2, 1, 2, 30));
    expect(at('2026-03-01T08:00:00.250Z')).toBe(Date.UTC(2026, 2, 1, 8, 0, 0, 250));
    expect(at('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
  });

  it('reads a query nested 100 levels deep', () => {
    expect(parseQuery(`${'('.repeat(50)}${'not '.repeat(50)}trashed = true${')'.repeat(50)}`)).toMatchObject({
      kind: 'not',
    });
  });

  it('binds not tighter than and, and tighter than or; parentheses group', () => {
    expect(parseQuery("name = 'a' or name = 'b' and starred = true")).toEqual({
      kind: 'or',
      left: { kind: 'text', field: 'name', op: '=', value: 'a' },
      right: {
        kind: 'and',
        left: { kind: 'text', field: 'name', op: '=', value: 'b' },
        right: { kind: 'flag', field: 'starred', op: '=', value: true },
      },
    });
    expect(parseQuery("(name = 'a' or name = 'b') and starred = true")).toMatchObject({
      kind: 'and',
      left: { kind: 'or' },
    });
    expect(parseQuery("not name = 'a' and trashed = false")).toMatchObject({
      kind: 'and',
      left: { kind: 'not' },
    });
    expect(parseQuery("not (name = 'a' OR not starred = true)")).toMatchObject({
      kind: 'not',
      operand: { kind: 'or', right: { kind: 'not' } },
    });
    expect(
      parseQuery("'root' in parents and (mimeType = 'a' or mimeType = 'b') and trashed = false"),
    ).toMatchObject({ kind: 'and', left: { kind: 'and', left: { kind: 'in' }, right: { kind: 'or' } } });
  });

  it.each([
    ["name = 'a", 'a string is not closed', 7],
    [String.raw`name = 'a\b'`, 'a backslash in a string escapes only', 9],
    ["name = 'a' #", 'unexpected character "#"', 11],
    ["name > 'a'", 'name takes =, !=, contains, not >', 0],
    ['name = a', 'expected a value in single quotes, got "a"', 7],
    ["name 'a'", 'expected an operator after "name", got \'a\'', 5],
    ["size > '10'", 'size is not a search field', 0],
    ["Name = 'a'", 'Name is not a search field', 0],
    ["toString = 'a'", 'toString is not a search field', 0],
    ["fullText = 'a'", "expected 'contains' after fullText", 9],
    ["trashed = 'false'", "expected true or false, got 'false'", 10],
    ['trashed contains true', 'trashed takes = or !=', 0],
    ["modifiedTime contains '2026-01-01'", 'modifiedTime is compared with', 0],
    ["modifiedTime > 'yesterday'", "'yesterday' is not an RFC 3339 time", 15],
    ["modifiedTime > '2026-02-30T00:00:00'", 'is not an RFC 3339 time', 15],
    ["modifiedTime > '2026-01-01T24:00:00'", 'is not an RFC 3339 time', 15],
    ["modifiedTime > '2026-01-01T10:00:00+25:00'", 'is not an RFC 3339 time', 15],
    ["visibility = 'public'", 'visibility is one of', 13],
    ["'x' in folders", 'expected parents, owners, writers or readers', 7],
    ["'x' parents", "expected 'in' after a quoted value", 4],
    ["properties has { key='a' }", "expected 'and' between key and value", 25],
    ["properties has { value='a' and key='b' }", 'expected key=', 17],
    ["properties has { key='a' and value='b'", "expected '}' after the value", 38],
    ["properties = 'a'", "expected 'has' after properties", 11],
    ["properties has { key 'a' and value='b' }", 'expected = after key', 21],
    ["(name = 'a'", 'expected a closing parenthesis', 11],
    ["name = 'a')", 'unexpected ")" after a complete query', 10],
    ["name = 'a' and", 'expected a search term, got the end of the query', 14],
    ["and name = 'a'", 'and is not a search field', 0],
    ["name = 'a' name = 'b'", 'unexpected "name" after a complete query', 11],
    ['()', 'expected a search term, got ")"', 1],
    ['not', 'expected a search term', 3],
    [`${'('.repeat(101)}trashed = true${')'.repeat(101)}`, 'nests more than 100 levels', 100],
    [`${'not '.repeat(101)}trashed = true`, 'nests more than 100 levels', 400],
    [`${'('.repeat(20_000)}`, 'nests more than 100 levels', 100],
  ])('refuses %s: %s', (text, message, position) => {
    const error = refusal(text);
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});

describe('parseQuery on fuzzed input', () => {
  const pieces = [
    'name',
    'fullText',
    'mimeType',
    'trashed',
    'starred',
    'modifiedTime',
    'properties',
    'visibility',
    'contains',
    'in',
    'has',
    'and',
    'or',
    'not',
    'parents',
    'owners',
    'key',
    'value',
    'true',
    'false',
    '=',
    '!=',
    '<',
    '>=',
    '(',
    ')',
    '{',
    '}',
    "'a'",
    "'2026-01-01'",
    "'it\\'s'",
    "'",
    '\\',
    ' ',
    '#',
    '"x"',
  ];

  it("answers every mix of the grammar's pieces with a tree or a QueryError, nothing else", () => {
    const random = new SeededRandom('q fuzz');
    const next = () => random.next();
    let refused = 0;
    for (let n = 0; n < 5000; n++) {
      const length = 1 + Math.floor(next() * 12);
      const text = Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join(' ');
      try {
        parseQuery(text);
      } catch (error) {
        expect(error, text).toBeInstanceOf(QueryError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(4000);
  });
});
