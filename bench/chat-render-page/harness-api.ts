import type { PlayedChunk } from './stream-player';

/** What the bench page exposes on `window.chatRenderBench`, for the Node side to drive it. */
/** `floor` renders only the text's length: the cost of the player and a React update, no Markdown. */
export type RenderVariant = 'incremental' | 'naive' | 'floor';

export interface VariantResult {
  latencies: number[];
  wallMs: number;
  /** Calls to marked's lexer and the characters they were given, over the whole stream. */
  lexCalls: number;
  lexedChars: number;
  /** Content-Security-Policy violations the page reported (the app's CSP is served with it). */
  cspViolations: number;
  /** The rendered answer after the stream ended, to check both variants drew the same thing. */
  finalHtml: string;
}

export interface ChatRenderHarness {
  /** Mounts the empty answer view (outside the measured window). */
  mount(variant: RenderVariant): Promise<void>;
  /** Streams the chunks into the mounted view; `speed` compresses their schedule. */
  play(chunks: readonly PlayedChunk[], speed: number): Promise<VariantResult>;
}

export type HarnessWindow = Window & { chatRenderBench?: ChatRenderHarness };
