// Whether a file matches a parsed `q`, as the caller sees it (their star, their "shared with me", `'me'`
// and `'root'` meaning them). Matching rules from developers.google.com/workspace/drive/api/guides/
// ref-search-terms, on tokens (runs of letters and digits, case ignored): `name contains 'a b'` needs each
// word to start a token of the name ("HelloWorld" matches 'Hello', not 'World'); `fullText contains 'a b'`
// needs each word to be a whole token of the name, description or text content, and `'"a b"'` (in double
// quotes) those tokens one after another; a time field the file lacks (never viewed) matches nothing.
import type { Query } from './query-parser';

/** A file as the evaluator needs it, from the point of view of one caller. */
export interface QueryFile {
  name: string;
  mimeType: string;
  description?: string;
  /** ms since the epoch. */
  modifiedTime: number;
  createdTime: number;
  viewedByMeTime?: number;
  trashed: boolean;
  starred: boolean;
  sharedWithMe: boolean;
  parents: readonly string[];
  /** E-mail addresses: owners, and who may write (owners included) or read (writers and commenters included). */
  owners: readonly string[];
  writers: readonly string[];
  readers: readonly string[];
  properties: Readonly<Record<string, string>>;
  appProperties: Readonly<Record<string, string>>;
  visibility: string;
  shortcutTargetId?: string;
  /** The indexed text of the content, if any. */
  contentText?: string;
}

export interface QueryCaller {
  /** The caller's e-mail: what `'me'` stands for. */
  email: string;
  /** The caller's root folder ID: what `'root'` stands for. */
  rootId: string;
}

export function matches(query: Query | undefined, file: QueryFile, caller: QueryCaller): boolean {
  if (!query) return true;
  switch (query.kind) {
    case 'and':
      return matches(query.left, file, caller) && matches(query.right, file, caller);
    case 'or':
      return matches(query.left, file, caller) || matches(query.right, file, caller);
    case 'not':
      return !matches(query.operand, file, caller);
    case 'text': {
      const actual =
        query.field === 'name'
          ? file.name
          : query.field === 'mimeType'
            ? file.mimeType
            : query.field === 'visibility'
              ? file.visibility
              : file.shortcutTargetId;
      if (query.op === 'contains')
        return query.field === 'name'
          ? namePrefix(file.name, query.value)
          : (actual ?? '').includes(query.value);
      return (actual === query.value) === (query.op === '=');
    }
    case 'fullText':
      return containsWords(
        [file.name, file.description ?? '', file.contentText ?? ''].join('\n'),
        query.value,
      );
    case 'time': {
      const actual = file[query.field];
      return actual !== undefined && compare(actual, query.at, query.op);
    }
    case 'flag':
      return (file[query.field] === query.value) === (query.op === '=');
    case 'in': {
      if (query.collection === 'parents')
        return file.parents.includes(query.value === 'root' ? caller.rootId : query.value);
      const who = query.value === 'me' ? caller.email : query.value;
      return file[query.collection].some((email) => email.toLowerCase() === who.toLowerCase());
    }
    case 'has':
      return file[query.field][query.key] === query.value;
  }
}

export function compare(actual: number, expected: number, op: string): boolean {
  switch (op) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    case '>':
      return actual > expected;
    default:
      return actual >= expected;
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function namePrefix(name: string, value: string): boolean {
  const tokens = words(name);
  return words(value).every((word) => tokens.some((token) => token.startsWith(word)));
}

/** Whether every word of `value` is a token of `text`, or, for a value in double quotes, all in a row. */
function containsWords(text: string, value: string): boolean {
  const wanted = words(value);
  const have = words(text);
  if (!/^\s*".*"\s*$/s.test(value)) return wanted.every((word) => have.includes(word));
  for (let i = 0; i + wanted.length <= have.length; i++) {
    if (wanted.every((word, j) => have[i + j] === word)) return true;
  }
  return false;
}
