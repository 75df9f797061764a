import { Typography } from '@mantine/core';
import type { Token } from 'marked';
import { memo, useMemo, useState, type ReactNode } from 'react';
import {
  BlockSplitter,
  lexMarkdown,
  normalizeNewlines,
  SETTLED_GROUP_SIZE,
  type LexFn,
  type SourceBlock,
} from './block-splitter';
import { renderBlock, renderBlocks } from './render-tokens';
import { closeOpenMarkup } from './streaming-fixups';
import './markdown.css';

export interface MarkdownViewProps {
  text: string;
  /** True while the answer is still arriving: its last block renders as work in progress. */
  streaming: boolean;
  /** The lexer to use; tests and the benchmark pass a counting one. Must keep its identity. */
  lex?: LexFn;
}

/**
 * Mantine's Typography styles, applied by class to a plain div: the Typography component itself
 * costs a fifth of a millisecond per render (styles API), paid on every streamed chunk.
 */
export const TYPOGRAPHY_CLASS = `${Typography.classes.root ?? ''} verity-markdown`;

/**
 * A model answer as Markdown, cheap to re-render on every streamed chunk: the settled blocks are
 * lexed once and never re-render (memoized by source), only the last blocks are lexed again, and the
 * block still being written renders as plain text or a plain code block until it settles.
 */
export function MarkdownView({ text, streaming, lex = lexMarkdown }: MarkdownViewProps) {
  const [splitter] = useState(() => new BlockSplitter(lex));
  const { closedGroups, openGroup, tail } = useMemo(
    () => splitter.split(normalizeNewlines(text)),
    [splitter, text],
  );
  const tailContent = tail.filter((block) => block.token.type !== 'space');
  const live = streaming ? (tailContent.at(-1)?.offset ?? -1) : -1;
  // Blocks are grouped by their position (the n-th content block is in group n / 32), settled or not,
  // so a block never changes parent, and never remounts, when it settles or its group fills up.
  const unsettled = [...openGroup, ...tailContent];
  const groups = [...closedGroups];
  for (let start = 0; start < unsettled.length; start += SETTLED_GROUP_SIZE)
    groups.push(unsettled.slice(start, start + SETTLED_GROUP_SIZE));
  return (
    <div className={TYPOGRAPHY_CLASS} data-testid="markdown-view" data-streaming={streaming || undefined}>
      {groups.map((blocks, index) => (
        <BlockGroup key={index} blocks={blocks} live={index < closedGroups.length ? -1 : live} lex={lex} />
      ))}
    </div>
  );
}

interface BlockGroupProps {
  blocks: readonly SourceBlock[];
  /** Offset of the block being written, or -1. */
  live: number;
  lex: LexFn;
}

const BlockGroup = memo(function BlockGroup({ blocks, live, lex }: BlockGroupProps) {
  return blocks.map((block) => (
    <MarkdownBlock
      key={block.offset}
      raw={block.raw}
      token={block.token}
      live={block.offset === live}
      lex={lex}
    />
  ));
});

interface MarkdownBlockProps {
  raw: string;
  token: Token;
  /** The block being written right now. */
  live: boolean;
  lex: LexFn;
}

/** One top-level block; re-renders only when its source or liveness changes. */
const MarkdownBlock = memo(
  function MarkdownBlock({ raw, token, live, lex }: MarkdownBlockProps) {
    if (!live) return renderBlock(token, { highlight: true });
    return renderLiveBlock(raw, token, lex);
  },
  (before, after) => before.raw === after.raw && before.live === after.live,
);

/** Blocks whose inline markup may be half-written; code, tables and HTML render as they are. */
const FIXABLE = new Set(['paragraph', 'heading', 'list', 'blockquote', 'text']);

function renderLiveBlock(raw: string, token: Token, lex: LexFn): ReactNode {
  if (!FIXABLE.has(token.type)) return renderBlock(token, { highlight: false });
  const fixed = closeOpenMarkup(raw);
  if (fixed === raw) return renderBlock(token, { highlight: false });
  return renderBlocks(fixed === '' ? [] : lex(fixed, {}), { highlight: false });
}
