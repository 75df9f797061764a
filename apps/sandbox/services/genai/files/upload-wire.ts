// What every answer of the upload server shares: its headers (fixtures files/real-upload-start-response-headers.json
// and real-resumable-upload.cassette.json), the chunk granularity it announces, how it reads the X-Goog-Upload-*
// request headers, and the answer about a session (empty while active, {file} once final).
import type { OutgoingHttpHeaders } from 'node:http';
import type { Reply } from '../../../http/reply';
import type { UploadSession } from './upload-sessions';

/** x-goog-upload-chunk-granularity of the real start answer: every chunk but the last is a multiple of it. */
export const CHUNK_GRANULARITY = 8 * 1024 * 1024;
export const UPLOAD_SERVER = { server: 'UploadServer' };

/** Headers of every answer about a session, as the real finalize answer carries them (the cassette's second call). */
export function sessionHeaders(session: UploadSession): Record<string, string> {
  return {
    ...UPLOAD_SERVER,
    vary: 'Origin, X-Origin, Referer',
    'x-goog-upload-status': session.status,
    'x-guploader-uploadid': session.id,
  };
}

/** The request's X-Goog-Upload-* header, lower-cased and trimmed. */
export function uploadHeader(
  headers: OutgoingHttpHeaders | NodeJS.Dict<string | string[]>,
  name: string,
): string | undefined {
  const value = headers[`x-goog-upload-${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

export function nonNegativeInteger(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** 200 about a session: {file} once it is final, an empty body while it is active or cancelled. */
export function answer(reply: Reply, session: UploadSession, extra: OutgoingHttpHeaders = {}): void {
  const headers = { ...sessionHeaders(session), ...extra };
  if (session.status === 'final' && session.file) {
    reply.send(
      200,
      { ...headers, 'content-type': 'application/json; charset=UTF-8' },
      `${JSON.stringify({ file: session.file }, null, 2)}\n`,
    );
    return;
  }
  reply.send(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, '');
}
