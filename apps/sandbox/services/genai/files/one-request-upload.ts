// Uploads of a whole file in one request to `POST /upload/{v1beta,v1}/files`, besides the resumable protocol:
// `X-Goog-Upload-Protocol: raw` (or no protocol header) with the file's bytes as the body and its type as
// Content-Type (the media.upload REST form), and `multipart` (multipart-upload.ts). The bytes stream into an upload
// session's file like a resumable chunk, so a large file never sits in memory, and the session is finalized into
// the store at once.
import type { Readable } from 'node:stream';
import { sizeRefusal, type Refusal } from './upload-limits';
import { UploadTooLarge, type UploadSession, type UploadSessions } from './upload-sessions';

/** The media type of a Content-Type header, without its parameters. */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/**
 * Receives `body` as the session's bytes and finalizes it. Answers the refusal when the file is over the per-file
 * limit or the project's quota (the session is then cancelled and nothing is kept), else undefined. `declared` is
 * the request's Content-Length when it is the file's size, to refuse before reading.
 */
export async function receiveWholeFile(
  sessions: UploadSessions,
  session: UploadSession,
  body: Readable,
  declared?: number,
): Promise<Refusal | undefined> {
  const early =
    declared === undefined
      ? undefined
      : await sizeRefusal(sessions.store, session.owner, declared, 'Content-Length');
  if (early !== undefined) {
    body.resume();
    await sessions.cancel(session);
    return early;
  }
  let size: number;
  try {
    size = await sessions.append(session, body);
  } catch (error) {
    if (!(error instanceof UploadTooLarge)) throw error;
    await sessions.cancel(session);
    return error.refusal;
  }
  await sessions.accept(session, size);
  await sessions.finalize(session);
  return undefined;
}
