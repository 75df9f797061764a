// The `q` of stores.list (research google.md §3.2: "drives.list has its own"): `name` (=, !=, contains),
// `createdTime` (compared with an RFC 3339 time) and `hidden` (= or != true/false), combined with and, or,
// not and parentheses. memberCount and organizerCount need domain administrator access, which no sandbox
// caller has, so they are refused like any unknown term. Tokens and times are read as files.list reads them.
import { compare, namePrefix } from './query/query-eval';
import { parseTime } from './query/query-parser';
import { QueryError, tokenize, type Token } from './query/query-tokens';

export type StoreQuery =
  | { kind: 'and' | 'or'; left: StoreQuery; right: StoreQuery }
  | { kind: 'not'; operand: StoreQuery }
  | { kind: 'name'; op: string; value: string }
  | { kind: 'createdTime'; op: string; at: number }
  | { kind: 'hidden'; op: string; value: boolean };

/** Far beyond any query a person or program writes, far below what would exhaust the stack. */
const MAX_DEPTH = 100;

/** What a store query is evaluated against. */
export interface StoreView {
  name: string;
  createdTime: number;
  hidden: boolean;
}

/** The tree of a stores.list `q` (undefined when empty); throws QueryError when it cannot be read. */
export function parseStoreQuery(text: string): StoreQuery | undefined {
  const tokens = tokenize(text);
  let index = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[Math.min(index++, tokens.length - 1)]!;
  const refuse = (token: Token, what: string): never => {
    throw new QueryError(what, token.position);
  };
  const word = (value: string) => {
    const token = peek();
    if (token.kind !== 'word' || token.value.toLowerCase() !== value) return false;
    index++;
    return true;
  };
  const or = (): StoreQuery => {
    let left = and();
    while (word('or')) left = { kind: 'or', left, right: and() };
    return left;
  };
  const and = (): StoreQuery => {
    let left = not();
    while (word('and')) left = { kind: 'and', left, right: not() };
    return left;
  };
  let depth = 0;
  /** Parses one level deeper; nesting past MAX_DEPTH is refused rather than overflowing the stack. */
  const nested = (parse: () => StoreQuery): StoreQuery => {
    if (++depth > MAX_DEPTH) refuse(peek(), `the query nests more than ${MAX_DEPTH} levels`);
    const query = parse();
    depth--;
    return query;
  };
  const not = (): StoreQuery => (word('not') ? { kind: 'not', operand: nested(not) } : primary());
  const primary = (): StoreQuery => {
    const token = next();
    if (token.kind === 'punct' && token.value === '(') {
      const inner = nested(or);
      const close = next();
      if (close.kind !== 'punct' || close.value !== ')') refuse(close, 'expected a closing parenthesis');
      return inner;
    }
    if (token.kind !== 'word') return refuse(token, 'expected name, createdTime or hidden');
    const op = next();
    const opText = op.kind === 'operator' || (op.kind === 'word' && op.value === 'contains') ? op.value : '';
    const value = next();
    if (token.value === 'name' && ['=', '!=', 'contains'].includes(opText) && value.kind === 'string')
      return { kind: 'name', op: opText, value: value.value };
    if (token.value === 'createdTime' && op.kind === 'operator' && value.kind === 'string')
      return { kind: 'createdTime', op: opText, at: parseTime(value.value, value.position) };
    const flag = value.kind === 'word' ? value.value.toLowerCase() : '';
    if (token.value === 'hidden' && ['=', '!='].includes(opText) && (flag === 'true' || flag === 'false'))
      return { kind: 'hidden', op: opText, value: flag === 'true' };
    return refuse(token, `${token.value} ${opText} is not a term stores.list can search`);
  };
  if (peek().kind === 'end') return undefined;
  const query = or();
  if (peek().kind !== 'end') refuse(peek(), 'unexpected text after a complete query');
  return query;
}

export function storeMatches(query: StoreQuery | undefined, store: StoreView): boolean {
  if (!query) return true;
  switch (query.kind) {
    case 'and':
      return storeMatches(query.left, store) && storeMatches(query.right, store);
    case 'or':
      return storeMatches(query.left, store) || storeMatches(query.right, store);
    case 'not':
      return !storeMatches(query.operand, store);
    case 'name':
      if (query.op === 'contains') return namePrefix(store.name, query.value);
      return (store.name === query.value) === (query.op === '=');
    case 'createdTime':
      return compare(store.createdTime, query.at, query.op);
    case 'hidden':
      return (store.hidden === query.value) === (query.op === '=');
  }
}
