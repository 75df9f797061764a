import type { PlayedChunk } from './stream-player';

/**
 * What the bench page exposes on `window.chatRenderBench`, for the Node side to drive it.
 * `incremental` is the product's MarkdownView; `react-markdown` and `no-block-cache` are the anchors
 * (anchor-views.tsx); `floor` renders only the text's length: chunk delivery and a React update.
 */
export type RenderVariant = 'incremental' | 'react-markdown' | 'no-block-cache' | 'floor';

export interface VariantResult {
  /** Markdown parser calls and the characters they were given, over the whole stream. */
  parseCalls: number;
  parsedChars: number;
  /** Content-Security-Policy violations the page reported (the app's CSP is served with it). */
  cspViolations: number;
  /** The rendered answer after the stream ended, to check the variants drew the same thing. */
  finalHtml: string;
  /** Its text, without whitespace and without the code blocks' header (language, copy button). */
  finalText: string;
}

export interface ChatRenderHarness {
  /** Mounts the empty answer view (outside the measured window). */
  mount(variant: RenderVariant): Promise<void>;
  /** Streams the chunks into the mounted view; `speed` compresses their schedule. */
  play(chunks: readonly PlayedChunk[], speed: number): Promise<VariantResult>;
}

export type HarnessWindow = Window & { chatRenderBench?: ChatRenderHarness };
