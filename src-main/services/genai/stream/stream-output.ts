import type { JsonObject } from '../../../../src-shared/contract/schemas/chat';
import { apiErrorFromJson, type ApiErrorBody } from './api-error';

/** Why a stream failed: the service said so, or what arrived cannot be a stream of responses. */
export type StreamFailureReason = 'api-error' | 'malformed' | 'not-a-response' | 'truncated';

export type StreamOutput =
  | { kind: 'response'; response: JsonObject; bytes: number }
  | { kind: 'error'; reason: StreamFailureReason; error: ApiErrorBody };

/** Top-level fields of a v1beta GenerateContentResponse (ai.google.dev/api/generate-content). */
const RESPONSE_FIELDS = new Set([
  'candidates',
  'promptFeedback',
  'usageMetadata',
  'modelVersion',
  'responseId',
  'createTime',
  'modelStatus',
]);

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a parsed value can be a GenerateContentResponse: an object that is empty (every field is
 * optional) or has at least one known field, with candidates (when present) a list of objects.
 * Unknown extra fields are allowed so newer servers still stream.
 */
export function isGenerateContentResponse(value: unknown): value is JsonObject {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > 0 && !keys.some((key) => RESPONSE_FIELDS.has(key))) return false;
  const candidates = value.candidates;
  if (candidates !== undefined && !(Array.isArray(candidates) && candidates.every(isPlainObject)))
    return false;
  return true;
}

export function failure(reason: StreamFailureReason, message: string): StreamOutput {
  return {
    kind: 'error',
    reason,
    error: { httpStatus: null, status: null, message, details: [], retryAfterSeconds: null },
  };
}

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/** Turns one complete JSON text of the stream into a response, the service's error, or a failure. */
export function classifyPayload(text: string, bytes: number): StreamOutput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return failure(
      'malformed',
      `The stream carried an event that is not valid JSON: ${preview(text.trim())}`,
    );
  }
  const error = apiErrorFromJson(value, null);
  if (error) return { kind: 'error', reason: 'api-error', error };
  if (isGenerateContentResponse(value)) return { kind: 'response', response: value, bytes };
  const shape = isPlainObject(value)
    ? `an object with ${Object.keys(value).slice(0, 5).join(', ')}`
    : typeof value;
  return failure(
    'not-a-response',
    `The stream carried an event that is not a GenerateContentResponse (${Array.isArray(value) ? 'an array' : shape})`,
  );
}

/** UTF-8 length of a string without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
