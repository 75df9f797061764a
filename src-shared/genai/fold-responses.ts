import type { JsonObject, JsonValue, Part } from '../contract/schemas/chat';

export interface FunctionCallSummary {
  id: string | null;
  name: string;
  args: JsonObject;
}

/** Everything a turn's stream of GenerateContentResponses said, folded (first candidate only). */
export interface TurnSummary {
  /** Answer text: every text part that is not a thought, in order. */
  text: string;
  /** Thought summaries: text parts marked thought: true. */
  thoughtText: string;
  /** The answer's parts, adjacent text of the same kind joined, other parts as sent. */
  parts: JsonObject[];
  functionCalls: FunctionCallSummary[];
  finishReason: string | null;
  finishMessage: string | null;
  /** The latest non-empty ratings (each chunk repeats the current state). */
  safetyRatings: JsonObject[];
  /** Every citation source seen, once each (chunks repeat and extend the list). */
  citationSources: JsonObject[];
  promptFeedback: JsonObject | null;
  /** The last one: the service's counts are cumulative over the stream. */
  usageMetadata: JsonObject | null;
  modelVersion: string | null;
  responseId: string | null;
  responses: number;
}

function asObject(value: JsonValue | undefined): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

function asObjects(value: JsonValue | undefined): JsonObject[] {
  if (!Array.isArray(value)) return [];
  const objects: JsonObject[] = [];
  for (const item of value) {
    const object = asObject(item);
    if (object) objects.push(object);
  }
  return objects;
}

const asString = (value: JsonValue | undefined) => (typeof value === 'string' ? value : null);

/** The candidate the playground shows: index 0 (the service omits the index when it is 0). */
function firstCandidate(response: JsonObject): JsonObject | null {
  return asObjects(response.candidates).find((c) => c.index === undefined || c.index === 0) ?? null;
}

function mergePart(parts: JsonObject[], part: JsonObject) {
  const last = parts.at(-1);
  if (typeof part.text === 'string') {
    const thought = part.thought === true;
    const joinable = last && typeof last.text === 'string' && (last.thought === true) === thought;
    if (joinable) {
      last.text = `${last.text as string}${part.text}`;
      // Gemini 3 ends with an empty text part carrying the signature of what came before.
      if (typeof part.thoughtSignature === 'string') last.thoughtSignature = part.thoughtSignature;
      return;
    }
  }
  parts.push({ ...part });
}

export function foldResponses(responses: readonly JsonObject[]): TurnSummary {
  const summary: TurnSummary = {
    text: '',
    thoughtText: '',
    parts: [],
    functionCalls: [],
    finishReason: null,
    finishMessage: null,
    safetyRatings: [],
    citationSources: [],
    promptFeedback: null,
    usageMetadata: null,
    modelVersion: null,
    responseId: null,
    responses: responses.length,
  };
  const citationKeys = new Set<string>();
  for (const response of responses) {
    summary.promptFeedback = asObject(response.promptFeedback) ?? summary.promptFeedback;
    summary.usageMetadata = asObject(response.usageMetadata) ?? summary.usageMetadata;
    summary.modelVersion = asString(response.modelVersion) ?? summary.modelVersion;
    summary.responseId = asString(response.responseId) ?? summary.responseId;
    const candidate = firstCandidate(response);
    if (!candidate) continue;
    for (const part of asObjects(asObject(candidate.content)?.parts)) {
      if (typeof part.text === 'string') {
        if (part.thought === true) summary.thoughtText += part.text;
        else summary.text += part.text;
      }
      const call = asObject(part.functionCall);
      if (call && typeof call.name === 'string')
        summary.functionCalls.push({
          id: asString(call.id),
          name: call.name,
          args: asObject(call.args) ?? {},
        });
      mergePart(summary.parts, part);
    }
    summary.finishReason = asString(candidate.finishReason) ?? summary.finishReason;
    summary.finishMessage = asString(candidate.finishMessage) ?? summary.finishMessage;
    const ratings = asObjects(candidate.safetyRatings);
    if (ratings.length > 0) summary.safetyRatings = ratings;
    const citations = asObject(candidate.citationMetadata);
    // The Gemini API names the list citationSources; Vertex AI names it citations.
    for (const source of asObjects(citations?.citationSources ?? citations?.citations)) {
      const key = JSON.stringify(source);
      if (citationKeys.has(key)) continue;
      citationKeys.add(key);
      summary.citationSources.push(source);
    }
  }
  return summary;
}

/**
 * The folded answer as contract Parts, ready to store as the model turn and send back as history:
 * text (with thought), function calls, inline and file data. Empty text and kinds the contract
 * has no shape for (executable code, signatures) are left out.
 */
export function toContentParts(summary: TurnSummary): Part[] {
  return summary.parts.flatMap((part): Part[] => {
    // Gemini 3 needs its thought signatures back on the next turn (even on an empty closing text part).
    const signature = asString(part.thoughtSignature);
    const signed = signature === null ? {} : { thoughtSignature: signature };
    if (typeof part.text === 'string') {
      if (part.text === '' && signature === null) return [];
      return [{ text: part.text, ...(part.thought === true ? { thought: true } : {}), ...signed }];
    }
    const call = asObject(part.functionCall);
    if (call && typeof call.name === 'string') {
      const id = asString(call.id);
      const args = asObject(call.args) ?? {};
      const functionCall = id === null ? { name: call.name, args } : { id, name: call.name, args };
      return [{ functionCall, ...signed }];
    }
    const inline = asObject(part.inlineData);
    const mimeType = asString(inline?.mimeType);
    const data = asString(inline?.data);
    if (mimeType && data !== null && /^[a-z]+\/[A-Za-z0-9.+-]+$/.test(mimeType))
      return [{ inlineData: { mimeType, data } }];
    const file = asObject(part.fileData);
    const fileUri = asString(file?.fileUri);
    if (file && fileUri) return [{ fileData: { mimeType: asString(file.mimeType) ?? '', fileUri } }];
    return [];
  });
}
