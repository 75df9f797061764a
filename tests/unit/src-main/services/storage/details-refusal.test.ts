import { describe, expect, it } from 'vitest';
import type { VerityError } from '../../../../../src-shared/contract/result';
import { GoogleApiError, googleErrorFacts } from '../../../../../src-main/services/google/google-error';
import { detailsRefusal } from '../../../../../src-main/services/storage/details-refusal';

/** What the sandbox answers for each refusal (file-revisions.ts, file-comments.ts, drive-errors.ts). */
const said = (status: number, reason: string, message: string) => {
  const error = new GoogleApiError(
    { method: 'DELETE', url: 'http://127.0.0.1/store/v3/files/f1/revisions/r1' },
    googleErrorFacts(
      status,
      JSON.stringify({ error: { code: status, message, errors: [{ reason, message }] } }),
    ),
  );
  return detailsRefusal(error, 'do it') as VerityError;
};

describe('detailsRefusal', () => {
  it('explains the current version and Docs Editors versions, which cannot be deleted', () => {
    const head = said(
      400,
      'badRequest',
      'The head revision of a file cannot be deleted; upload a new version first, or delete the file.',
    );
    expect(head.code).toBe('UPSTREAM');
    expect(head.message).toMatch(
      /^The storage service refused to do it \(HTTP 400: The head revision.*\)\. The current version of a file cannot be deleted: upload a newer one first, or delete the whole file\.$/,
    );
    expect(said(400, 'badRequest', 'Revisions of Docs Editors files cannot be deleted.').message).toMatch(
      /keeps the versions of Docs Editors files itself/,
    );
  });

  it('says who may read versions, delete comments and keep more versions, and that a gone one is gone', () => {
    expect(
      said(403, 'insufficientFilePermissions', 'The user does not have sufficient permissions for file f1.')
        .message,
    ).toMatch(/ask the owner for access/);
    expect(
      said(403, 'insufficientPermissions', 'Only the author of a comment can change it.').message,
    ).toMatch(/Only its author/);
    expect(said(403, 'revisionsNotSupported', 'The file does not support revisions.').message).toMatch(
      /Folders and shortcuts have no versions/,
    );
    expect(
      said(
        400,
        'invalid',
        'Only 200 revisions of a file can be kept forever; set keepForever to false on another first.',
      ).message,
    ).toMatch(/Turn Keep forever off on another version/);
    const gone = said(404, 'notFound', 'Comment not found: c1.');
    expect(gone.code).toBe('NOT_FOUND');
    expect(gone.message).toMatch(/open Details again/);
  });
});
