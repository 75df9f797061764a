// How much a thinking model thinks before it answers. The real service bills thinking on every answer of a
// 2.5 or 3 model, whether or not the thoughts are shown (usageMetadata.thoughtsTokenCount: 35 in
// sse/real-gemini-2.5-flash-3-chunks.sse.txt, sent with no thinkingConfig); thinkingBudget 0 turns it off,
// a positive budget caps it (45 thought tokens under a budget of 50 in recordings/stream-3-chunks-max-tokens.json),
// -1 or none lets the model decide. includeThoughts only adds the thought summary, a digest far shorter
// than the thinking it bills (291 thought tokens for a few sentences in
// stream-json/real-json-array-stream-thoughts.txt).
import type { ResolvedModel } from '../models/catalog';
import type { GenerationConfig } from '../request/types';
import type { SeededRandom } from '../text/seeded-random';

export interface Thinking {
  /** thoughtsTokenCount: 0 when the model did not think. */
  tokens: number;
  /** The thought summary shown as thought: true parts, only with includeThoughts. */
  summary?: string;
}

/** Dynamic thinking on a playground-sized prompt: a few hundred tokens. */
const DYNAMIC_MIN = 120;
const DYNAMIC_MAX = 480;

function thoughtSummary(topic: string): string {
  return `**Planning the answer**\n\nI'm working out what matters most about ${topic} and how to lay it out clearly, starting with the essentials and then the details.\n\n\n`;
}

export function planThinking(
  config: GenerationConfig,
  model: ResolvedModel,
  random: SeededRandom,
  topic: string,
): Thinking {
  const budget = config.thinkingConfig?.thinkingBudget;
  if (model.model.thinking !== true || budget === 0) return { tokens: 0 };
  const dynamic = random.int(DYNAMIC_MIN, DYNAMIC_MAX);
  const tokens = budget !== undefined && budget > 0 ? Math.min(dynamic, budget) : dynamic;
  return config.thinkingConfig?.includeThoughts === true
    ? { tokens, summary: thoughtSummary(topic) }
    : { tokens };
}
