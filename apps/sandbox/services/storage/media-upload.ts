// Uploads in one request (research google.md §3.3, fixtures drive-upload-multipart.http and the media case
// of drive-upload-resumable.http): `uploadType=media`, the bytes alone with their type as Content-Type (a
// new file is "Untitled"), and `uploadType=multipart`, a multipart/related body of the JSON metadata then
// the media. The media streams into the content store; only the multipart head is buffered.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import {
  mediaPart,
  MultipartError,
  multipartBoundary,
  readMultipartHead,
} from '../../http/multipart-related';
import { QuotaExceeded } from './content-store';
import { driveError, type Answer } from './drive-errors';
import type { Call, StorageDeps } from './method-route';
import { checkUpload, commitUpload, roomLeft, storageQuotaExceeded, type UploadPlan } from './upload-commit';

/** The media type of a Content-Type header, without its parameters. */
export function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

const badMultipart = (message: string) =>
  driveError(
    400,
    'badContent',
    `Invalid multipart body: ${message}. Send the JSON metadata part, then the media part, then --boundary--.`,
  );

/** Reads the metadata part: the JSON File body and the media part's type. */
async function multipartHead(req: IncomingMessage, boundary: string) {
  const head = await readMultipartHead(req, boundary);
  let metadata: unknown;
  try {
    metadata = JSON.parse(head.metadata || '{}');
  } catch {
    throw new MultipartError('the metadata part is not JSON');
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
    throw new MultipartError('the metadata part is not a JSON object');
  return { metadata: metadata as Record<string, unknown>, mediaType: head.mediaType };
}

/** POST /upload/store/v3/files or PATCH …/{fileId} with uploadType media or multipart. */
export async function uploadInOneRequest(call: Call, deps: StorageDeps, multipart: boolean): Promise<Answer> {
  const { req, url, params, caller, now } = call;
  let metadata: Record<string, unknown> = {};
  let mediaType = mediaTypeOf(req.headers['content-type']);
  let body: Readable = req;
  if (multipart) {
    const boundary = multipartBoundary(req.headers['content-type']);
    if (boundary === undefined) {
      req.resume();
      return badMultipart(
        `Content-Type must be multipart/related; boundary=…, not "${req.headers['content-type'] ?? ''}"`,
      );
    }
    try {
      ({ metadata, mediaType } = await multipartHead(req, boundary));
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      req.resume();
      return badMultipart(error.message);
    }
    body = mediaPart(req, boundary);
  }
  const plan: UploadPlan = { caller, fileId: params.fileId, metadata, params: url.searchParams };
  const refusal = checkUpload(plan, mediaType, deps);
  const room = roomLeft(plan, deps);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (refusal || (!multipart && declared > room)) {
    req.resume();
    return refusal ?? storageQuotaExceeded();
  }
  let received;
  try {
    received = await deps.content.receive(body, room);
  } catch (error) {
    if (error instanceof QuotaExceeded) return storageQuotaExceeded();
    if (error instanceof MultipartError) return badMultipart(error.message);
    throw error;
  }
  return commitUpload(plan, received, mediaType, deps, now);
}
