// The storage service's resumable upload protocol (research google.md §3.3): `start` POSTs the file's metadata
// (name, folder, type) to /upload/store/v3/files?uploadType=resumable as the profile's account and answers the
// session URI from Location; chunks are PUT there with `Content-Range: bytes a-b/total`, each but the last a
// multiple of 256 KiB; 308 answers what the service holds (`Range: bytes=0-N`, none for nothing); a PUT of
// `Content-Range: bytes */total` asks the same; the last chunk answers the file with its checksums. The session
// URI is the upload's credential, so chunks carry no token. The layer retries nothing: the run loop decides.
import { VerityError } from '../../../src-shared/contract/result';
import type { AccessTokenSource } from '../google/google-send';
import type { HttpClient, HttpRequest, HttpResponse } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import {
  onEndpoint,
  UploadAnswerError,
  uploadAnswerRule,
  type FileCheck,
  type LocalDigests,
  type SessionState,
  type UploadedFile,
  type UploadProtocol,
} from './upload-protocol';

/** The service takes chunks in multiples of this (all but the last). */
const STORAGE_GRANULARITY = 256 * 1024;
/** Each chunk sent: large enough that a request's overhead is small, small enough to resend cheaply. */
const CHUNK_BYTES = 32 * STORAGE_GRANULARITY;
const CHUNK_TIMEOUT_MS = 300_000;
const FIELDS = 'id,name,md5Checksum,sha256Checksum';

/** How much the service holds, from a 308's `Range: bytes=0-N` (none: nothing yet). */
export function receivedOf(range: string | null): number {
  if (range === null) return 0;
  const match = /^bytes=0-(\d+)$/.exec(range.trim());
  if (!match)
    throw new VerityError(
      'BAD_RESPONSE',
      `The storage service answered an upload with a Range it should not ("${range}")`,
    );
  return Number(match[1]) + 1;
}

/** The file a finished upload answers, or null when the answer names none. */
export function fileOf(response: HttpResponse): UploadedFile | null {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const body = response.json() as { id?: unknown; sha256Checksum?: unknown; md5Checksum?: unknown } | null;
  if (typeof body?.id !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { name: body.id, sha256Hash: text(body.sha256Checksum), md5Checksum: text(body.md5Checksum) };
}

/** A chunk's or a status query's answer as the session's state. */
function sessionStateOf(response: HttpResponse): SessionState {
  if (response.status === 308)
    return { status: 'active', received: receivedOf(response.headers.get('range')) };
  return { status: 'final', file: fileOf(response) };
}

/** `Content-Range` of `length` bytes at `offset` of a `total`-byte upload (an empty one has no range). */
export function contentRange(offset: number, length: number, total: number): string {
  return length === 0 ? `bytes */${total}` : `bytes ${offset}-${offset + length - 1}/${total}`;
}

/** The service's SHA-256 against the file's; its MD5 when it gives no SHA-256. */
export function checkStoredFile(file: UploadedFile, local: LocalDigests): FileCheck {
  const sha256 = file.sha256Hash?.toLowerCase() ?? null;
  const md5 = file.md5Checksum?.toLowerCase() ?? null;
  const redo = `Delete the file (ID ${file.name}) in Storage and upload it again`;
  if (sha256 !== null) {
    const mismatch =
      sha256 === local.sha256
        ? null
        : `The storage service's SHA-256 of the uploaded file (${sha256}) differs from the file's (${local.sha256}): the bytes changed on the way. ${redo}`;
    return { remoteSha256: /^[0-9a-f]{64}$/.test(sha256) ? sha256 : null, mismatch };
  }
  if (md5 !== null && local.md5 !== null) {
    const mismatch =
      md5 === local.md5
        ? null
        : `The storage service's MD5 of the uploaded file (${md5}) differs from the file's (${local.md5}): the bytes changed on the way. ${redo}`;
    return { remoteSha256: null, mismatch };
  }
  return {
    remoteSha256: null,
    mismatch: `The storage service gave no checksum of the uploaded file, so the upload cannot be checked. ${redo}`,
  };
}

export function storageUploadProtocol(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  profiles: Pick<Profiles, 'endpoint'>;
}): UploadProtocol {
  const baseUrl = (profileId: string) => deps.profiles.endpoint('storage', profileId).baseUrl;
  const send = (request: Omit<HttpRequest, 'service' | 'retry'>) =>
    deps.http.request({ ...request, service: 'storage', retry: { maxAttempts: 1 } });

  return {
    needsMd5: true,
    baseUrl,

    async start(t, signal) {
      if (!t.folder) throw new VerityError('VALIDATION', 'A storage upload needs the folder it goes into');
      const url = `${baseUrl(t.profileId).replace(/\/+$/, '')}/upload/store/v3/files?uploadType=resumable&supportsAllDrives=true&fields=${FIELDS}`;
      const what = 'Starting the upload';
      const attempt = async (token: string) =>
        send({
          profileId: t.profileId,
          method: 'POST',
          url,
          signal,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-type': t.mimeType,
            'x-upload-content-length': String(t.size),
          },
          body: JSON.stringify({ name: t.target, parents: [t.folder!.id], mimeType: t.mimeType }),
          acceptStatus: [401],
          answerRule: uploadAnswerRule(what),
        });
      // A token the service refuses gets one fresh one, as the other storage calls do.
      const token = await deps.accessToken(t.profileId);
      let response = await attempt(token);
      if (response.status === 401)
        response = await attempt(await deps.accessToken(t.profileId, { refused: token }));
      if (response.status === 401)
        throw new UploadAnswerError(
          401,
          `${what} was refused (HTTP 401): sign the profile in again in Settings → Accounts`,
          null,
        );
      const location = response.headers.get('location');
      if (!location)
        throw new VerityError(
          'BAD_RESPONSE',
          'The storage service did not answer the start of the upload with its session URI (Location)',
        );
      return { url: onEndpoint(location, baseUrl(t.profileId)), granularity: CHUNK_BYTES };
    },

    async upload(session, offset, bytes, _finalize, signal) {
      const response = await send({
        profileId: session.profileId,
        method: 'PUT',
        url: session.url,
        signal,
        timeoutMs: CHUNK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': contentRange(offset, bytes.byteLength, session.size),
        },
        body: bytes,
        answerRule: uploadAnswerRule(`Sending bytes ${offset}–${offset + bytes.byteLength}`),
      });
      return sessionStateOf(response);
    },

    async query(session, signal) {
      const response = await send({
        profileId: session.profileId,
        method: 'PUT',
        url: session.url,
        signal,
        headers: { 'content-range': `bytes */${session.size}` },
        answerRule: uploadAnswerRule('Asking the storage service where the upload is'),
      });
      return sessionStateOf(response);
    },

    async cancel(session, signal) {
      // Google's upload servers end a session on DELETE (answering 499); one they no longer know is ended too.
      await send({
        profileId: session.profileId,
        method: 'DELETE',
        url: session.url,
        signal,
        acceptStatus: [404, 499],
        answerRule: uploadAnswerRule('Cancelling the upload at the storage service'),
      });
    },

    check: checkStoredFile,
  };
}
