import { describe, expect, it } from 'vitest';
import { layoutCitations, type CitationSource } from '@/features/chat/components/markdown';
import unaryCitations from '../../../../../../fixtures/genai/unary/citations.json?raw';

const utf8 = new TextEncoder();
/** The byte offset where `part` starts in `text`, computed independently with TextEncoder. */
const byteOffset = (text: string, part: string) => utf8.encode(text.slice(0, text.indexOf(part))).length;
const bytes = (text: string) => utf8.encode(text).length;

describe('layoutCitations', () => {
  it('places spans by bytes in accented and emoji text', () => {
    const text = 'Déjà vu: the café 😀 served crème brûlée to everyone.';
    const cited = 'crème brûlée';
    const start = byteOffset(text, cited);
    const { ranges, problems } = layoutCitations(text, [
      { startIndex: start, endIndex: start + bytes(cited) },
    ]);
    expect(problems).toEqual([]);
    expect(ranges.map((range) => [range.number, text.slice(range.start, range.end)])).toEqual([[1, cited]]);
  });

  it('keeps overlapping spans whole, each under its own number', () => {
    const text = 'one two three four';
    const { ranges } = layoutCitations(text, [
      { startIndex: 0, endIndex: 13 },
      { startIndex: 8, endIndex: 18 },
    ]);
    expect(ranges.map((range) => [range.number, text.slice(range.start, range.end)])).toEqual([
      [1, 'one two three'],
      [2, 'three four'],
    ]);
  });

  it('treats an omitted startIndex as 0 (proto3 JSON drops zeros)', () => {
    const { ranges, problems } = layoutCitations('abcdef', [{ endIndex: 3 }]);
    expect(problems).toEqual([]);
    expect(ranges).toEqual([{ number: 1, start: 0, end: 3 }]);
  });

  it('clamps and reports spans outside the text, with the real fixture whose indices overrun its text', () => {
    const response = JSON.parse(unaryCitations) as {
      candidates: {
        content: { parts: { text: string }[] };
        citationMetadata: { citationSources: CitationSource[] };
      }[];
    };
    const text = response.candidates[0]!.content.parts.map((part) => part.text).join('');
    const sources = response.candidates[0]!.citationMetadata.citationSources;
    const { ranges, problems } = layoutCitations(text, sources);
    expect(problems).toHaveLength(sources.length);
    expect(problems[0]).toMatch(
      /^Citation 1 \(bytes 548–690\) starts past the end of the text \(\d+ bytes\)/,
    );
    expect(ranges).toEqual([]);
  });

  it('reports a span that cuts a character, an empty one and one without an end', () => {
    const text = 'a😀b';
    const { problems, ranges } = layoutCitations(text, [
      { startIndex: 2, endIndex: 6 },
      { startIndex: 3, endIndex: 3 },
      { startIndex: 1 },
      { startIndex: -2, endIndex: 1 },
    ]);
    expect(problems).toEqual([
      'Citation 1 (bytes 2–6) cuts a multi-byte character: widened to whole characters.',
      'Citation 2 (bytes 3–3) is empty or reversed: no excerpt shown.',
      'Citation 3 (bytes 1–?) has no usable end: no excerpt shown.',
      'Citation 4 (bytes -2–1) runs outside the text (6 bytes): clamped to bytes 0–1.',
    ]);
    expect(ranges.find((range) => range.number === 1)).toMatchObject({ start: 1, end: 4 });
  });
});
