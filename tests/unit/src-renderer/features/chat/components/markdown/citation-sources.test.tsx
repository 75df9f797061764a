// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CitationSources } from '@/features/chat/components/markdown';
import streamedCitations from '../../../../../../fixtures/genai/sse/citations.sse.txt?raw';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { sseTexts } from '../../../../../../support/renderer/sse-texts';

afterEach(cleanup);

describe('CitationSources', () => {
  it('quotes the passage each source covers in a real streamed answer, at its byte offsets', () => {
    const text = sseTexts(streamedCitations).join('');
    renderComponent(
      <CitationSources
        text={text}
        citations={[
          { startIndex: 574, endIndex: 705, uri: 'https://www.example.com', license: '' },
          { startIndex: 899, endIndex: 1026, uri: 'javascript:alert(1)', license: 'mit' },
        ]}
      />,
    );
    const excerpts = screen.getAllByTestId('cited-excerpt').map((excerpt) => excerpt.textContent!);
    expect(excerpts).toHaveLength(2);
    expect(excerpts[0]!.startsWith('“that the more precisely the position')).toBe(true);
    expect(excerpts[1]!.startsWith('“Two or more particles')).toBe(true);
    const sources = screen.getByTestId('citation-sources');
    expect(sources.querySelector('a')?.getAttribute('href')).toBe('https://www.example.com/');
    expect(sources.textContent).toContain('(license: mit)');
    expect(sources.querySelectorAll('a')).toHaveLength(1);
    expect(screen.queryByTestId('citation-problems')).toBeNull();
  });

  it('quotes a passage of Markdown as prose, without its markup', () => {
    const text = '*   **Leaves** are hashed first.\n*   **Nodes** hash their children.';
    renderComponent(
      <CitationSources text={text} citations={[{ endIndex: text.length, uri: 'https://a.example' }]} />,
    );
    expect(screen.getByTestId('cited-excerpt').textContent).toBe(
      '“Leaves are hashed first. Nodes hash their children.”',
    );
  });

  it('shows what it could not place', () => {
    renderComponent(<CitationSources text="short" citations={[{ startIndex: 10, endIndex: 20 }]} />);
    expect(screen.getByTestId('citation-problems').textContent).toContain(
      'starts past the end of the text (5 bytes)',
    );
    expect(screen.queryByTestId('cited-excerpt')).toBeNull();
    expect(screen.getByTestId('citation-sources').textContent).toContain('no source given');
  });
});
