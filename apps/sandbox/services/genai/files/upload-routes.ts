// `POST /upload/{v1beta,v1}/files`: the resumable ("Scotty") upload protocol of the Files API, as the real
// exchanges show it (fixtures files/real-resumable-upload.cassette.json, real-upload-start-response-headers.json,
// real-upload-finalize-response.json): `start` answers the session's URL in headers with an empty body, `upload`
// chunks at X-Goog-Upload-Offset, `upload, finalize` answers {file}, `query` the size received, `cancel`. Uploads in
// one request (multipart, raw) go through a session too and answer {file} at once (one-request-upload.ts). This
// module routes a request and starts uploads; the commands on an upload URL are session-commands.ts.
import { BodyError, readJsonText } from '../../../http/read-body';
import type { RouteHandler } from '../../../http/routing';
import { GENAI_ERRORS } from '../genai-errors';
import { keyOwner, safeJson, type FileStore } from './file-store';
import { receiveMultipart } from './multipart-upload';
import { mediaType, receiveWholeFile } from './one-request-upload';
import { sessionCommand } from './session-commands';
import { sendRefusal, sizeRefusal } from './upload-limits';
import type { UploadSessions } from './upload-sessions';
import { answer, CHUNK_GRANULARITY, nonNegativeInteger, UPLOAD_SERVER, uploadHeader } from './upload-wire';

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
    const refusal = await receiveWholeFile(sessions, session, req, Number(req.headers['content-length']));
    if (refusal !== undefined) return sendRefusal(reply, refusal, UPLOAD_SERVER);
    return answer(reply, session);
  }
  if (protocol === 'multipart') {
    const stored = await receiveMultipart(sessions, apiKey, req);
    if (!('id' in stored)) return sendRefusal(reply, stored, UPLOAD_SERVER);
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
  const owner = keyOwner(apiKey);
  const refusal =
    declaredLength === undefined
      ? undefined
      : await sizeRefusal(store, owner, declaredLength, 'X-Goog-Upload-Header-Content-Length');
  if (refusal !== undefined) {
    req.resume();
    return sendRefusal(reply, refusal, UPLOAD_SERVER);
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
    owner,
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
