import type { Content, RunSettings } from '@/lib/contract';
import { buildGenerateContentRequest } from '@/lib/genai';
import type { CodeTarget } from './get-code';

/** One request Get code shows: pane A's and, in compare mode, pane B's (each with its own settings). */
export interface PaneRequest {
  /** "A" or "B" in compare mode; null for the one request of a plain chat. */
  pane: 'A' | 'B' | null;
  target: CodeTarget;
}

/** The requests the next Send would make: one per pane, the same conversation with each pane's settings. */
export function codeRequests(input: {
  settings: { a: RunSettings; b: RunSettings | null };
  contents: Content[];
  baseUrl: string;
}): PaneRequest[] {
  const target = (settings: RunSettings): CodeTarget => ({
    baseUrl: input.baseUrl,
    model: settings.model,
    body: buildGenerateContentRequest(settings, input.contents),
    stream: true,
  });
  const { a, b } = input.settings;
  if (b === null) return [{ pane: null, target: target(a) }];
  return [
    { pane: 'A', target: target(a) },
    { pane: 'B', target: target(b) },
  ];
}

/**
 * Whether the request ends with the model's turn: with no new message after the last answer, Gemini
 * continues that answer instead of replying, and some models refuse such a request outright.
 */
export function endsWithModelTurn(contents: readonly Content[]): boolean {
  return contents.at(-1)?.role === 'model';
}
