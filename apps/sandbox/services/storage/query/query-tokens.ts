// Hand-written because no maintained library parses Drive's query language (google-drive-mock and the
// others in the research parse a subset with regular expressions). This file splits a `q` into tokens:
// single-quoted strings (`\'` and `\\` are the only escapes), words, comparison operators, brackets.

/** Why a query is refused, and where: the service answers only "Invalid Value", the console can say more. */
export class QueryError extends Error {
  constructor(
    message: string,
    /** Offset in the query text (0-based) of what was refused. */
    readonly position: number,
  ) {
    super(`${message} (at character ${position + 1})`);
  }
}

export type Token =
  | { kind: 'string'; value: string; position: number }
  | { kind: 'word'; value: string; position: number }
  | { kind: 'operator'; value: '=' | '!=' | '<' | '<=' | '>' | '>='; position: number }
  | { kind: 'punct'; value: '(' | ')' | '{' | '}'; position: number }
  | { kind: 'end'; position: number };

const WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
const OPERATOR = /!=|<=|>=|=|<|>/y;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === "'") {
      const { value, end } = readString(text, i);
      tokens.push({ kind: 'string', value, position: i });
      i = end;
      continue;
    }
    if ('(){}'.includes(char)) {
      tokens.push({ kind: 'punct', value: char as '(' | ')' | '{' | '}', position: i });
      i++;
      continue;
    }
    OPERATOR.lastIndex = i;
    const operator = OPERATOR.exec(text);
    if (operator) {
      tokens.push({ kind: 'operator', value: operator[0] as '=', position: i });
      i += operator[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (!word) throw new QueryError(`unexpected character ${JSON.stringify(char)}`, i);
    tokens.push({ kind: 'word', value: word[0], position: i });
    i += word[0].length;
  }
  tokens.push({ kind: 'end', position: text.length });
  return tokens;
}

/** The string starting at the quote at `start`: its value and the offset after its closing quote. */
function readString(text: string, start: number): { value: string; end: number } {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'") return { value, end: i + 1 };
    if (char !== '\\') {
      value += char;
      continue;
    }
    const escaped = text[i + 1];
    if (escaped !== "'" && escaped !== '\\')
      throw new QueryError("a backslash in a string escapes only ' or \\ (write \\' or \\\\)", i);
    value += escaped;
    i++;
  }
  throw new QueryError('a string is not closed: end it with an unescaped single quote', start);
}
