import { describe, expect, it } from 'vitest';
import { redactedTarget } from '../../../../../apps/sandbox/http/secrets';

const target = (path: string) => redactedTarget(new URL(`http://sandbox.invalid${path}`));

describe('redactedTarget', () => {
  it.each([
    ['/v1beta/models?key=s3cret', '/v1beta/models?key=REDACTED'],
    ['/tokeninfo?access_token=ya29.s3cret', '/tokeninfo?access_token=REDACTED'],
    // google-auth-library's revokeToken puts the token in the query.
    ['/revoke?token=1%2F%2F0s3cret', '/revoke?token=REDACTED'],
    ['/api/v1/log?treeID=1', '/api/v1/log?treeID=1'],
  ])('logs %s as %s', (path, logged) => {
    expect(target(path)).toBe(logged);
  });
});
