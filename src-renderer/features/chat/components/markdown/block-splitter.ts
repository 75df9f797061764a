import { Lexer, type Links, type Token } from 'marked';

/**
 * Turns Markdown source into top-level block tokens, given the reference definitions (`[x]: url`) seen
 * before it: marked's lexer by default, injectable so tests and benchmarks can count the work.
 */
export type LexFn = (source: string, links: Readonly<Links>) => Token[];

/** One top-level block: its token, its source, and where that source starts in the message (its React key). */
export interface SourceBlock {
  offset: number;
  raw: string;
  token: Token;
}

export interface SplitResult {
  /** Blocks that can no longer change as text is appended; the same objects on every call. */
  settled: readonly SourceBlock[];
  /** Settled content blocks (no blank-line tokens) in full runs of SETTLED_GROUP_SIZE, each a stable array. */
  closedGroups: readonly (readonly SourceBlock[])[];
  /** Settled content blocks after the last full run; a new array whenever one is added. */
  openGroup: readonly SourceBlock[];
  /** The last blocks, re-lexed on every call because appended text may still change them. */
  tail: readonly SourceBlock[];
}

export const lexMarkdown: LexFn = (source, links) => {
  const lexer = new Lexer({ gfm: true });
  Object.assign(lexer.tokens.links, links);
  return lexer.lex(source);
};

/** Settled blocks are handed out in groups of this many, so a long answer re-renders as a few groups. */
export const SETTLED_GROUP_SIZE = 32;

/**
 * Splits a growing message into blocks, lexing only the unsettled tail: the settled prefix is cached
 * across calls, so each streamed chunk costs O(tail) lexing instead of O(message). A text that does not
 * extend the cached prefix (an edit, a new message) starts over.
 */
export class BlockSplitter {
  private settled: SourceBlock[] = [];
  private closedGroups: (readonly SourceBlock[])[] = [];
  private openGroup: readonly SourceBlock[] = [];
  private settledSource = '';
  private links: Links = {};

  constructor(private readonly lex: LexFn = lexMarkdown) {}

  split(text: string): SplitResult {
    if (!hasPrefix(text, this.settledSource)) {
      this.settled = [];
      this.closedGroups = [];
      this.openGroup = [];
      this.settledSource = '';
      this.links = {};
    }
    const start = this.settledSource.length;
    const tail = text.slice(start);
    const tokens = tail === '' ? [] : this.lex(tail, this.links);
    const boundary = this.settleBoundary(tokens, tail.length);
    let offset = start;
    const tailBlocks: SourceBlock[] = [];
    tokens.forEach((token, index) => {
      const block = { offset, raw: token.raw, token };
      if (index < boundary) this.settle(block);
      else tailBlocks.push(block);
      offset += token.raw.length;
    });
    if (boundary > 0) this.settledSource = text.slice(0, tailBlocks[0]?.offset ?? offset);
    return {
      settled: this.settled,
      closedGroups: this.closedGroups,
      openGroup: this.openGroup,
      tail: tailBlocks,
    };
  }

  private settle(block: SourceBlock): void {
    this.settled.push(block);
    const token = block.token;
    if (token.type !== 'space') {
      // Replaced, never mutated, so a group's identity changes exactly when its content does.
      this.openGroup = [...this.openGroup, block];
      if (this.openGroup.length === SETTLED_GROUP_SIZE) {
        this.closedGroups.push(this.openGroup);
        this.openGroup = [];
      }
    }
    // A reference definition applies to the links after it (marked's first definition wins).
    if (token.type === 'def' && !(token.tag in this.links))
      this.links[token.tag] = { href: token.href, title: token.title };
  }

  /** Index of the first token that must stay in the tail; 0 settles nothing. */
  private settleBoundary(tokens: readonly Token[], tailLength: number): number {
    // Offsets come from raw lengths; if the lexer ever rewrote a raw, settle nothing rather than drift.
    let total = 0;
    for (const token of tokens) total += token.raw.length;
    if (total !== tailLength) return 0;
    let last = -1;
    let previous = -1;
    for (let index = tokens.length - 1; index >= 0 && previous < 0; index--) {
      if (tokens[index]!.type === 'space') continue;
      if (last < 0) last = index;
      else previous = index;
    }
    if (last < 0) return 0;
    // Once the last block's first line is whole, what it is can no longer change what came before it;
    // until then (`para\n#` is a heading until `#hashtag` makes it a paragraph line) the block before
    // it stays in the tail too.
    const firstLineWhole = tokens[last]!.raw.includes('\n') || last < tokens.length - 1;
    const boundary = firstLineWhole || !canContinue(tokens, previous, last) ? last : previous;
    return boundary > 0 ? backOffToBlankLine(tokens, boundary) : 0;
  }
}

/**
 * Whether a half-written line at `last` may still join or change the block at `previous`. Only blocks
 * that run on across a blank line can: a list (a new item, an indented continuation, looseness) and an
 * indented code block; any other block ends at the blank line, whatever the next line turns out to be.
 * Even those two end there once the new line has begun with anything but indentation or what may
 * become a list marker, so a paragraph written after a list does not keep the list re-lexed.
 */
function canContinue(tokens: readonly Token[], previous: number, last: number): boolean {
  if (previous < 0) return true;
  let gap = '';
  for (let index = previous + 1; index < last; index++) gap += tokens[index]!.raw;
  // Touching blocks (no whole blank line between them) can always change each other.
  if (!/\n[ \t]*\n/.test(gap)) return true;
  const token = tokens[previous]!;
  const runsOn = token.type === 'list' || (token.type === 'code' && token.codeBlockStyle === 'indented');
  return runsOn && MAY_RUN_ON.test(tokens[last]!.raw);
}

/** How a line that joins a list or an indented code block after a blank line can begin. */
const MAY_RUN_ON = /^[ \t*+\-\d]/;

/**
 * The tail starts only after a blank line. Blocks that touch (no blank line between) can still change
 * each other: marked folds an indented code block or a definition into a paragraph right before it,
 * and whether `*` interrupts a paragraph as an empty list item depends on the line after it.
 */
function backOffToBlankLine(tokens: readonly Token[], index: number): number {
  let start = index;
  while (start > 0 && tokens[start - 1]!.type !== 'space') start--;
  return start;
}

/**
 * Whether `text` begins with `prefix`. It runs on every chunk over the whole settled text: V8 compares
 * a slice with `===` as one block of memory, where `startsWith` walks both strings a character at a
 * time (see docs/benchmarks.md, chat render).
 */
function hasPrefix(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length) === prefix;
}

/** Normalizes line endings the way marked's lexer does, so raw lengths add up to the text's length. */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
