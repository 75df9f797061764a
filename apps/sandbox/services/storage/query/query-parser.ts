// Drive's files.list `q` language (research google.md §3.2; developers.google.com/workspace/drive/api/guides/
// ref-search-terms) parsed into a tree, hand-written for the reason query-tokens.ts gives. Precedence:
// `not` binds tightest, then `and`, then `or`; parentheses group. Each field takes only its own operators
// and value type, so `name > 'a'` or `trashed = 'yes'` is refused as the service refuses it. The connectives
// are read in any case (`AND`); field names and the other keywords only as documented.
import { QueryError, tokenize, type Token } from './query-tokens';

type TextField = 'name' | 'mimeType' | 'visibility' | 'shortcutDetails.targetId';
type TimeField = 'modifiedTime' | 'createdTime' | 'viewedByMeTime';
type FlagField = 'trashed' | 'starred' | 'sharedWithMe';
type Collection = 'parents' | 'owners' | 'writers' | 'readers';
type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Query =
  | { kind: 'and' | 'or'; left: Query; right: Query }
  | { kind: 'not'; operand: Query }
  | { kind: 'text'; field: TextField; op: '=' | '!=' | 'contains'; value: string }
  | { kind: 'fullText'; value: string }
  | { kind: 'time'; field: TimeField; op: Comparison; at: number }
  | { kind: 'flag'; field: FlagField; op: '=' | '!='; value: boolean }
  | { kind: 'in'; collection: Collection; value: string }
  | { kind: 'has'; field: 'properties' | 'appProperties'; key: string; value: string };

/** The operators each text field accepts. */
const TEXT_FIELDS: Record<TextField, ReadonlyArray<string>> = {
  name: ['=', '!=', 'contains'],
  mimeType: ['=', '!=', 'contains'],
  visibility: ['=', '!='],
  'shortcutDetails.targetId': ['=', '!='],
};
const TIME_FIELDS = new Set<string>(['modifiedTime', 'createdTime', 'viewedByMeTime']);
const FLAG_FIELDS = new Set<string>(['trashed', 'starred', 'sharedWithMe']);
const COLLECTIONS = new Set<string>(['parents', 'owners', 'writers', 'readers']);
/** Far beyond any query a person or program writes, far below what would exhaust the stack. */
const MAX_DEPTH = 100;
const VISIBILITIES = new Set([
  'anyoneCanFind',
  'anyoneWithLink',
  'domainCanFind',
  'domainWithLink',
  'limited',
]);

