// Safety settings applied to trigger ratings: a category's threshold (BLOCK_MEDIUM_AND_ABOVE when unset) decides
// whether a rating blocks, and ratings are listed in the order the service lists them.
import type { SafetySetting } from '../request/types';
import { PROBABILITIES, type Harm, type HarmCategory, type Probability } from './triggers';

const LOWEST_BLOCKED: Record<string, Probability | null> = {
  BLOCK_LOW_AND_ABOVE: 'LOW',
  BLOCK_MEDIUM_AND_ABOVE: 'MEDIUM',
  BLOCK_ONLY_HIGH: 'HIGH',
  BLOCK_NONE: null,
  OFF: null,
};

/** Candidate ratings order (unary/basic-reply-short.json); prompt feedback uses its own (prompt-blocked fixtures). */
const CANDIDATE_ORDER: HarmCategory[] = [
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
];
const PROMPT_ORDER: HarmCategory[] = [
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
];

export interface SafetyRating {
  category: HarmCategory;
  probability: Probability;
  blocked?: true;
}

export class SafetyPolicy {
  constructor(private readonly settings: readonly SafetySetting[] = []) {}

  threshold(category: HarmCategory): string {
    const set = this.settings.find((s) => s.category === category)?.threshold;
    return set === undefined || set === 'HARM_BLOCK_THRESHOLD_UNSPECIFIED' ? 'BLOCK_MEDIUM_AND_ABOVE' : set;
  }

  blocks(harm: Harm): boolean {
    const lowest = LOWEST_BLOCKED[this.threshold(harm.category)];
    return lowest != null && PROBABILITIES.indexOf(harm.probability) >= PROBABILITIES.indexOf(lowest);
  }

  /** All four standard categories (plus civic integrity when rated), harms applied, blocked ones marked. */
  ratings(harms: readonly Harm[], order: 'candidate' | 'prompt'): SafetyRating[] {
    const categories = [...(order === 'candidate' ? CANDIDATE_ORDER : PROMPT_ORDER)];
    if (harms.some((h) => h.category === 'HARM_CATEGORY_CIVIC_INTEGRITY'))
      categories.push('HARM_CATEGORY_CIVIC_INTEGRITY');
    return categories.map((category) => {
      const harm = harms.find((h) => h.category === category);
      if (!harm) return { category, probability: 'NEGLIGIBLE' };
      return this.blocks(harm)
        ? { category, probability: harm.probability, blocked: true }
        : { category, probability: harm.probability };
    });
  }
}
