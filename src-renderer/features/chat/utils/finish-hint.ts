import type { JsonObject, JsonValue } from '@/lib/contract';
import type { TurnSummary } from '@/lib/genai';
import { categoryLabel } from './settings-form';

/** One line under an answer that ended early: what the finish reason means and what to change. */

const DEFAULT_THRESHOLD = 'BLOCK_MEDIUM_AND_ABOVE';

/** The least strict threshold that still lets an answer rated `probability` through. */
const LETS_THROUGH: Record<string, string> = {
  LOW: 'BLOCK_MEDIUM_AND_ABOVE',
  MEDIUM: 'BLOCK_ONLY_HIGH',
  HIGH: 'BLOCK_NONE',
};

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function safetyHint(summary: TurnSummary, request: JsonObject | null): string {
  const blocked = summary.safetyRatings.find((rating) => rating.blocked === true);
  const category = typeof blocked?.category === 'string' ? blocked.category : null;
  if (!blocked || !category)
    return 'A safety filter stopped the answer. The ratings show which category; set that category to a less strict threshold in Run settings → Safety settings.';
  const settings = Array.isArray(request?.safetySettings) ? request.safetySettings : [];
  const configured = settings.find((setting) => isObject(setting) && setting.category === category);
  const threshold =
    isObject(configured) && typeof configured.threshold === 'string'
      ? configured.threshold
      : `${DEFAULT_THRESHOLD} (the default)`;
  const probability = typeof blocked.probability === 'string' ? blocked.probability : 'unknown';
  const name = categoryLabel(category);
  const lower = LETS_THROUGH[probability] ?? 'a less strict threshold';
  return `${name} was rated ${probability}, which its threshold ${threshold} blocks. To let such an answer through, set ${name} to ${lower} in Run settings → Safety settings.`;
}

function maxTokensHint(request: JsonObject | null): string {
  const config = isObject(request?.generationConfig) ? request.generationConfig : null;
  const limit = typeof config?.maxOutputTokens === 'number' ? config.maxOutputTokens : null;
  const reached =
    limit === null
      ? "the model's output token limit"
      : `the output limit you set (Max output tokens ${limit})`;
  return `The answer was cut at ${reached}; thinking counts against it too. Raise Max output tokens in Run settings, or ask for a shorter answer.`;
}

/** The hint for the answer's finish reason, or null when it finished normally or needs none. */
export function finishHint(summary: TurnSummary, request: JsonObject | null): string | null {
  switch (summary.finishReason) {
    case 'SAFETY':
      return safetyHint(summary, request);
    case 'RECITATION':
      return 'The model stopped because the answer was reciting a source (copyrighted or licensed text, say) too closely. Ask for a summary or an answer in its own words rather than the exact text.';
    case 'OTHER':
      return 'The service stopped the answer without naming a reason (its message, if any, is beside the badge). Retry or rephrase the prompt; if it keeps happening, try another model.';
    case 'MAX_TOKENS':
      return maxTokensHint(request);
    default:
      return null;
  }
}
