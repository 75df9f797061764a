/**
 * The two anchors MarkdownView is measured against, both re-parsing and re-rendering the whole
 * message on every chunk (the O(n²) way):
 * - `ReactMarkdownView`: react-markdown + remark-gfm, how React chat UIs render an answer
 *   (danny-avila/LibreChat, lobehub/lobe-chat, enricoros/big-AGI, assistant-ui/assistant-ui); code
 *   blocks as the plain `<pre><code>` it produces without a highlighter plugin.
 * - `NoBlockCacheView`: the product's own renderer without its block cache: marked's lexer over the
 *   whole message and every block re-rendered with the same token renderer and live-block rule.
 */
import type { Token } from 'marked';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { LexFn } from '@/features/chat/components/markdown';
import { TYPOGRAPHY_CLASS } from '@/features/chat/components/markdown/markdown-view';
import { renderBlock } from '@/features/chat/components/markdown/render-tokens';

/** Module-level, as those apps keep it, so the plugin list is not a new array per render. */
const REMARK_PLUGINS = [remarkGfm];

interface AnchorProps {
  text: string;
  streaming: boolean;
}

/** `onParse` is told each text handed to the parser, for the page's counters. */
interface ReactMarkdownProps extends AnchorProps {
  onParse: (source: string) => void;
}

/** `lex` is the (counting) marked lexer. */
interface NoBlockCacheProps extends AnchorProps {
  lex: LexFn;
}

/** Same root class as MarkdownView, so both lay out and paint under the same styles. */
export function ReactMarkdownView({ text, onParse }: ReactMarkdownProps) {
  onParse(text);
  return (
    <div className={TYPOGRAPHY_CLASS} data-testid="markdown-view">
      <Markdown remarkPlugins={REMARK_PLUGINS}>{text}</Markdown>
    </div>
  );
}

function lastContent(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.type !== 'space') return i;
  return -1;
}

export function NoBlockCacheView({ text, streaming, lex }: NoBlockCacheProps) {
  const tokens = lex(text, {});
  const live = streaming ? lastContent(tokens) : -1;
  return (
    <div className={TYPOGRAPHY_CLASS} data-testid="markdown-view">
      {tokens.map((token, index) => renderBlock(token, { highlight: index !== live }, index))}
    </div>
  );
}
