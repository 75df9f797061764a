/**
 * When and how long to wait before retrying a request: only idempotent
 * calls, only on 429/5xx or a dropped connection, exponential backoff with
 * full jitter, and the server's Retry-After honoured when it asks for longer.
 */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 250, maxDelayMs: 20_000 };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status !== 501 && status <= 599);
}

/** Parses Retry-After as delay-seconds or an HTTP-date (RFC 9110 §10.2.3); null when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * Delay before attempt `attempt + 1` (attempt counts from 1). Returns null
 * when the server asks for a wait longer than the policy allows: better to
 * report the error than to hang the caller.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterMs === null) return jittered;
  if (retryAfterMs > policy.maxDelayMs) return null;
  return Math.max(retryAfterMs, jittered);
}
