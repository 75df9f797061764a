// Media uploads in one request (uploadType=media, or multipart: the JSON metadata part, then the media part,
// as multipart/related per RFC 2387) to the method's upload path (`/upload/…`). Bodies above the simple-upload
// size go in resumable sessions, which are not built here. Every limit is checked before anything is sent.
import { VerityError } from '../../../src-shared/contract/result';
import type { ApiMethod, GoogleApi } from './google-api';
import { callUrl, type CallParameters } from './google-request';
import { newBoundary, writeMultipart } from './multipart';

/** Google's advice for a single-request upload (Drive "Upload file data"): larger files go resumable. */
export const SIMPLE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface Media {
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface UploadRequest {
  url: URL;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

const invalid = (method: ApiMethod, message: string) =>
  new VerityError('VALIDATION', `${method.id}: ${message}`);

/** Whether `mimeType` matches one of the discovery document's `accept` patterns (`*\/*`, `image/*`, exact). */
function accepts(patterns: readonly string[], mimeType: string): boolean {
  const [type] = mimeType.toLowerCase().split(';');
  return patterns.some((pattern) => {
    const [major, minor] = pattern.toLowerCase().split('/');
    const [ownMajor, ownMinor] = (type ?? '').trim().split('/');
    return (major === '*' || major === ownMajor) && (minor === '*' || minor === ownMinor);
  });
}

/**
 * The request uploading `media` (and `metadata`, the method's request body, when given) for `method`. The
 * API's own parameters (fields, …) and the method's go in the query, uploadType is set here.
 */
export function uploadRequest(
  api: GoogleApi,
  method: ApiMethod,
  upload: { params?: CallParameters; metadata?: unknown; media: Media; rootUrl?: string },
): UploadRequest {
  const spec = method.mediaUpload;
  if (!spec?.simplePath) throw invalid(method, 'this method takes no media upload');
  const size = upload.media.bytes.byteLength;
  if (spec.maxBytes !== null && size > spec.maxBytes)
    throw invalid(method, `the file is ${size} bytes and this method accepts at most ${spec.maxBytes}`);
  if (size > SIMPLE_UPLOAD_MAX_BYTES)
    throw invalid(
      method,
      `the file is ${size} bytes; a single-request upload takes at most ${SIMPLE_UPLOAD_MAX_BYTES}, so send it as a resumable upload`,
    );
  if (!accepts(spec.accept, upload.media.mimeType))
    throw invalid(
      method,
      `the media type ${upload.media.mimeType} is not one it accepts (${spec.accept.join(', ')})`,
    );
  const multipart = upload.metadata !== undefined;
  const url = callUrl(
    { ...api, servicePath: '' },
    { ...method, path: spec.simplePath.replace(/^\//, '') },
    { ...upload.params, uploadType: multipart ? 'multipart' : 'media' },
    upload.rootUrl,
  );
  if (!multipart) return { url, contentType: upload.media.mimeType, body: upload.media.bytes };
  const boundary = newBoundary();
  const body = writeMultipart(boundary, [
    { headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: JSON.stringify(upload.metadata) },
    { headers: { 'Content-Type': upload.media.mimeType }, body: upload.media.bytes },
  ]);
  return { url, contentType: `multipart/related; boundary=${boundary}`, body };
}
