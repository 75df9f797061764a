import type { ApiErrorInfo, JsonValue } from '../../../../src-shared/contract/schemas/chat';

/** An API error without where it happened; the caller knows the phase. */
export type ApiErrorBody = Omit<ApiErrorInfo, 'phase'>;

const MAX_MESSAGE_CHARS = 2000;
const MAX_DETAILS = 32;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Seconds from a google.protobuf.Duration in its JSON form ("34.4s") or as {seconds, nanos}. */
function durationSeconds(value: unknown): number | null {
  if (typeof value === 'string') {
    const match = /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
    return match ? Number(match[1]) : null;
  }
  if (isRecord(value)) {
    const seconds = Number(value.seconds ?? 0);
    const nanos = Number(value.nanos ?? 0);
    return Number.isFinite(seconds) && Number.isFinite(nanos) ? seconds + nanos / 1e9 : null;
  }
  return null;
}

/** The delay a google.rpc.RetryInfo detail asks for, in seconds, or null when there is none. */
function retryInfoSeconds(details: readonly unknown[]): number | null {
  for (const detail of details) {
    if (!isRecord(detail)) continue;
    const type = typeof detail['@type'] === 'string' ? detail['@type'] : '';
    if (!type.endsWith('google.rpc.RetryInfo')) continue;
    const seconds = durationSeconds(detail.retryDelay);
    if (seconds !== null) return seconds;
  }
  return null;
}

/**
 * Reads a google.rpc.Status wrapped as {"error": {...}} (also the one-element array form some
 * JSON streams use). Returns null when the value is not an error body. `httpStatus` is the
 * transport status when there was one; otherwise the body's own code is used.
 */
export function apiErrorFromJson(value: unknown, httpStatus: number | null): ApiErrorBody | null {
  const wrapper = Array.isArray(value) && value.length > 0 ? value[0] : value;
  if (!isRecord(wrapper) || !isRecord(wrapper.error)) return null;
  const error = wrapper.error;
  const code = typeof error.code === 'number' && Number.isInteger(error.code) ? error.code : null;
  const details = Array.isArray(error.details) ? (error.details.slice(0, MAX_DETAILS) as JsonValue[]) : [];
  const message = typeof error.message === 'string' && error.message ? error.message : 'No error message';
  return {
    httpStatus: httpStatus ?? (code !== null && code >= 100 && code <= 599 ? code : null),
    status: typeof error.status === 'string' ? error.status : null,
    message: message.slice(0, MAX_MESSAGE_CHARS),
    details,
    retryAfterSeconds: retryInfoSeconds(details),
  };
}

/**
 * The error a non-2xx answer carries: the Google JSON body when there is one (whatever the
 * content type says: streaming calls label it text/event-stream), otherwise the text itself.
 */
export function apiErrorFromBody(text: string, httpStatus: number, reason = ''): ApiErrorBody {
  try {
    const parsed = apiErrorFromJson(JSON.parse(text), httpStatus);
    if (parsed) return parsed;
  } catch {
    // not JSON: reported as text below
  }
  const trimmed = text.trim().slice(0, MAX_MESSAGE_CHARS);
  return {
    httpStatus,
    status: null,
    message: trimmed || `HTTP ${httpStatus}${reason ? ` ${reason}` : ''} with no error body`,
    details: [],
    retryAfterSeconds: null,
  };
}
