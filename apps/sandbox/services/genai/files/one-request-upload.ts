// Uploads of a whole file in one request to `POST /upload/{v1beta,v1}/files`, besides the resumable protocol:
// `X-Goog-Upload-Protocol: raw` (or no protocol header) with the file's bytes as the body and its type as
// Content-Type (the media.upload REST form), and `multipart` (multipart-upload.ts). The bytes stream into an upload session's file like a resumable
// chunk, so a large file never sits in memory, and the session is finalized into the store at once.
import type { Readable } from 'node:stream';
import type { UploadSession, UploadSessions } from './upload-sessions';

/** "a per-file maximum size of 2 GB" (ai.google.dev/gemini-api/docs/files). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024;

// No real text is recorded for an oversized file; this one states the documented limit.
export const tooLargeMessage = (bytes: number, source: string) =>
  `The file is ${bytes} bytes (${source}) but a file may be at most 2 GB (${MAX_FILE_BYTES} bytes); split it or send a smaller file.`;

/** The media type of a Content-Type header, without its parameters. */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/**
 * Receives `body` as the session's bytes and finalizes it. Answers the refusal's message when the body is over
 * the per-file limit (the session is then cancelled), else undefined. `declared` is the request's Content-Length
 * when it is the file's size, to refuse before reading.
 */
export async function receiveWholeFile(
  sessions: UploadSessions,
  session: UploadSession,
  body: Readable,
  declared?: number,
): Promise<string | undefined> {
  if (declared !== undefined && declared > MAX_FILE_BYTES) {
    body.resume();
    await sessions.cancel(session);
    return tooLargeMessage(declared, 'Content-Length');
  }
  const size = await sessions.append(session, body);
  if (size > MAX_FILE_BYTES) {
    await sessions.cancel(session);
    return tooLargeMessage(size, 'the body');
  }
  await sessions.accept(session, size);
  await sessions.finalize(session);
  return undefined;
}
