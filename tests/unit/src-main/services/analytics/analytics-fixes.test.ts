import { describe, expect, it } from 'vitest';
import { withGroupFix, withReportFix } from '../../../../../src-main/services/analytics/analytics-fixes';
import { GoogleApiError, googleErrorFacts } from '../../../../../src-main/services/google/google-error';

const request = { method: 'POST', url: 'https://youtubeanalytics.googleapis.com/v2/groupItems' };

function youtubeError(status: number, reason: string, message: string): GoogleApiError {
  const body = { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } };
  return new GoogleApiError(request, googleErrorFacts(status, JSON.stringify(body)));
}

describe('withGroupFix', () => {
  it("gives the groups' refusals a hint and keeps the service's message and facts", () => {
    const fixed = withGroupFix(
      youtubeError(400, 'groupItemLimitExceeded', 'Group g already holds 500 items.'),
    );
    expect(fixed).toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringMatching(/already holds 500 items/),
      details: { status: 400, reason: 'groupItemLimitExceeded', hint: expect.stringMatching(/at most 500/) },
    });
  });

  it('leaves an error it has no fix for, or one that has a fix already, as it is', () => {
    const other = youtubeError(400, 'somethingElse', 'No.');
    expect(withGroupFix(other)).toBe(other);
    const scope = youtubeError(403, 'insufficientPermissions', 'Insufficient Permission');
    expect(withGroupFix(scope)).toBe(scope);
    const plain = new Error('not from the service');
    expect(withGroupFix(plain)).toBe(plain);
  });
});

describe('withReportFix', () => {
  it('names the monetary scope when revenue was asked for, the channel otherwise, and only for a 403', () => {
    const forbidden = youtubeError(403, 'forbidden', 'Forbidden');
    expect(withReportFix(forbidden, ['views', 'estimatedRevenue'])).toMatchObject({
      details: { hint: expect.stringMatching(/monetary/) },
    });
    expect(withReportFix(forbidden, ['views'])).toMatchObject({
      details: { hint: expect.stringMatching(/channel==MINE/) },
    });
    const bad = youtubeError(400, 'badRequest', 'The query is not supported.');
    expect(withReportFix(bad, ['views'])).toBe(bad);
  });
});
