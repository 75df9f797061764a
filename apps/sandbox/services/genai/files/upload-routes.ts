// `POST /upload/{v1beta,v1}/files`: the resumable ("Scotty") upload protocol of the Files API, as the real
// exchanges show it (fixtures files/real-resumable-upload.cassette.json, real-upload-start-response-headers.json,
// real-upload-finalize-response.json): `start` answers the session's URL in headers with an empty body, `upload`
// chunks at X-Goog-Upload-Offset, `upload, finalize` answers {file}, `query` the size received, `cancel`. Uploads in
// one request (multipart, raw) go through a session too and answer {file} at once (one-request-upload.ts).
import type { OutgoingHttpHeaders } from 'node:http';
import { BodyError, readJsonText } from '../../../http/read-body';
import type { Reply } from '../../../http/reply';
import type { RouteHandler } from '../../../http/routing';
import { GENAI_ERRORS } from '../genai-errors';
import { keyOwner, safeJson, type FileStore } from './file-store';
import { receiveMultipart } from './multipart-upload';
import { MAX_FILE_BYTES, mediaType, receiveWholeFile, tooLargeMessage } from './one-request-upload';
import type { UploadSession, UploadSessions } from './upload-sessions';

/** x-goog-upload-chunk-granularity of the real start answer: every chunk but the last is a multiple of it. */
const CHUNK_GRANULARITY = 8 * 1024 * 1024;
const UPLOAD_SERVER = { server: 'UploadServer' };

/** Headers of every answer about a session, as the real finalize answer carries them (the cassette's second call). */
function sessionHeaders(session: UploadSession): Record<string, string> {
  return {
    ...UPLOAD_SERVER,
    vary: 'Origin, X-Origin, Referer',
    'x-goog-upload-status': session.status,
    'x-guploader-uploadid': session.id,
  };
}

const granularityMessage = (bytes: number) =>
  // The upload server's text for a short chunk, recorded for Cloud Storage's resumable uploads
  // (googleapis/google-resumable-media-python tests/system/requests/test_upload.py, BAD_CHUNK_SIZE_MSG).
  `Invalid request.  The number of bytes uploaded is required to be equal or greater than ${CHUNK_GRANULARITY}, except for the final request (it's recommended to be the exact multiple of ${CHUNK_GRANULARITY}).  The received request contained ${bytes} bytes, which does not meet this requirement.`;

