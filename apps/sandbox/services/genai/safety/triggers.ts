// Trigger phrases in the last user turn (case-insensitive) that make the sandbox answer the way the real
// service does for unsafe, recited or otherwise unusual content. See apps/sandbox/README.md for the table.
// Categories: harassment, hate, sexual, dangerous, civic. Levels: negligible, low, medium, high.
import type { HARM_CATEGORIES } from '../../../../../src-shared/contract/schemas/chat';
import { TRIGGER } from '../text/prompt-reading';

export type HarmCategory = (typeof HARM_CATEGORIES)[number];
export type Probability = 'NEGLIGIBLE' | 'LOW' | 'MEDIUM' | 'HIGH';
export const PROBABILITIES: readonly Probability[] = ['NEGLIGIBLE', 'LOW', 'MEDIUM', 'HIGH'];

const CATEGORIES: Record<string, HarmCategory> = {
  harassment: 'HARM_CATEGORY_HARASSMENT',
  hate: 'HARM_CATEGORY_HATE_SPEECH',
  sexual: 'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  dangerous: 'HARM_CATEGORY_DANGEROUS_CONTENT',
  civic: 'HARM_CATEGORY_CIVIC_INTEGRITY',
};

const FINISH_REASONS = [
  'SAFETY',
  'RECITATION',
  'LANGUAGE',
  'OTHER',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'MALFORMED_FUNCTION_CALL',
  'IMAGE_SAFETY',
  'UNEXPECTED_TOOL_CALL',
  'TOO_MANY_TOOL_CALLS',
];

type PromptBlock =
  | { kind: 'safety'; category: HarmCategory }
  | { kind: 'reason'; reason: 'PROHIBITED_CONTENT' | 'OTHER' | 'BLOCKLIST' | 'IMAGE_SAFETY' };

export interface Harm {
  category: HarmCategory;
  probability: Probability;
}

export interface Triggers {
  promptBlock?: PromptBlock;
  /** Ratings of the answer; one the threshold blocks ends the answer with SAFETY. */
  harms: Harm[];
  /** Show ratings (all NEGLIGIBLE unless a harm says otherwise) on the candidate and prompt feedback. */
  ratings: boolean;
  /** Another finish reason, reached part way through the answer. */
  finish?: string;
  citations: boolean;
}

export function readTriggers(text: string): Triggers {
  const triggers: Triggers = { harms: [], ratings: false, citations: false };
  for (const match of text.matchAll(TRIGGER)) {
    const [name = '', arg = '', level = ''] = (match[1] ?? '').toLowerCase().split(':');
    switch (name) {
      case 'block':
        if (['prohibited', 'other', 'blocklist', 'image_safety'].includes(arg))
          triggers.promptBlock = {
            kind: 'reason',
            reason:
              arg === 'prohibited'
                ? 'PROHIBITED_CONTENT'
                : (arg.toUpperCase() as 'OTHER' | 'BLOCKLIST' | 'IMAGE_SAFETY'),
          };
        else
          triggers.promptBlock = { kind: 'safety', category: CATEGORIES[arg] ?? 'HARM_CATEGORY_HATE_SPEECH' };
        break;
      case 'safety':
        triggers.harms.push({
          category: CATEGORIES[arg] ?? 'HARM_CATEGORY_DANGEROUS_CONTENT',
          probability: 'MEDIUM',
        });
        break;
      case 'harm': {
        const category = CATEGORIES[arg];
        const probability = level.toUpperCase() as Probability;
        if (category && PROBABILITIES.includes(probability)) triggers.harms.push({ category, probability });
        break;
      }
      case 'ratings':
        triggers.ratings = true;
        break;
      case 'citations':
        triggers.citations = true;
        break;
      case 'recitation':
      case 'language':
      case 'other':
        triggers.finish = name.toUpperCase();
        break;
      case 'finish':
        if (FINISH_REASONS.includes(arg.toUpperCase())) triggers.finish = arg.toUpperCase();
        break;
    }
  }
  return triggers;
}
