// `X-Goog-Upload-Protocol: multipart` uploads: a multipart/related body of two parts, the JSON metadata
// ({"file": {"displayName", "mimeType"}}) and the media, as google-gemini/generative-ai-js src/server/file-manager.ts
// builds it. The parts are read by http/multipart-related.ts: only the head is buffered, the media streams.
import type { IncomingMessage } from 'node:http';
import {
  mediaPart,
  MultipartError,
  multipartBoundary,
  readMultipartHead,
} from '../../../http/multipart-related';
import { keyOwner, safeJson } from './file-store';
import { receiveWholeFile } from './one-request-upload';
import type { Refusal } from './upload-limits';
import type { UploadSession, UploadSessions } from './upload-sessions';

interface FileMetadata {
  displayName: string | undefined;
  mimeType: string | undefined;
}

/** The metadata part's file: the media part's type wins over the one the metadata names. */
async function readMetadata(req: IncomingMessage, boundary: string): Promise<FileMetadata> {
  const head = await readMultipartHead(req, boundary);
  const json = safeJson(head.metadata || '{}');
  if (typeof json !== 'object' || json === null)
    throw new MultipartError('the metadata part is not JSON; send {"file": {"displayName": …}}');
  // The SDKs send camelCase, older samples snake_case: the JSON mapping accepts both.
  const file = ((json as { file?: unknown }).file ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    displayName: text(file.displayName ?? file.display_name),
    mimeType: head.mediaType ?? text(file.mimeType ?? file.mime_type),
  };
}

/** Stores a multipart upload's media as a file: the finalized session, or the refusal. */
export async function receiveMultipart(
  sessions: UploadSessions,
  apiKey: string,
  req: IncomingMessage,
): Promise<UploadSession | Refusal> {
  const boundary = multipartBoundary(req.headers['content-type']);
  if (boundary === undefined) {
    req.resume();
    return {
      status: 400,
      message: `A multipart upload needs Content-Type: multipart/related; boundary=…, not "${req.headers['content-type'] ?? ''}".`,
    };
  }
  let head: FileMetadata;
  try {
    head = await readMetadata(req, boundary);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    req.resume();
    return invalid(error);
  }
  const session = await sessions.start({
    owner: keyOwner(apiKey),
    displayName: head.displayName,
    mimeType: head.mimeType ?? 'application/octet-stream',
  });
  try {
    return (await receiveWholeFile(sessions, session, mediaPart(req, boundary))) ?? session;
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    await sessions.cancel(session);
    return invalid(error);
  }
}

const invalid = (error: MultipartError): Refusal => ({
  status: 400,
  message: `Invalid multipart body: ${error.message}. Send the metadata part, then the media part, then --boundary--.`,
});