/** The request's X-Goog-Upload-* header, lower-cased and trimmed. */
function uploadHeader(
  headers: OutgoingHttpHeaders | NodeJS.Dict<string | string[]>,
  name: string,
): string | undefined {
  const value = headers[`x-goog-upload-${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

function nonNegativeInteger(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

export function uploadRoute(store: FileStore, sessions: UploadSessions, apiKey: string): RouteHandler {
  return async ({ req, url, reply }) => {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId === null) return startUpload(store, sessions, apiKey, { req, url, reply });
    const session = sessions.get(uploadId);
    if (session === undefined) {
      req.resume();
      // No real text recorded for an unknown upload_id; Google front-end style.
      return GENAI_ERRORS.send(
        reply,
        404,
        'Upload session not found: the upload URL is unknown to this server. Start a new upload.',
        {
          headers: UPLOAD_SERVER,
        },
      );
    }
    return sessionCommand(sessions, session, { req, reply });
  };
}

async function startUpload(
  store: FileStore,
  sessions: UploadSessions,
  apiKey: string,
  { req, url, reply }: Pick<Parameters<RouteHandler>[0], 'req' | 'url' | 'reply'>,
): Promise<void> {
  const protocol = uploadHeader(req.headers, 'protocol');
  if (protocol === undefined || protocol === 'raw') {
    const session = await sessions.start({
      owner: keyOwner(apiKey),
      mimeType: mediaType(req.headers['content-type']) ?? 'application/octet-stream',
    });
    const problem = await receiveWholeFile(sessions, session, req, Number(req.headers['content-length']));
    if (problem !== undefined) return GENAI_ERRORS.send(reply, 400, problem, { headers: UPLOAD_SERVER });
    return answer(reply, session);
  }
  if (protocol === 'multipart') {
    const stored = await receiveMultipart(sessions, apiKey, req);
    if (typeof stored === 'string') return GENAI_ERRORS.send(reply, 400, stored, { headers: UPLOAD_SERVER });
    return answer(reply, stored);
  }
  if (protocol !== 'resumable') {
    req.resume();
    return GENAI_ERRORS.send(
      reply,
      501,
      `The sandbox serves resumable, multipart and raw uploads (X-Goog-Upload-Protocol); "${protocol}" uploads are not built yet.`,
    );
  }
  if (uploadHeader(req.headers, 'command') !== 'start') {
    req.resume();
    return GENAI_ERRORS.send(reply, 400, 'A new resumable upload needs X-Goog-Upload-Command: start.');
  }
  const lengthHeader = uploadHeader(req.headers, 'header-content-length');
  const declaredLength = nonNegativeInteger(lengthHeader);
  if (lengthHeader !== undefined && declaredLength === undefined) {
    req.resume();
    return GENAI_ERRORS.send(
      reply,
      400,
      `X-Goog-Upload-Header-Content-Length must be a byte count, not "${lengthHeader}".`,
    );
  }
  if (declaredLength !== undefined && declaredLength > MAX_FILE_BYTES) {
    req.resume();
    return GENAI_ERRORS.send(
      reply,
      400,
      tooLargeMessage(declaredLength, 'X-Goog-Upload-Header-Content-Length'),
    );
  }
  let text: string;
  try {
    text = await readJsonText(req, 64 * 1024);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return GENAI_ERRORS.send(reply, error.httpStatus, error.message);
  }
  const body = text.trim() === '' ? {} : safeJson(text);
  if (typeof body !== 'object' || body === null) {
    return GENAI_ERRORS.send(reply, 400, `Invalid JSON payload received. The body must be {"file": {...}}.`);
  }
  // The SDKs send camelCase, the cookbook's curl sample snake_case: the JSON mapping accepts both.
  const file = ((body as { file?: unknown }).file ?? {}) as Record<string, unknown>;
  const pick = (camel: string, snake: string) => {
    const value = file[camel] ?? file[snake];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const session = await sessions.start({
    owner: keyOwner(apiKey),
    displayName: pick('displayName', 'display_name'),
    mimeType:
      uploadHeader(req.headers, 'header-content-type') ||
      pick('mimeType', 'mime_type') ||
      'application/octet-stream',
    declaredLength,
  });
  const uploadUrl = `${store.origin}${url.pathname}?upload_id=${session.id}&upload_protocol=resumable`;
  reply.send(
    200,
    {
      ...UPLOAD_SERVER,
      'content-type': 'text/plain; charset=utf-8',
      'x-goog-upload-chunk-granularity': String(CHUNK_GRANULARITY),
      'x-goog-upload-control-url': uploadUrl,
      'x-goog-upload-status': 'active',
      'x-goog-upload-url': uploadUrl,
      'x-guploader-uploadid': session.id,
    },
    '',
  );
}

function answer(reply: Reply, session: UploadSession, extra: OutgoingHttpHeaders = {}): void {
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

async function sessionCommand(
  sessions: UploadSessions,
  session: UploadSession,
  { req, reply }: Pick<Parameters<RouteHandler>[0], 'req' | 'reply'>,
): Promise<void> {
  const commands = (uploadHeader(req.headers, 'command') ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim());
  // Errors of a rule keep the session usable: they say so in x-goog-upload-status, which also tells the SDKs
  // not to resend the same chunk (they retry only answers without that header).
  const refuse = (status: number, message: string) =>
    GENAI_ERRORS.send(reply, status, message, {
      headers: sessionHeaders(session),
    });
  if (commands.includes('query')) {
    req.resume();
    return answer(reply, session, { 'x-goog-upload-size-received': String(session.received) });
  }
  if (commands.includes('cancel')) {
    req.resume();
    if (session.status === 'active') await sessions.cancel(session);
    return answer(reply, session);
  }
  const upload = commands.includes('upload');
  const finalize = commands.includes('finalize');
  if (!upload && !finalize) {
    req.resume();
    return refuse(
      400,
      'X-Goog-Upload-Command must be upload, "upload, finalize", finalize, query or cancel.',
    );
  }
  if (session.status !== 'active') {
    req.resume();
    // A repeated finalize (its answer was lost) gets the file again; anything else is refused.
    if (session.status === 'final' && finalize) return answer(reply, session);
    return refuse(
      400,
      `This upload is already ${session.status === 'final' ? 'finalized' : 'cancelled'}; start a new upload.`,
    );
  }
  const offset = nonNegativeInteger(uploadHeader(req.headers, 'offset'));
  if (offset !== session.received) {
    req.resume();
    // No real text is recorded for a wrong offset; this one says what the server has, in the front end's style.
    return refuse(
      400,
      `Invalid request. X-Goog-Upload-Offset is ${uploadHeader(req.headers, 'offset') ?? 'missing'} but ${session.received} bytes have been received; send X-Goog-Upload-Command: query and resume at x-goog-upload-size-received.`,
    );
  }
  if (sessions.isReceiving(session)) {
    req.resume();
    return refuse(
      400,
      'Invalid request. Another chunk of this upload is still being received; wait for its answer, then query.',
    );
  }
  const size = await sessions.append(session, req);
  const chunk = size - session.received;
  const declared = session.declaredLength;
  let problem: string | undefined;
  if (declared !== undefined && (size > declared || (finalize && size !== declared))) {
    // No real text is recorded for this either.
    problem = `Invalid request. The upload was declared as ${declared} bytes (X-Goog-Upload-Header-Content-Length) but ${finalize ? 'ends' : 'would reach'} at ${size} bytes.`;
  } else if (!finalize && chunk % CHUNK_GRANULARITY !== 0) {
    problem = granularityMessage(chunk);
  }
  if (problem !== undefined) {
    await sessions.rollback(session);
    return refuse(400, problem);
  }
  await sessions.accept(session, size);
  if (finalize) await sessions.finalize(session);
  answer(reply, session);
}
