// Drive's error bodies: the v3 API still answers in the older Google shape, `{error: {errors: [{domain,
// reason, message, locationType?, location?}], code, message}}`, with no `status` (fixtures/google/
// drive-examples.json "errors"). Answers rather than replies, so routes and (later) batch parts share them.
import type { Readable } from 'node:stream';

export interface Answer {
  status: number;
  /** JSON; undefined for an answer without a body (204, 308) or with `media`. */
  body: unknown;
  headers?: Record<string, string>;
  /** A body of bytes (a download), opened when the answer is sent. */
  media?: () => Readable;
}

interface Location {
  location: string;
  locationType?: 'parameter' | 'header';
}

export function driveError(
  status: number,
  reason: string,
  message: string,
  where?: Location,
  domain = 'global',
): Answer {
  const item = {
    domain,
    reason,
    message,
    ...(where ? { locationType: where.locationType ?? 'parameter', location: where.location } : {}),
  };
  return { status, body: { error: { errors: [item], code: status, message } } };
}

/** The one answer to a `q` (or another parameter) the service cannot read. */
export function invalidValue(parameter: string): Answer {
  return driveError(400, 'invalid', 'Invalid Value', { location: parameter });
}

export function invalidParameterValue(parameter: string, message: string): Answer {
  return driveError(400, 'invalid', message, { location: parameter });
}

/** Also what a file the caller may not see gets: Drive does not say it exists. */
export function fileNotFound(fileId: string, parameter = 'fileId'): Answer {
  return driveError(404, 'notFound', `File not found: ${fileId}.`, { location: parameter });
}

export function insufficientFilePermissions(fileId: string): Answer {
  return driveError(
    403,
    'insufficientFilePermissions',
    `The user does not have sufficient permissions for file ${fileId}.`,
  );
}
