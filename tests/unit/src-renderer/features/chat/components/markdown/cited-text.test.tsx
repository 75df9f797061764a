// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CitedText } from '@/features/chat/components/markdown';
import streamedCitations from '../../../../../../fixtures/genai/sse/citations.sse.txt?raw';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { sseTexts } from '../../../../../../support/renderer/sse-texts';

afterEach(cleanup);

describe('CitedText', () => {
  it('marks the cited spans of a real streamed answer at their byte offsets', () => {
    const text = sseTexts(streamedCitations).join('');
    renderComponent(
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
    renderComponent(<CitedText text="short" citations={[{ startIndex: 10, endIndex: 20 }]} />);
    expect(screen.getByTestId('citation-problems').textContent).toContain(
      'starts past the end of the text (5 bytes)',
    );
    expect(screen.getByTestId('cited-text').textContent).toContain('short');
    expect(screen.getByTestId('citation-sources').textContent).toContain('no source given');
  });
});
