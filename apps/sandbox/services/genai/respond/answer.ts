// What the responder decided to say, before it is cut into chunks and written as JSON.
import type { SafetyRating } from '../safety/safety-ratings';
import type { PlannedCall } from '../tools/function-calls';

export interface CitationSource {
  startIndex: number;
  endIndex: number;
  uri?: string;
  license?: string;
}

interface PromptFeedback {
  blockReason?: string;
  blockReasonMessage?: string;
  safetyRatings?: SafetyRating[];
}

export type Answer =
  | { kind: 'blocked'; promptFeedback: PromptFeedback }
  | {
      kind: 'candidate';
      /** Thought summary (includeThoughts on a thinking model), shown before the answer. */
      thought?: string;
      /** What the model thought, shown or not: usageMetadata.thoughtsTokenCount (0 for none). */
      thoughtTokens: number;
      /** The answer text after every cut; '' when nothing was generated. */
      text: string;
      calls?: PlannedCall[];
      finishReason: string;
      finishMessage?: string;
      safetyRatings?: SafetyRating[];
      citationSources?: CitationSource[];
      promptFeedback?: PromptFeedback;
      /** Gemini 3 models sign their last part (unary/real-gemini-3-pro-text.json). */
      thoughtSignature?: string;
    };