/** The tree of a `q`; undefined for an empty one (no filter). Throws QueryError for anything else invalid. */
export function parseQuery(text: string): Query | undefined {
  const parser = new Parser(tokenize(text));
  if (parser.peek().kind === 'end') return undefined;
  const query = parser.or();
  const rest = parser.peek();
  if (rest.kind !== 'end')
    throw new QueryError(`unexpected ${describe(rest)} after a complete query`, rest.position);
  return query;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private connective(word: 'and' | 'or' | 'not'): boolean {
    const token = this.peek();
    if (token.kind !== 'word' || token.value.toLowerCase() !== word) return false;
    this.index++;
    return true;
  }

  or(): Query {
    let left = this.and();
    while (this.connective('or')) left = { kind: 'or', left, right: this.and() };
    return left;
  }

  private and(): Query {
    let left = this.not();
    while (this.connective('and')) left = { kind: 'and', left, right: this.not() };
    return left;
  }

  private not(): Query {
    const token = this.peek();
    if (!this.connective('not')) return this.primary();
    return { kind: 'not', operand: this.nested(token, () => this.not()) };
  }

  /** Parses one level deeper; a query nested past MAX_DEPTH is refused rather than overflowing the stack. */
  private nested(at: Token, parse: () => Query): Query {
    if (++this.depth > MAX_DEPTH)
      throw new QueryError(
        `the query nests more than ${MAX_DEPTH} levels of parentheses and not`,
        at.position,
      );
    const query = parse();
    this.depth--;
    return query;
  }

  private primary(): Query {
    const token = this.peek();
    if (token.kind === 'punct' && token.value === '(') {
      this.index++;
      const inner = this.nested(token, () => this.or());
      this.expectPunct(')', 'a closing parenthesis');
      return inner;
    }
    if (token.kind === 'string') return this.membership();
    if (token.kind === 'word') return this.term();
    throw new QueryError(`expected a search term, got ${describe(token)}`, token.position);
  }

  /** `'value' in parents|owners|writers|readers`. */
  private membership(): Query {
    const value = this.next() as Extract<Token, { kind: 'string' }>;
    this.expectWord('in', "'in' after a quoted value");
    const collection = this.next();
    if (collection.kind !== 'word' || !COLLECTIONS.has(collection.value))
      throw new QueryError(
        `expected parents, owners, writers or readers after 'in', got ${describe(collection)}`,
        collection.position,
      );
    return { kind: 'in', collection: collection.value as Collection, value: value.value };
  }

  private term(): Query {
    const field = this.next() as Extract<Token, { kind: 'word' }>;
    const name = field.value;
    if (name === 'fullText') {
      this.expectWord('contains', "'contains' after fullText (its only operator)");
      return { kind: 'fullText', value: this.string() };
    }
    if (name === 'properties' || name === 'appProperties') return this.has(name);
    if (!Object.hasOwn(TEXT_FIELDS, name) && !TIME_FIELDS.has(name) && !FLAG_FIELDS.has(name))
      throw new QueryError(`${name} is not a search field of files.list`, field.position);
    const op = this.operator(field);
    if (Object.hasOwn(TEXT_FIELDS, name)) {
      const textField = name as TextField;
      if (!TEXT_FIELDS[textField].includes(op))
        throw new QueryError(`${name} takes ${TEXT_FIELDS[textField].join(', ')}, not ${op}`, field.position);
      const valueToken = this.peek();
      const value = this.string();
      if (textField === 'visibility' && !VISIBILITIES.has(value))
        throw new QueryError(`visibility is one of ${[...VISIBILITIES].join(', ')}`, valueToken.position);
      return { kind: 'text', field: textField, op: op as '=' | '!=' | 'contains', value };
    }
    if (TIME_FIELDS.has(name)) {
      if (op === 'contains') throw new QueryError(`${name} is compared with < <= = != > >=`, field.position);
      const valueToken = this.peek();
      return {
        kind: 'time',
        field: name as TimeField,
        op,
        at: parseTime(this.string(), valueToken.position),
      };
    }
    if (op !== '=' && op !== '!=') throw new QueryError(`${name} takes = or !=`, field.position);
    return { kind: 'flag', field: name as FlagField, op, value: this.boolean() };
  }

  /** `properties has { key='k' and value='v' }`. */
  private has(field: 'properties' | 'appProperties'): Query {
    this.expectWord('has', `'has' after ${field}`);
    this.expectPunct('{', "'{' after 'has'");
    const key = this.pair('key');
    this.expectWord('and', "'and' between key and value");
    const value = this.pair('value');
    this.expectPunct('}', "'}' after the value");
    return { kind: 'has', field, key, value };
  }

  private pair(name: 'key' | 'value'): string {
    this.expectWord(name, `${name}=`);
    const op = this.next();
    if (op.kind !== 'operator' || op.value !== '=')
      throw new QueryError(`expected = after ${name}`, op.position);
    return this.string();
  }

  private operator(field: Token): Comparison | 'contains' {
    const token = this.next();
    if (token.kind === 'operator') return token.value;
    if (token.kind === 'word' && token.value === 'contains') return 'contains';
    throw new QueryError(
      `expected an operator after ${describe(field)}, got ${describe(token)}`,
      token.position,
    );
  }

  private string(): string {
    const token = this.next();
    if (token.kind !== 'string')
      throw new QueryError(`expected a value in single quotes, got ${describe(token)}`, token.position);
    return token.value;
  }

  private boolean(): boolean {
    const token = this.next();
    const word = token.kind === 'word' ? token.value.toLowerCase() : '';
    if (word !== 'true' && word !== 'false')
      throw new QueryError(`expected true or false, got ${describe(token)}`, token.position);
    return word === 'true';
  }

  private expectWord(word: string, what: string): void {
    const token = this.next();
    if (token.kind !== 'word' || token.value !== word)
      throw new QueryError(`expected ${what}, got ${describe(token)}`, token.position);
  }

  private expectPunct(value: string, what: string): void {
    const token = this.next();
    if (token.kind !== 'punct' || token.value !== value)
      throw new QueryError(`expected ${what}, got ${describe(token)}`, token.position);
  }
}

function describe(token: Token): string {
  if (token.kind === 'end') return 'the end of the query';
  if (token.kind === 'string') return `'${token.value}'`;
  return JSON.stringify(token.value);
}

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;

/** An RFC 3339 date-time (or a date) as ms since the epoch; UTC unless it carries an offset. */
export function parseTime(text: string, position: number): number {
  const match = RFC_3339.exec(text);
  const invalid = () =>
    new QueryError(
      `'${text}' is not an RFC 3339 time such as '2026-01-31T12:00:00' or '…T12:00:00-08:00'`,
      position,
    );
  if (!match) throw invalid();
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const utc = Date.UTC(...parts, Math.floor(Number(`0${fraction}`) * 1000));
  const back = new Date(utc);
  const same =
    back.getUTCFullYear() === parts[0] &&
    back.getUTCMonth() === parts[1] &&
    back.getUTCDate() === parts[2] &&
    parts[3] < 24 &&
    parts[4] < 60 &&
    parts[5] < 60;
  if (!same) throw invalid();
  if (zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = zone.slice(1).split(':').map(Number) as [number, number];
  if (zh > 23 || zm > 59) throw invalid();
  return utc - sign * (zh * 60 + zm) * 60_000;
}
