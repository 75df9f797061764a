/** Operators and words that mark typed text as a `q` expression rather than words to look for. */
const Q_SYNTAX =
  /(=|<|>|\bcontains\b|\bin\s+(parents|owners|writers|readers)\b|\bhas\b|\btrashed\b|\bstarred\b)/i;

/** A value inside single quotes, as `q` writes them: backslash and quote escaped. */
export function quoted(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * What the search box sends: an expression in the `q` language as typed, or plain words as a search of names
 * and contents that leaves the trash out.
 */
export function searchQuery(typed: string): string {
  const text = typed.trim();
  if (Q_SYNTAX.test(text)) return text;
  return `fullText contains ${quoted(text)} and trashed = false`;
}
