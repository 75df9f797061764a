// Which recorded Google errors are tried again, and how long the console waits first.
import { describe, expect, it } from 'vitest';
import {
  analyticsErrors as analytics,
  driveErrors as drive,
  factsOf,
  indexingErrors as indexing,
} from '../../../../support/google-errors';
import { googleErrorFacts } from '../../../../../src-main/services/google/google-error';
import {
  googleRetryDelayMs,
  isRetryableGoogleError,
} from '../../../../../src-main/services/google/google-retry';

const POLICY = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 10_000 };

describe('isRetryableGoogleError', () => {
  it('retries 429 and the 403 rate limits, whatever the method', () => {
    for (const recorded of [drive['429_rateLimitExceeded']!, drive['403_userRateLimitExceeded']!]) {
      expect(isRetryableGoogleError(factsOf(recorded), false)).toBe(true);
    }
  });

  it('retries a 5xx only where the call is idempotent', () => {
    expect(isRetryableGoogleError(factsOf(analytics.error_500_backend!), true)).toBe(true);
    expect(isRetryableGoogleError(factsOf(analytics.error_500_backend!), false)).toBe(false);
  });

  it('never retries another 4xx, nor a spent daily quota', () => {
    const never = [
      indexing.error_401_bad_token!,
      indexing.error_403_not_owner!,
      indexing.error_403_api_disabled_shape!,
      indexing.error_404_metadata_unknown_url!,
      analytics.error_400_query_not_supported!,
      analytics.error_403_forbidden!,
      drive['403_storageQuotaExceeded']!,
      drive['403_insufficientFilePermissions']!,
      indexing.error_429_publish_quota!,
    ];
    for (const recorded of never) expect(isRetryableGoogleError(factsOf(recorded), true)).toBe(false);
  });
});

describe('googleRetryDelayMs', () => {
  const rateLimited = factsOf(drive['429_rateLimitExceeded']!);

  it('backs off exponentially with full jitter, up to the policy ceiling', () => {
    const highest = (attempt: number) =>
      googleRetryDelayMs(rateLimited, attempt, { idempotent: true, policy: POLICY, random: () => 0.999999 });
    expect([1, 2, 3].map(highest)).toEqual([99, 199, 399]);
    expect(googleRetryDelayMs(rateLimited, 2, { idempotent: true, policy: POLICY, random: () => 0 })).toBe(0);
    const wide = { ...POLICY, maxAttempts: 20 };
    expect(
      googleRetryDelayMs(rateLimited, 15, { idempotent: true, policy: wide, random: () => 0.999999 }),
    ).toBe(9999);
  });

  it('stops when the attempts are used up or the error is not retryable', () => {
    expect(googleRetryDelayMs(rateLimited, 4, { idempotent: true, policy: POLICY })).toBeNull();
    expect(
      googleRetryDelayMs(factsOf(indexing.error_403_not_owner!), 1, { idempotent: true, policy: POLICY }),
    ).toBeNull();
  });

  it('waits at least what RetryInfo or Retry-After asks, and gives up when that is beyond the policy', () => {
    const withRetryInfo = googleErrorFacts(
      429,
      JSON.stringify({
        error: {
          code: 429,
          message: 'Resource has been exhausted (e.g. check quota).',
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '3s' }],
        },
      }),
    );
    const options = { idempotent: true, policy: POLICY, random: () => 0 };
    expect(googleRetryDelayMs(withRetryInfo, 1, options)).toBe(3000);
    expect(googleRetryDelayMs(rateLimited, 1, { ...options, retryAfterHeaderMs: 2000 })).toBe(2000);
    expect(googleRetryDelayMs(rateLimited, 1, { ...options, retryAfterHeaderMs: 60_000 })).toBeNull();
  });
});
