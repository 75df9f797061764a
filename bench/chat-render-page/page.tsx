/**
 * The chat-render bench page: one answer view mounted alone, fed a chunk stream by the player.
 * `incremental` is the product's MarkdownView; `naive` re-lexes the whole message and re-renders
 * every block on each chunk with the same token renderer (no block cache, no memo): the O(n²) way.
 */
import '@mantine/core/styles.css';
import { MantineProvider, Typography } from '@mantine/core';
import type { Links, Token } from 'marked';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { lexMarkdown, MarkdownView, type LexFn } from '@/features/chat/components/markdown';
import { renderBlock } from '@/features/chat/components/markdown/render-tokens';
import type { ChatRenderHarness, HarnessWindow, RenderVariant } from './harness-api';
import { playChunks } from './stream-player';

const counters = { lexCalls: 0, lexedChars: 0, cspViolations: 0 };
document.addEventListener('securitypolicyviolation', () => void (counters.cspViolations += 1));

const countingLex: LexFn = (source: string, links: Readonly<Links>) => {
  counters.lexCalls += 1;
  counters.lexedChars += source.length;
  return lexMarkdown(source, links);
};

function lastContent(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.type !== 'space') return i;
  return -1;
}

function NaiveMarkdownView({ text, streaming }: { text: string; streaming: boolean }) {
  const tokens = countingLex(text, {});
  const live = streaming ? lastContent(tokens) : -1;
  return (
    <div className={`${Typography.classes.root ?? ''} verity-markdown`} data-testid="markdown-view">
      {tokens.map((token, index) => renderBlock(token, { highlight: index !== live }, index))}
    </div>
  );
}

type Apply = (text: string, done: boolean) => void;
let mounted: (apply: Apply) => void = () => {};

function Answer({ variant }: { variant: RenderVariant }) {
  const [state, setState] = useState({ text: '', streaming: true });
  useEffect(() => mounted((text, done) => setState({ text, streaming: !done })), []);
  if (variant === 'floor') return <p data-testid="markdown-view">{state.text.length} characters</p>;
  return variant === 'naive' ? (
    <NaiveMarkdownView text={state.text} streaming={state.streaming} />
  ) : (
    <MarkdownView text={state.text} streaming={state.streaming} lex={countingLex} />
  );
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
    Object.assign(counters, { lexCalls: 0, lexedChars: 0 });
    const played = await playChunks(chunks, { apply, speed });
    return {
      ...played,
      lexCalls: counters.lexCalls,
      lexedChars: counters.lexedChars,
      cspViolations: counters.cspViolations,
      finalHtml: document.querySelector('[data-testid="markdown-view"]')?.innerHTML ?? '',
    };
  },
};

(window as HarnessWindow).chatRenderBench = harness;
