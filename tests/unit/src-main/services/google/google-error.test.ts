// Google error bodies as the fixtures record them (tests/fixtures/google/*-examples.json) read into facts,
// a fix text and the contract's UPSTREAM envelope.
import { describe, expect, it } from 'vitest';
import {
  analyticsErrors as analytics,
  driveErrors as drive,
  factsOf,
  indexingErrors as indexing,
  type RecordedError,
} from '../../../../support/google-errors';
import {
  GoogleApiError,
  googleErrorFacts,
  googleErrorFix,
} from '../../../../../src-main/services/google/google-error';

/** The answer to a token without the method's scope, in the shape Google's front end (and the sandbox) sends. */
const scopeInsufficient: RecordedError = {
  status: 403,
  body: {
    error: {
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service: 'indexing.googleapis.com' },
        },
      ],
    },
  },
};

describe('googleErrorFacts', () => {
  it('takes the ErrorInfo reason before the legacy errors[] one, keeping both', () => {
    const facts = factsOf(indexing.error_429_publish_quota!);
    expect(facts).toMatchObject({
      httpStatus: 429,
      status: 'RESOURCE_EXHAUSTED',
      reasons: ['RATE_LIMIT_EXCEEDED', 'rateLimitExceeded'],
      dailyQuota: true,
    });
    expect(factsOf(scopeInsufficient).reasons).toEqual([
      'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
      'insufficientPermissions',
    ]);
  });

  it("reads Drive's and YouTube Analytics' bodies, which have errors[] and no status", () => {
    expect(factsOf(drive['403_userRateLimitExceeded']!)).toMatchObject({
      status: null,
      reasons: ['userRateLimitExceeded'],
      message: 'User Rate Limit Exceeded',
      dailyQuota: false,
    });
    expect(factsOf(analytics.error_500_backend!).reasons).toEqual(['backendError']);
  });

  it('keeps a body that is not JSON as the message', () => {
    expect(googleErrorFacts(502, '<html>Bad Gateway</html>')).toMatchObject({
      httpStatus: 502,
      status: null,
      reasons: [],
      message: '<html>Bad Gateway</html>',
    });
  });
});

describe('googleErrorFix', () => {
  const fixOf = (recorded: RecordedError) => googleErrorFix(factsOf(recorded));

  it('names what to do for the common failures', () => {
    expect(fixOf(indexing.error_403_not_owner!)).toMatch(/Owner of the Search Console property/);
    expect(fixOf(indexing.error_403_api_disabled_shape!)).toMatch(/Enable this API/);
    expect(fixOf(scopeInsufficient)).toMatch(/sign in again .* scope/);
    expect(fixOf(indexing.error_401_bad_token!)).toMatch(/sign in again/);
    expect(fixOf(drive['401_authError']!)).toMatch(/sign in again/);
    expect(fixOf(indexing.error_429_publish_quota!)).toMatch(/daily quota .* midnight Pacific/);
    expect(fixOf(drive['429_rateLimitExceeded']!)).toMatch(/Too many requests/);
    expect(fixOf(drive['403_userRateLimitExceeded']!)).toMatch(/Too many requests/);
  });

  it('adds nothing where the message is the whole story', () => {
    expect(fixOf(drive['404_notFound']!)).toBeNull();
    expect(fixOf(analytics.error_400_query_not_supported!)).toBeNull();
    expect(fixOf(drive['403_insufficientFilePermissions']!)).toBeNull();
  });
});

describe('GoogleApiError', () => {
  it('crosses the contract as UPSTREAM with status, reason and the fix as its hint', () => {
    const recorded = indexing.error_403_api_disabled_shape!;
    const error = new GoogleApiError(
      { method: 'POST', url: 'https://indexing.googleapis.com/v3/urlNotifications:publish' },
      factsOf(recorded),
    );
    const envelope = error.toContractError();
    expect(envelope.code).toBe('UPSTREAM');
    expect(envelope.message).toMatch(
      /^POST \/v3\/urlNotifications:publish failed with HTTP 403 \(PERMISSION_DENIED, SERVICE_DISABLED\): Web Search Indexing API has not been used/,
    );
    expect(envelope.details).toEqual({
      status: 403,
      googleStatus: 'PERMISSION_DENIED',
      reason: 'SERVICE_DISABLED',
      reasons: ['SERVICE_DISABLED'],
      retryAfterSeconds: null,
      hint: error.fix,
    });
  });
});
