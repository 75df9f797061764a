// Paging of the lists that are short enough to answer from an offset (revisions, permissions, a file's
// labels): pageSize (maxResults for labels) within its range (the service's 400 otherwise) and an opaque
// pageToken that is the next offset.
import { driveError, invalidValue, type Answer } from './drive-errors';

interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** The page size parameter, `fallback` when absent, or the 400 for one outside 1…`max`. */
export function readPageSize(
  params: URLSearchParams,
  fallback: number,
  max: number,
  parameter = 'pageSize',
): number | Answer {
  const text = params.get(parameter) ?? String(fallback);
  const size = Number(text);
  if (Number.isInteger(size) && size >= 1 && size <= max) return size;
  return driveError(400, 'invalid', `Invalid value '${text}'. Values must be within the range: [1, ${max}]`, {
    location: parameter,
  });
}

/** The page of `items` that `pageSize` and `pageToken` ask for, or the refusal of either. */
export function pageOf<T>(
  items: T[],
  params: URLSearchParams,
  fallback: number,
  max: number,
  sizeParameter = 'pageSize',
): Page<T> | Answer {
  const size = readPageSize(params, fallback, max, sizeParameter);
  if (typeof size !== 'number') return size;
  const token = params.get('pageToken');
  const start = token === null ? 0 : Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(start) || start < 0 || start > items.length) return invalidValue('pageToken');
  const end = start + size;
  return {
    items: items.slice(start, end),
    ...(end < items.length ? { nextPageToken: Buffer.from(String(end)).toString('base64url') } : {}),
  };
}
