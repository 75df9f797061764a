// Where an answer stops: the earliest of a stop sequence (cut before it, finishReason STOP), the token limit
// (maxOutputTokens or the model's outputTokenLimit → MAX_TOKENS) and a triggered finish part way through
// (SAFETY, RECITATION, LANGUAGE, OTHER…, after 30–60% of the tokens).
import type { SeededRandom } from '../text/seeded-random';
import { countTokens, firstTokens } from '../text/tokenizer';

export interface FinishInput {
  text: string;
  stopSequences: readonly string[];
  maxTokens: number;
  /** A finish reason to reach part way through, if any. */
  early?: string;
  random: SeededRandom;
}

export interface Finished {
  text: string;
  finishReason: string;
}

export function applyFinishRules(input: FinishInput): Finished {
  const { text } = input;
  const cuts: Array<{ at: number; reason: string }> = [{ at: text.length, reason: 'STOP' }];
  for (const stop of input.stopSequences) {
    const at = stop === '' ? -1 : text.indexOf(stop);
    if (at >= 0) cuts.push({ at, reason: 'STOP' });
  }
  if (countTokens(text) > input.maxTokens)
    cuts.push({ at: firstTokens(text, input.maxTokens).length, reason: 'MAX_TOKENS' });
  if (input.early) {
    const total = countTokens(text);
    const keep = Math.max(Math.min(4, total), Math.round(total * (0.3 + input.random.next() * 0.3)));
    cuts.push({ at: firstTokens(text, keep).length, reason: input.early });
  }
  // The earliest cut wins; on a tie the one listed first (a stop sequence beats the limit).
  const first = cuts.reduce((best, cut) => (cut.at < best.at ? cut : best));
  return { text: text.slice(0, first.at), finishReason: first.reason };
}
