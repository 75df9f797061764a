/**
 * The chat-render bench page: one answer view mounted alone, fed a chunk stream by the player.
 * `incremental` is the product's MarkdownView; the anchors are in anchor-views.tsx.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Links } from 'marked';
import { lexMarkdown, MarkdownView, type LexFn } from '@/features/chat/components/markdown';
import { NoBlockCacheView, ReactMarkdownView } from './anchor-views';
import type { ChatRenderHarness, HarnessWindow, RenderVariant } from './harness-api';
import { playChunks } from './stream-player';

/** Markdown parser calls and the characters they were given; CSP violations. */
const counters = { parseCalls: 0, parsedChars: 0, cspViolations: 0 };
document.addEventListener('securitypolicyviolation', () => void (counters.cspViolations += 1));

function countParse(source: string): void {
  counters.parseCalls += 1;
  counters.parsedChars += source.length;
}

const countingLex: LexFn = (source: string, links: Readonly<Links>) => {
  countParse(source);
  return lexMarkdown(source, links);
};

type Apply = (text: string, done: boolean) => void;
let mounted: (apply: Apply) => void = () => {};

function Answer({ variant }: { variant: RenderVariant }) {
  const [state, setState] = useState({ text: '', streaming: true });
  useEffect(() => mounted((text, done) => setState({ text, streaming: !done })), []);
  switch (variant) {
    case 'floor':
      return <p data-testid="markdown-view">{state.text.length} characters</p>;
    case 'react-markdown':
      return <ReactMarkdownView text={state.text} streaming={state.streaming} onParse={countParse} />;
    case 'no-block-cache':
      return <NoBlockCacheView text={state.text} streaming={state.streaming} lex={countingLex} />;
    case 'incremental':
      return <MarkdownView text={state.text} streaming={state.streaming} lex={countingLex} />;
  }
}

/** The view's text without whitespace or code-block headers: what the reader sees, for comparing renderers. */
function visibleText(view: Element | null): string {
  if (!view) return '';
  const copy = view.cloneNode(true) as Element;
  copy.querySelectorAll('.verity-md-code-header').forEach((header) => header.remove());
  return (copy.textContent ?? '').replace(/\s+/g, '');
}

let mountedApply: Promise<Apply> | null = null;

const harness: ChatRenderHarness = {
  async mount(variant) {
    mountedApply = new Promise<Apply>((resolve) => (mounted = resolve));
    createRoot(document.getElementById('root')!).render(
      <MantineProvider>
        <div style={{ maxWidth: 860, margin: '0 auto', padding: 16 }}>
          <Answer variant={variant} />
        </div>
      </MantineProvider>,
    );
    await mountedApply;
  },
  async play(chunks, speed) {
    if (!mountedApply) throw new Error('mount() first');
    const apply = await mountedApply;
    Object.assign(counters, { parseCalls: 0, parsedChars: 0 });
    await playChunks(chunks, { apply, speed });
    const view = document.querySelector('[data-testid="markdown-view"]');
    return {
      parseCalls: counters.parseCalls,
      parsedChars: counters.parsedChars,
      cspViolations: counters.cspViolations,
      finalHtml: view?.innerHTML ?? '',
      finalText: visibleText(view),
    };
  },
};

(window as HarnessWindow).chatRenderBench = harness;
