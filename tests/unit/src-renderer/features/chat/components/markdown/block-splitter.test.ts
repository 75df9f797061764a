import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  chunkAnswer,
  generateAnswer,
  seededRandom,
} from '../../../../../../../bench/chat-render-page/answer';
import { BlockSplitter, lexMarkdown, type LexFn } from '@/features/chat/components/markdown/block-splitter';
import longReply from '../../../../../../fixtures/genai/sse/basic-reply-long.sse.txt?raw';
import { sseTexts } from '../../../../../../support/renderer/sse-texts';

/** Tokens as JSON without the lexer's `links` map, to compare an incremental split with a whole lex. */
const shape = (tokens: readonly Token[]) =>
  JSON.stringify(tokens, (key, value: unknown) => (key === 'links' ? undefined : value));

function splitAll(splitter: BlockSplitter, text: string): Token[] {
  const { settled, tail } = splitter.split(text);
  return [...settled, ...tail].map((block) => block.token);
}

/** A lexer that records how many characters each call was given. */
function countingLexer() {
  const calls: number[] = [];
  const lex: LexFn = (source, links) => {
    calls.push(source.length);
    return lexMarkdown(source, links);
  };
  return { lex, calls };
}

const TRICKY = [
  'para\n#hashtag and more\n\n# Title\n\nText **bold** here\n\n- a\n- b\n\n  cont\n- c\n\n1. x\n2. y\n\n```js\nlet a = 1;\n\nlet b;\n```\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n> quote\ncontinued\n\n---\n\nSetext\n===\n\npara\n<div>x</div>\n\n    indented\n\nend',
  'text\n| a | b |\n|---|---|\n| 1 | 2 |\nafter\n\n* x\n* y\n\n  - nested\n\n~~~\ncode\n~~~\nfinal line\n- item\n\n\n\n- loose\n\nx',
  'a\n-\nb\n=\n\n- [ ] t\n- [x] u\n\n<details>\n<summary>s</summary>\n\nin\n</details>\n\n1) one\n2) two\n\n#not heading\n# heading\npara\n```\nunclosed',
  '- a\n\n*\n|---|---|\n  code\n*\n- [ ] t',
];

