// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup } from '@testing-library/react';
import type { Token } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkAnswer, generateAnswer } from '../../../../../../../bench/chat-render-page/answer';
import { lexMarkdown, type LexFn } from '@/features/chat/components/markdown/block-splitter';
import { MarkdownView } from '@/features/chat/components/markdown/markdown-view';
import { renderBlock } from '@/features/chat/components/markdown/render-tokens';
import type * as RenderTokens from '@/features/chat/components/markdown/render-tokens';
import { renderComponent } from '../../../../../../support/renderer/render-component';

// Every block render goes through renderBlock: wrap it to count renders per block source.
vi.mock('@/features/chat/components/markdown/render-tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof RenderTokens>();
  return { ...actual, renderBlock: vi.fn(actual.renderBlock) };
});

afterEach(cleanup);

const renders = () => vi.mocked(renderBlock).mock.calls as [Token, { highlight: boolean }, ...unknown[]][];

describe('MarkdownView while an answer streams', () => {
  it('renders each settled block once and keeps per-chunk work flat as the answer grows', () => {
    const answer = generateAnswer(8_000);
    const chunks = chunkAnswer(answer, 200);
    const lexed: number[] = [];
    const lex: LexFn = (source, links) => {
      lexed.push(source.length);
      return lexMarkdown(source, links);
    };
    vi.mocked(renderBlock).mockClear();
    let text = '';
    const view = renderComponent(<MarkdownView text="" streaming lex={lex} />);
    const perChunk: number[] = [];
    for (const chunk of chunks) {
      text += chunk.text;
      const before = renders().length;
      view.rerender(<MarkdownView text={text} streaming lex={lex} />);
      perChunk.push(renders().length - before);
    }
    view.rerender(<MarkdownView text={text} streaming={false} lex={lex} />);

    // Settled (non-live) renders: exactly one per block of the final answer, none repeated.
    const settledRenders = renders().filter(([, options]) => options.highlight);
    const counts = new Map<string, number>();
    for (const [token] of settledRenders) counts.set(token.raw, (counts.get(token.raw) ?? 0) + 1);
    const blocks = lexMarkdown(answer, {}).filter((token) => token.type !== 'space');
    const expected = new Map<string, number>();
    for (const token of blocks) expected.set(token.raw, (expected.get(token.raw) ?? 0) + 1);
    expect(counts).toEqual(expected);

    // A chunk re-renders the live block and whatever settled with it, never the whole answer.
    expect(blocks.length).toBeGreaterThan(2 * 32);
    expect(Math.max(...perChunk)).toBeLessThanOrEqual(4);
    // Lexing per chunk is bounded by the tail, not by the message.
    expect(Math.max(...lexed.slice(-20))).toBeLessThan(answer.length / 10);
    expect(view.getByTestId('markdown-view').textContent).toContain('1.');
  });
});
