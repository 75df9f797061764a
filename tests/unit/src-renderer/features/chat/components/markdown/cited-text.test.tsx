// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CitedText,
  layoutCitations,
  PlainTextView,
  type CitationSource,
} from '@/features/chat/components/markdown';
import { createByteIndex } from '@/features/chat/components/markdown/utf8-offsets';
import unaryCitations from '../../../../../../fixtures/genai/unary/citations.json?raw';
import streamedCitations from '../../../../../../fixtures/genai/sse/citations.sse.txt?raw';
import { renderWithMantine } from '../../../../../../support/renderer/render-with-mantine';
import { sseTexts } from '../../../../../../support/renderer/sse-texts';

afterEach(cleanup);

const utf8 = new TextEncoder();
/** The byte offset where `part` starts in `text`, computed independently with TextEncoder. */
const byteOffset = (text: string, part: string) => utf8.encode(text.slice(0, text.indexOf(part))).length;
const bytes = (text: string) => utf8.encode(text).length;

describe('createByteIndex (UTF-8 byte offsets → UTF-16 positions)', () => {
  const text = 'Café → 東京 👩‍💻 done';

  it('maps every character boundary exactly, for 1- to 4-byte characters', () => {
    const index = createByteIndex(text);
    expect(index.byteLength).toBe(bytes(text));
    let units = 0;
    for (const char of text) {
      const at = bytes(text.slice(0, units));
      expect(index.toUtf16(at, 'down')).toBe(units);
      expect(index.toUtf16(at, 'up')).toBe(units);
      units += char.length;
    }
    expect(index.toUtf16(bytes(text), 'up')).toBe(text.length);
  });

  it('snaps an offset inside a character to its start or end, never splitting a surrogate pair', () => {
    const index = createByteIndex('a😀b');
    // 'a' = byte 0, '😀' = bytes 1–4 (UTF-16 1–2), 'b' = byte 5.
    expect(index.toUtf16(2, 'down')).toBe(1);
    expect(index.toUtf16(2, 'up')).toBe(3);
    expect(index.toUtf16(5, 'down')).toBe(3);
    expect(index.toUtf16(99, 'up')).toBe(4);
    expect(index.toUtf16(-3, 'down')).toBe(0);
  });

  it('counts a lone surrogate as the 3 bytes an encoder writes for it', () => {
    const text = 'x\ud800y';
    expect(createByteIndex(text).byteLength).toBe(bytes(text));
    expect(createByteIndex(text).toUtf16(4, 'down')).toBe(2);
  });
});

describe('layoutCitations', () => {
  it('places spans by bytes in accented and emoji text', () => {
    const text = 'Déjà vu: the café 😀 served crème brûlée to everyone.';
    const cited = 'crème brûlée';
    const start = byteOffset(text, cited);
    const { segments, problems } = layoutCitations(text, [
      { startIndex: start, endIndex: start + bytes(cited) },
    ]);
    expect(problems).toEqual([]);
    const marked = segments.filter((segment) => segment.citations.length > 0);
    expect(marked.map((segment) => text.slice(segment.start, segment.end))).toEqual([cited]);
    expect(marked[0]!.ends).toEqual([1]);
  });

  it('splits overlapping spans into segments that list every covering citation', () => {
    const text = 'one two three four';
    const { segments } = layoutCitations(text, [
      { startIndex: 0, endIndex: 13 },
      { startIndex: 8, endIndex: 18 },
    ]);
    expect(segments.map((s) => [text.slice(s.start, s.end), s.citations])).toEqual([
      ['one two ', [1]],
      ['three', [1, 2]],
      [' four', [2]],
    ]);
  });

  it('treats an omitted startIndex as 0 (proto3 JSON drops zeros)', () => {
    const { segments, problems } = layoutCitations('abcdef', [{ endIndex: 3 }]);
    expect(problems).toEqual([]);
    expect(segments[0]).toMatchObject({ start: 0, end: 3, citations: [1] });
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
    const { segments, problems } = layoutCitations(text, sources);
    expect(problems).toHaveLength(sources.length);
    expect(problems[0]).toMatch(
      /^Citation 1 \(bytes 548–690\) starts past the end of the text \(\d+ bytes\)/,
    );
    expect(segments.every((segment) => segment.citations.length === 0)).toBe(true);
    expect(segments.map((segment) => text.slice(segment.start, segment.end)).join('')).toBe(text);
  });

  it('reports a span that cuts a character, an empty one and one without an end', () => {
    const text = 'a😀b';
    const { problems, segments } = layoutCitations(text, [
      { startIndex: 2, endIndex: 6 },
      { startIndex: 3, endIndex: 3 },
      { startIndex: 1 },
      { startIndex: -2, endIndex: 1 },
    ]);
    expect(problems).toEqual([
      'Citation 1 (bytes 2–6) cuts a multi-byte character: widened to whole characters.',
      'Citation 2 (bytes 3–3) is empty or reversed: not highlighted.',
      'Citation 3 (bytes 1–?) has no usable end: not highlighted.',
      'Citation 4 (bytes -2–1) runs outside the text (6 bytes): clamped to bytes 0–1.',
    ]);
    expect(segments.find((s) => s.citations.includes(1))).toMatchObject({ start: 1, end: 4 });
  });
});

describe('CitedText', () => {
  it('marks the cited spans of a real streamed answer at their byte offsets', () => {
    const text = sseTexts(streamedCitations).join('');
    renderWithMantine(
      <CitedText
        text={text}
        citations={[
          { startIndex: 574, endIndex: 705, uri: 'https://www.example.com', license: '' },
          { startIndex: 899, endIndex: 1026, uri: 'javascript:alert(1)', license: 'mit' },
        ]}
      />,
    );
    const spans = screen.getAllByTestId('cited-span');
    expect(spans.map((span) => span.getAttribute('data-citations'))).toEqual(['1', '2']);
    expect(spans[0]!.textContent!.startsWith('that the more precisely the position')).toBe(true);
    expect(spans[1]!.textContent!.startsWith('Two or more particles')).toBe(true);
    expect(screen.getAllByTestId('citation-marker').map((marker) => marker.textContent)).toEqual([
      '[1]',
      '[2]',
    ]);
    expect(screen.getByTestId('cited-text').textContent).toContain(text.slice(0, 40));
    const sources = screen.getByTestId('citation-sources');
    expect(sources.querySelector('a')?.getAttribute('href')).toBe('https://www.example.com/');
    expect(sources.textContent).toContain('(license: mit)');
    expect(sources.querySelectorAll('a')).toHaveLength(1);
    expect(screen.queryByTestId('citation-problems')).toBeNull();
  });

  it('shows what it could not place', () => {
    renderWithMantine(<CitedText text="short" citations={[{ startIndex: 10, endIndex: 20 }]} />);
    expect(screen.getByTestId('citation-problems').textContent).toContain(
      'starts past the end of the text (5 bytes)',
    );
    expect(screen.getByTestId('cited-text').textContent).toContain('short');
    expect(screen.getByTestId('citation-sources').textContent).toContain('no source given');
  });
});

describe('PlainTextView', () => {
  it('shows the text exactly, Markdown and HTML included', () => {
    const text = '# not a heading\n<b>not bold</b> **raw**';
    renderWithMantine(<PlainTextView text={text} />);
    const plain = screen.getByTestId('plain-text-view');
    expect(plain.textContent).toBe(text);
    expect(plain.querySelector('h1, b, strong')).toBeNull();
  });
});
