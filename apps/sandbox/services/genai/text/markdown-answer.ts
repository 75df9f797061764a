// Composes a whole markdown answer whose shape follows the prompt: its length phrase (length-spec.ts), a
// request for code or a table, and the system instruction's style (answer-style.ts).
import { applyStyle, type AnswerStyle } from './answer-style';
import type { LengthSpec } from './length-spec';
import type { Topic } from './topic';
import { ProseWriter } from './prose';
import type { SeededRandom } from './seeded-random';
import { firstTokens, countTokens } from './tokenizer';

export interface AnswerRequest {
  topic: Topic;
  spec: LengthSpec;
  style: AnswerStyle;
  random: SeededRandom;
  codeLanguage?: string;
  table: boolean;
}

/** Words are whitespace-separated, except in Japanese where each letter or digit counts as one. */
function wordPattern(language: string): RegExp {
  return language === 'ja' ? /[\p{L}\p{N}]/gu : /\S+/g;
}

/** The text cut after its `limit`-th word, ending with a full stop. */
function cutToWords(text: string, limit: number, language: string): string {
  const pattern = wordPattern(language);
  let end = text.length;
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    count += 1;
    if (count === limit) {
      end = (match.index ?? 0) + match[0].length;
      break;
    }
  }
  const cut = text.slice(0, end).replace(/[,;:—–-]+$/, '');
  return /[.!?。！？]$/.test(cut) ? cut : `${cut}${language === 'ja' ? '。' : '.'}`;
}

function countWords(text: string, language: string): number {
  return text.match(wordPattern(language))?.length ?? 0;
}

function defaultLayout(w: ProseWriter, req: AnswerRequest): string[] {
  const { headings } = w.pack;
  if (req.codeLanguage) return [w.paragraph(2, w.intro()), w.code(req.codeLanguage), w.closer()];
  if (req.table)
    return [
      w.paragraph(2, w.intro()),
      w.heading(3, headings.comparison),
      w.table(),
      w.paragraph(2),
      w.closer(),
    ];
  switch (req.random.int(0, 2)) {
    case 0:
      return [
        w.paragraph(2, w.intro()),
        w.heading(3, headings.keyPoints),
        w.list(req.random.int(3, 5), true),
        w.paragraph(3),
        w.closer(),
      ];
    case 1:
      return [w.intro(), w.list(req.random.int(3, 4), false), `**${headings.summary}:** ${w.closer()}`];
    default:
      return [
        w.heading(2, req.topic.title),
        w.paragraph(2, w.intro()),
        w.heading(3, headings.overview),
        w.paragraph(3),
        w.heading(3, headings.details),
        w.list(req.random.int(3, 4), false),
        w.closer(),
      ];
  }
}

/** A long essay; `sections` more sections are added on top of the usual ones. */
function essay(w: ProseWriter, req: AnswerRequest, sections = 0): string[] {
  const blocks = [w.heading(2, req.topic.title), w.paragraph(4, w.intro())];
  const names = w.pack.headings.sections;
  const total = 5 + sections;
  const long = () => w.paragraph(req.random.int(4, 6));
  for (let i = 0; i < total; i += 1) {
    const base = names[i % names.length] ?? names[0] ?? '';
    blocks.push(w.heading(3, i < names.length ? base : `${base} (${Math.floor(i / names.length) + 1})`));
    blocks.push(long(), long());
    if (i === 1) blocks.push(w.list(req.random.int(3, 5), false));
    if (i === 2 && req.table) blocks.push(w.table());
    if (i === 2 && req.codeLanguage) blocks.push(w.code(req.codeLanguage));
    blocks.push(long());
  }
  blocks.push(w.heading(3, w.pack.headings.summary), w.paragraph(3, w.closer()));
  return blocks;
}

function paragraphs(w: ProseWriter, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return w.paragraph(undefined, w.intro());
    if (i === count - 1 && count > 1) return `${w.paragraph(3)} ${w.closer()}`;
    return w.paragraph();
  });
}

function sentences(w: ProseWriter, count: number): string[] {
  const all = Array.from({ length: count }, (_, i) =>
    i === 0 ? w.intro() : i === count - 1 && count >= 3 ? w.closer() : w.sentence(),
  );
  const joiner = w.pack.code === 'ja' ? '' : ' ';
  const out: string[] = [];
  for (let i = 0; i < all.length; i += 5) out.push(all.slice(i, i + 5).join(joiner));
  return out;
}

export function writeMarkdownAnswer(req: AnswerRequest): string {
  const w = new ProseWriter(req.style.language, req.topic, req.random);
  const spec: LengthSpec =
    req.spec.kind === 'default' && req.style.bullets
      ? { kind: 'items', count: 4, ordered: false }
      : req.spec.kind === 'default' && req.style.concise
        ? { kind: 'short' }
        : req.spec;
  const language = req.style.language.code;
  switch (spec.kind) {
    case 'words': {
      const blocks: string[] = [];
      // Counted block by block: re-counting the whole text each time would be quadratic.
      for (let words = 0; words < spec.count;) {
        const block = blocks.length === 0 ? w.paragraph(undefined, w.intro()) : w.paragraph();
        blocks.push(block);
        words += countWords(block, language);
      }
      return applyStyle(cutToWords(blocks.join('\n\n'), spec.count, language), req.style);
    }
    case 'tokens': {
      const blocks = essay(w, req);
      let tokens = countTokens(blocks.join('\n\n'));
      while (tokens < spec.count + 64) {
        const more = essay(w, req, 2).slice(1);
        blocks.push(...more);
        tokens += countTokens(more.join('\n\n')) + more.length;
      }
      return firstTokens(applyStyle(blocks.join('\n\n'), req.style), spec.count);
    }
    case 'paragraphs':
      return applyStyle(paragraphs(w, spec.count).join('\n\n'), req.style);
    case 'sentences':
      return applyStyle(sentences(w, spec.count).join('\n\n'), req.style);
    case 'items':
      return applyStyle([w.intro(), w.list(spec.count, spec.ordered), w.closer()].join('\n\n'), req.style);
    case 'short':
      return applyStyle(req.random.chance(0.5) ? w.intro() : `${w.intro()} ${w.sentence()}`, req.style);
    case 'long':
      return applyStyle(essay(w, req).join('\n\n'), req.style);
    case 'default':
      return applyStyle(defaultLayout(w, req).join('\n\n'), req.style);
  }
}
