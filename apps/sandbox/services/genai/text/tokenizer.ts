// The sandbox's one tokenizer, used for usageMetadata, maxOutputTokens, stream chunking and countTokens alike.
// A token is a run of at most 6 letters/digits of one word (so most English words are one token, longer ones
// two or more), or one punctuation/symbol character, or a whitespace run that contains a line break.
// Other whitespace rides along with the token that follows it, so the pieces always join back to the text.

const TOKEN = /[^\S\n]*(?:[\p{L}\p{M}\p{N}]{1,6}|[^\s\p{L}\p{M}\p{N}])|[^\S\n]*\n\s*|\s+/gu;

/** The text cut into tokens; `tokenize(t).join('') === t`. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function countTokens(text: string): number {
  let count = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.exec(text) !== null) count += 1;
  return count;
}

/** The longest prefix of `text` holding at most `limit` tokens. */
export function firstTokens(text: string, limit: number): string {
  if (limit <= 0) return '';
  let count = 0;
  let end = 0;
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(text)) !== null) {
    count += 1;
    end = match.index + match[0].length;
    if (count === limit) break;
  }
  return text.slice(0, end);
}

/** Tokens a non-text part costs: a fixed 258 per image, audio, video or document (the per-image figure of the docs). */
export const MEDIA_PART_TOKENS = 258;
