/**
 * Display fixes for the block still being streamed, so half-written Markdown does not flicker between
 * raw and rendered forms: an open `**bold` renders bold now instead of showing `**` until the closer
 * arrives, a dangling `**` or a lone `-`/`#` line (setext underline, empty heading in the making) is
 * hidden until the next chunk says what it is. Open code fences need nothing: marked already lexes
 * an unclosed fence as a code block running to the end.
 */

/** A last line that is only a marker whose meaning depends on what follows. */
const DANGLING_LINE = /\n? {0,3}(?:[-=+*]{1,2}|#{1,6}|`{1,2}|~{1,2}|_{1,2})[ \t]*$/;

/** An opening delimiter: `**`, `~~`, `*`, or a backtick run of any length. */
interface OpenDelimiter {
  delimiter: string;
  index: number;
}

export function closeOpenMarkup(raw: string): string {
  const stripped = raw.replace(DANGLING_LINE, '');
  const lineStart = stripped.lastIndexOf('\n') + 1;
  const line = stripped.slice(lineStart);
  const open = openDelimiters(line);
  if (open.length === 0) return closeOpenLinkTarget(stripped);
  const last = open[open.length - 1]!;
  // A delimiter with nothing after it yet is dropped rather than closed (`a **` would become `a ****`).
  if (line.slice(last.index + last.delimiter.length).trim() === '') {
    return closeOpenMarkup(stripped.slice(0, lineStart + last.index).trimEnd());
  }
  const body = stripped.trimEnd();
  const closers = open
    .map((entry) => entry.delimiter)
    .reverse()
    .join('');
  return closeOpenLinkTarget(body) + closers + stripped.slice(body.length);
}

/** Emphasis, strike and code-span delimiters opened on this line and not yet closed, in order. */
function openDelimiters(line: string): OpenDelimiter[] {
  const stack: OpenDelimiter[] = [];
  let index = skipBlockMarker(line);
  while (index < line.length) {
    const char = line[index]!;
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(line.slice(index))![0];
      const close = line.indexOf(run, index + run.length);
      if (close === -1) return [...stack, { delimiter: run, index }];
      index = close + run.length;
      continue;
    }
    const delimiter = line.startsWith('**', index)
      ? '**'
      : line.startsWith('~~', index)
        ? '~~'
        : char === '*'
          ? '*'
          : null;
    if (delimiter === null) {
      index += 1;
      continue;
    }
    const before = line[index - 1] ?? ' ';
    const after = line[index + delimiter.length] ?? '';
    const top = stack[stack.length - 1];
    if (top?.delimiter === delimiter && !/\s/.test(before)) stack.pop();
    // Only a word-initial delimiter counts as an opener: `5*3` is arithmetic, not emphasis in the making.
    else if (/[\s([{"']/.test(before) && (after === '' || !/\s/.test(after)))
      stack.push({ delimiter, index });
    index += delimiter.length;
  }
  return stack;
}

/** Skips `> `, `- `, `* `, `1. `, `# ` and table pipes at the start of a line: they are not inline markup. */
function skipBlockMarker(line: string): number {
  return /^(?: {0,3}>)*\s*(?:[-*+] (?:\[[ xX]\] )?|\d{1,9}[.)] |#{1,6} )?/.exec(line)![0].length;
}

/** `[text](https://exa` renders as a link already instead of as bracketed text. */
function closeOpenLinkTarget(text: string): string {
  const start = text.lastIndexOf('](');
  if (start === -1 || text.indexOf(')', start) !== -1 || /\s/.test(text.slice(start + 2))) return text;
  if (text.lastIndexOf('[', start) < text.lastIndexOf('\n')) return text;
  return `${text})`;
}
