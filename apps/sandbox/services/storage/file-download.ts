// Downloads (files.get and revisions.get with alt=media, research google.md §3.1): a revision's bytes,
// the whole of them or one `Range` (206 with Content-Range; 416 when it starts past the end). Folders,
// shortcuts and Docs Editors files have no bytes: they refuse with fileNotDownloadable (export those).
import type { ContentStore } from './content-store';
import { driveError, type Answer } from './drive-errors';
import { revisionsOf } from './file-content';
import { GOOGLE_TYPE_PREFIX, type FileRecord } from './file-record';

const NOT_DOWNLOADABLE =
  'Only files with binary content can be downloaded. Use Export with Docs Editors files.';

export function revisionNotFound(revisionId: string): Answer {
  return driveError(404, 'notFound', `Revision not found: ${revisionId}.`, { location: 'revisionId' });
}

/** The first range of a `Range: bytes=…` header as [start, end] inclusive; undefined to send it all. */
function rangeOf(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.split(',')[0]?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(match[2]), size);
    return length === 0 ? 'unsatisfiable' : [size - length, size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? undefined : [start, end];
}

export function downloadFile(
  file: FileRecord,
  revisionId: string | undefined,
  rangeHeader: string | undefined,
  content: ContentStore,
): Answer {
  if (file.mimeType.startsWith(GOOGLE_TYPE_PREFIX))
    return driveError(403, 'fileNotDownloadable', NOT_DOWNLOADABLE, { location: 'alt' });
  const revision = revisionsOf(file).find((candidate) => candidate.id === revisionId);
  if (!revision) return revisionNotFound(revisionId ?? 'head');
  const headers = { 'content-type': revision.mimeType, 'accept-ranges': 'bytes' };
  const range = rangeOf(rangeHeader, revision.size);
  if (range === 'unsatisfiable') {
    const answer = driveError(416, 'requestedRangeNotSatisfiable', 'Request range not satisfiable');
    return { ...answer, headers: { 'content-range': `bytes */${revision.size}` } };
  }
  if (!range)
    return {
      status: 200,
      body: undefined,
      headers: { ...headers, 'content-length': String(revision.size) },
      media: () => content.read(revision),
    };
  const [start, end] = range;
  return {
    status: 206,
    body: undefined,
    headers: {
      ...headers,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${revision.size}`,
    },
    media: () => content.read(revision, start, end),
  };
}
