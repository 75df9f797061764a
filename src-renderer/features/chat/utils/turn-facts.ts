import type { ChatTurn, GenerateEvent, JsonObject, JsonValue } from '@/lib/contract';
import { foldResponses, type TurnSummary } from '@/lib/genai';

/** Facts about a stored model turn that its events and responses hold, read without folding the text. */

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  value !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value);

type RequestEvent = Extract<GenerateEvent, { type: 'request' }>;

/** The request as sent (the first one: retries resend the same body). */
export function requestOf(turn: ChatTurn): RequestEvent | null {
  return (turn.result?.events.find((event) => event.type === 'request') as RequestEvent | undefined) ?? null;
}

/** Whether the answer was asked for as JSON, and the schema it was asked to follow. */
export function jsonModeOf(request: RequestEvent | null): { jsonMode: boolean; schema: JsonObject | null } {
  const config = request?.body.generationConfig;
  if (!isObject(config)) return { jsonMode: false, schema: null };
  return {
    jsonMode: config.responseMimeType === 'application/json',
    schema: isObject(config.responseSchema) ? config.responseSchema : null,
  };
}

/** When the error happened, as epoch ms (request sent + its offset), for the RetryInfo countdown. */
export function errorTimeOf(turn: ChatTurn): number | null {
  const events = turn.result?.events ?? [];
  const sentAt = requestOf(turn)?.sentAt ?? null;
  const error = events.findLast((event) => event.type === 'error');
  if (sentAt === null || !error || error.type !== 'error') return null;
  return sentAt + error.atMs;
}

export interface Usage {
  prompt: number | null;
  candidates: number | null;
  thoughts: number | null;
  cached: number | null;
  total: number | null;
}

const count = (usage: JsonObject, key: string): number | null =>
  typeof usage[key] === 'number' ? (usage[key] as number) : null;

/** The last usageMetadata of the answer (the service's counts are cumulative over a stream). */
export function usageOf(turn: ChatTurn): Usage | null {
  const responses = turn.result?.responses ?? [];
  for (let i = responses.length - 1; i >= 0; i--) {
    const usage = responses[i]!.usageMetadata;
    if (isObject(usage))
      return {
        prompt: count(usage, 'promptTokenCount'),
        candidates: count(usage, 'candidatesTokenCount'),
        thoughts: count(usage, 'thoughtsTokenCount'),
        cached: count(usage, 'cachedContentTokenCount'),
        total: count(usage, 'totalTokenCount'),
      };
  }
  return null;
}

/** Tokens billed for the answers shown (the active branch): the sum of each answer's total. */
export function runningTotal(turns: readonly ChatTurn[]): number {
  let total = 0;
  for (const turn of turns) if (turn.role === 'model') total += usageOf(turn)?.total ?? 0;
  return total;
}

/**
 * What an answer said: its responses folded, or, for a turn stored without responses (an imported
 * chat, say), its parts.
 */
export function summaryOf(turn: ChatTurn): TurnSummary {
  const responses = turn.result?.responses ?? [];
  const summary = foldResponses(responses);
  if (responses.length > 0) return summary;
  for (const part of turn.parts) {
    if ('text' in part) {
      if (part.thought) summary.thoughtText += part.text;
      else summary.text += part.text;
    }
    if ('functionCall' in part)
      summary.functionCalls.push({
        id: part.functionCall.id ?? null,
        name: part.functionCall.name,
        args: part.functionCall.args,
      });
  }
  return summary;
}