describe('BlockSplitter', () => {
  it('matches a whole-text lex after every chunk, for every chunk size, on tricky Markdown', () => {
    for (const doc of TRICKY) {
      for (let step = 1; step <= 6; step++) {
        const splitter = new BlockSplitter();
        for (let end = step; end < doc.length + step; end += step) {
          const text = doc.slice(0, end);
          expect(shape(splitAll(splitter, text)), JSON.stringify(text)).toBe(shape(marked.lexer(text)));
        }
      }
    }
  });

  it('matches a whole-text lex on random block soup (seeded)', () => {
    // No reference definitions: a definition after its use is the documented exception.
    const pieces = [
      'para',
      '#',
      '# h',
      '-',
      '- a',
      '1.',
      '2. b',
      '*',
      '**b',
      '**',
      '```',
      '```js',
      '~~~',
      '>',
      '> q',
      '|',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '---',
      '===',
      '    code',
      '  - n',
      '<div>',
      '</div>',
      '<span>',
      'x',
      '[l](https://a)',
      '- [ ] t',
      '\t',
      ' ',
      '',
      '',
      '> - a',
      '1. x',
      '   - y',
      '<!-- c -->',
      '````',
      '__u',
      '~~s',
    ];
    const random = seededRandom(11);
    for (let doc = 0; doc < 400; doc++) {
      const lines = Array.from(
        { length: 3 + Math.floor(random() * 16) },
        () => pieces[Math.floor(random() * pieces.length)],
      );
      const text = lines.join('\n');
      const splitter = new BlockSplitter();
      for (let end = 0; end < text.length;) {
        end = Math.min(text.length, end + 1 + Math.floor(random() * 4));
        const prefix = text.slice(0, end);
        expect(shape(splitAll(splitter, prefix)), JSON.stringify(prefix)).toBe(shape(marked.lexer(prefix)));
      }
    }
  });

  it('matches a whole-text lex at each event of a real streamed answer', () => {
    const splitter = new BlockSplitter();
    let text = '';
    for (const chunk of sseTexts(longReply)) {
      text += chunk;
      expect(shape(splitAll(splitter, text))).toBe(shape(marked.lexer(text)));
    }
    expect(text.length).toBeGreaterThan(1000);
  });

  it('lexes only the tail: per-chunk work stays flat while a 20,000-token answer grows', () => {
    const answer = generateAnswer(20_000);
    const { lex, calls } = countingLexer();
    const splitter = new BlockSplitter(lex);
    let text = '';
    const chunks = chunkAnswer(answer, 200);
    for (const chunk of chunks) {
      text += chunk.text;
      splitter.split(text);
    }
    expect(text).toBe(answer);
    expect(calls).toHaveLength(chunks.length);
    // The largest block of the answer bounds a call, never the message (80,000 characters).
    const largestBlock = Math.max(...marked.lexer(answer).map((token) => token.raw.length));
    expect(Math.max(...calls)).toBeLessThanOrEqual(largestBlock + 2 * 240);
    const late = calls.slice(-50);
    expect(Math.max(...late)).toBeLessThan(answer.length / 20);
    // Over the whole stream each character is lexed a few times, not once per chunk (naive: ~200×).
    const total = calls.reduce((sum, n) => sum + n, 0);
    expect(total / answer.length).toBeLessThan(8);
  });

  it('hands out the same settled block objects on every call', () => {
    const splitter = new BlockSplitter();
    const first = splitter.split('# One\n\nTwo\n\nThree\n\nFour');
    const second = splitter.split('# One\n\nTwo\n\nThree\n\nFour and more');
    expect(first.settled.length).toBeGreaterThan(0);
    first.settled.forEach((block, index) => expect(second.settled[index]).toBe(block));
    expect(second.closedGroups).toBe(first.closedGroups);
  });

  it('starts over when the text no longer extends what was settled (an edit)', () => {
    const { lex, calls } = countingLexer();
    const splitter = new BlockSplitter(lex);
    splitter.split('# One\n\nTwo\n\nThree\n\nFour');
    const edited = '# Uno\n\nTwo\n\nThree\n\nFour';
    expect(shape(splitAll(splitter, edited))).toBe(shape(marked.lexer(edited)));
    expect(calls.at(-1)).toBe(edited.length);
  });

  it('starts over when any character of the settled text changed, however far back', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of the answer.`);
    const text = `${paragraphs.join('\n\n')}\n\nTail`;
    for (const at of [0, Math.floor(text.length / 2), text.lastIndexOf('Paragraph 39') - 3]) {
      const { lex, calls } = countingLexer();
      const splitter = new BlockSplitter(lex);
      splitter.split(text);
      const edited = `${text.slice(0, at)}#${text.slice(at + 1)} more`;
      expect(shape(splitAll(splitter, edited)), `edit at ${at}`).toBe(shape(marked.lexer(edited)));
      expect(calls.at(-1)).toBe(edited.length);
    }
  });

  it('keeps touching blocks in the tail until a blank line ends them', () => {
    const splitter = new BlockSplitter();
    expect(splitter.split('para\n#').settled).toHaveLength(0);
    const text = 'para\n#hashtag';
    expect(shape(splitAll(splitter, text))).toBe(shape(marked.lexer(text)));
    expect(marked.lexer(text)).toHaveLength(1);
  });

  it('settles the block before a blank line while the next line is half-written, unless it may run on', () => {
    const tailTypes = (text: string) => new BlockSplitter().split(text).tail.map((block) => block.token.type);
    // A paragraph, a fenced code block, a table or a quote ends at the blank line.
    expect(tailTypes('Para one.\n\nHalf writ')).toEqual(['paragraph']);
    expect(tailTypes('```ts\nx\n```\n\n- ite')).toEqual(['list']);
    expect(tailTypes('| a | b |\n|---|---|\n| 1 | 2 |\n\n> quo')).toEqual(['blockquote']);
    // A list takes a new item or an indented line after a blank line; so does an indented code block.
    expect(tailTypes('Intro\n\n- a\n- b\n\n  con')).toEqual(['list']);
    expect(tailTypes('Intro\n\n- a\n- b\n\n-')).toEqual(['list']);
    expect(tailTypes('Intro\n\n1. a\n2. b\n\n3')).toEqual(['list', 'space', 'paragraph']);
    expect(tailTypes('Intro\n\n    code\n\n    mo')).toEqual(['code']);
    // Until the new line begins with anything else: then neither can take it, and they settle.
    expect(tailTypes('Intro\n\n- a\n- b\n\nHal')).toEqual(['paragraph']);
    expect(tailTypes('Intro\n\n    code\n\nTex')).toEqual(['paragraph']);
    expect(tailTypes('Intro\n\n- a\n- b\n\n> quo')).toEqual(['blockquote']);
    // A single newline is no blank line: the half-written line may still join the block.
    expect(tailTypes('Intro\n\npara\n#')).toEqual(['paragraph', 'heading']);
  });

  it('matches a whole-text lex across blank lines after every kind of block (every prefix)', () => {
    const doc =
      'Para one.\n\n- a\n- b\n\n  cont\n\n- c\n\nAfter list\n\n    code\n\n    more\n\nText\n\n' +
      '```js\nx\n```\n\n> q\n\n> r\n\n| a |\n|---|\n| 1 |\n\n<div>\n\n</div>\n\n# H\n\n1. x\n\n2. y\n\nEnd *e';
    const splitter = new BlockSplitter();
    for (let end = 1; end <= doc.length; end++) {
      const text = doc.slice(0, end);
      expect(shape(splitAll(splitter, text)), JSON.stringify(text)).toBe(shape(marked.lexer(text)));
    }
  });

  it('matches a whole-text lex when a list or indented code is followed by any kind of line (every prefix)', () => {
    const starts = [
      'Text *e*',
      '  cont',
      '- b',
      '* c',
      '+ d',
      '1. e',
      '2) f',
      '3 g',
      '> q',
      '# H',
      '***',
      '___',
    ];
    const after = ['| a |\n|---|\n| 1 |', '<div>\n\n</div>', '[l](https://a) x', '\tz', '```\nx\n```'];
    for (const next of [...starts, ...after]) {
      for (const block of ['- a\n- b', '1. a\n   - b', '    code']) {
        const doc = `${block}\n\n${next}\n\nEnd`;
        const splitter = new BlockSplitter();
        for (let end = 1; end <= doc.length; end++) {
          const text = doc.slice(0, end);
          expect(shape(splitAll(splitter, text)), JSON.stringify(text)).toBe(shape(marked.lexer(text)));
        }
      }
    }
  });

  it('applies a reference definition to the links after it', () => {
    const splitter = new BlockSplitter();
    splitter.split('[docs]: https://example.com/docs\n\nSee');
    splitter.split('[docs]: https://example.com/docs\n\nSee [docs] here.\n\nNext');
    const text = '[docs]: https://example.com/docs\n\nSee [docs] here.\n\nNext\n\nAnd [docs] again';
    const tokens = splitAll(splitter, text);
    expect(shape(tokens)).toBe(shape(marked.lexer(text)));
    expect(JSON.stringify(tokens.at(-1))).toContain('"href":"https://example.com/docs"');
  });

  it('groups settled blocks into stable runs of 32 without blank-line tokens', () => {
    const splitter = new BlockSplitter();
    const text = Array.from({ length: 70 }, (_, i) => `Paragraph ${i}.`).join('\n\n');
    const result = splitter.split(text);
    expect(result.closedGroups).toHaveLength(2);
    expect(result.closedGroups.every((group) => group.length === 32)).toBe(true);
    const tailContent = result.tail.filter((block) => block.token.type !== 'space');
    expect(result.openGroup.length + tailContent.length).toBe(70 - 64);
    expect(result.closedGroups.flat().every((block) => block.token.type !== 'space')).toBe(true);
    const later = splitter.split(`${text} More.`);
    expect(later.closedGroups[0]).toBe(result.closedGroups[0]);
  });
});
