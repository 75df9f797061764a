// When a Google-style call is tried again, following Google's guidance (Drive "Resolve errors", Indexing and
// Cloud "Retry strategy"): 429, 5xx and 403 rateLimitExceeded/userRateLimitExceeded, with exponential
// backoff and full jitter; every other 4xx is the request's fault and is never repeated.
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from '../http/retry-policy';
import { isRateLimit, type GoogleErrorFacts } from './google-error';

/**
 * Whether the failure is worth another attempt. A rate limit or 429 means the server refused before acting,
 * so even a call that is not idempotent may go again; a 5xx may have acted, so only idempotent calls do.
 * A spent daily quota is not retried: no backoff within a call outlasts a day.
 */
export function isRetryableGoogleError(facts: GoogleErrorFacts, idempotent: boolean): boolean {
  if (facts.dailyQuota) return false;
  if (facts.httpStatus === 429) return true;
  if (facts.httpStatus === 403) return isRateLimit(facts);
  if (facts.httpStatus >= 500 && facts.httpStatus <= 599 && facts.httpStatus !== 501) return idempotent;
  return false;
}

/**
 * The wait in ms before attempt `attempt + 1` (attempt counts from 1), or null for "do not retry": not
 * retryable, attempts used up, or the server asks (RetryInfo, or `retryAfterHeaderMs` from Retry-After)
 * for longer than the policy allows.
 */
export function googleRetryDelayMs(
  facts: GoogleErrorFacts,
  attempt: number,
  options: {
    idempotent: boolean;
    policy?: RetryPolicy;
    retryAfterHeaderMs?: number | null;
    random?: () => number;
  },
): number | null {
  const policy = options.policy ?? DEFAULT_RETRY;
  if (!isRetryableGoogleError(facts, options.idempotent) || attempt >= policy.maxAttempts) return null;
  const asked =
    facts.retryAfterSeconds !== null ? facts.retryAfterSeconds * 1000 : (options.retryAfterHeaderMs ?? null);
  return retryDelayMs(policy, attempt, asked, options.random);
}
