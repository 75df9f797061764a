import { describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import { GoogleApiError, googleErrorFacts } from '../../../../../src-main/services/google/google-error';
import { sharingRefusal } from '../../../../../src-main/services/storage/sharing-refusal';

const refusal = (status: number, reason: string, message: string) =>
  new GoogleApiError(
    { method: 'POST', url: 'http://127.0.0.1/store/v3/files/f1/permissions' },
    googleErrorFacts(
      status,
      JSON.stringify({ error: { code: status, message, errors: [{ reason, message }] } }),
    ),
  );

describe('sharingRefusal', () => {
  it("keeps the service's reason and says what to do", () => {
    const error = sharingRefusal(
      refusal(400, 'invalid', 'Expiration dates cannot be more than a year in the future.'),
      'share "Plan" (f1) with grace@example.com',
    ) as VerityError;
    expect(error).toBeInstanceOf(VerityError);
    expect(error.code).toBe('UPSTREAM');
    expect(error.message).toBe(
      'The storage service refused to share "Plan" (f1) with grace@example.com (HTTP 400: Expiration dates cannot be more than a year in the future.). Pick an expiry in the future and at most a year ahead, for a person or group only.',
    );
    expect(error.details).toMatchObject({ status: 400, reason: 'invalid' });
  });

  it('names the fix for each common refusal, and NOT_FOUND for a grant that is gone', () => {
    const said = (status: number, reason: string, message: string) =>
      sharingRefusal(refusal(status, reason, message), 'do it') as VerityError;
    expect(said(403, 'cannotRemoveOwner', 'The owner of a file cannot be removed.').message).toMatch(
      /make someone else the owner first/,
    );
    expect(said(403, 'insufficientFilePermissions', 'No.').message).toMatch(/ask the owner/);
    expect(said(403, 'fieldNotWritable', 'The type field cannot be changed.').message).toMatch(
      /Remove the grant and share again/,
    );
    const gone = said(404, 'notFound', 'Permission not found: 123.');
    expect(gone.code).toBe('NOT_FOUND');
    expect(gone.message).toMatch(/open the sharing dialog again/);
  });

  it('leaves errors whose outcome is open, and sign-in errors, as they were', () => {
    for (const status of [401, 429, 500, 503]) {
      const error = refusal(status, 'backendError', 'Try later');
      expect(sharingRefusal(error, 'do it')).toBe(error);
    }
    const network = new VerityError('NETWORK', 'connection reset');
    expect(sharingRefusal(network, 'do it')).toBe(network);
  });
});
