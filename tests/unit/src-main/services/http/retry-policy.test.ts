import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY,
  isIdempotent,
  isRetryableStatus,
  parseRetryAfter,
  retryDelayMs,
} from '../../../../../src-main/services/http/retry-policy';

describe('retry policy', () => {
  it('retries only idempotent methods', () => {
    expect(['GET', 'head', 'PUT', 'DELETE'].every(isIdempotent)).toBe(true);
    expect(isIdempotent('POST')).toBe(false);
    expect(isIdempotent('PATCH')).toBe(false);
  });

  it('retries 408, 429 and 5xx except 501', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422, 501].some(isRetryableStatus)).toBe(false);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('backs off exponentially with full jitter, capped', () => {
    const top = () => 0.999999;
    expect(retryDelayMs(DEFAULT_RETRY, 1, null, top)).toBe(249);
    expect(retryDelayMs(DEFAULT_RETRY, 3, null, top)).toBe(999);
    expect(retryDelayMs(DEFAULT_RETRY, 20, null, top)).toBe(DEFAULT_RETRY.maxDelayMs - 1);
    expect(retryDelayMs(DEFAULT_RETRY, 2, null, () => 0)).toBe(0);
  });

  it('waits at least what the server asks, and gives up when it asks too much', () => {
    expect(retryDelayMs(DEFAULT_RETRY, 1, 2000, () => 0)).toBe(2000);
    expect(retryDelayMs(DEFAULT_RETRY, 1, DEFAULT_RETRY.maxDelayMs + 1, () => 0)).toBeNull();
  });
});
