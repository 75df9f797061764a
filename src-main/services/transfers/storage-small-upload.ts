// Files small enough for one request (Google's advice for single-request uploads, SIMPLE_UPLOAD_MAX_BYTES) go
// to the storage service as one multipart files.create, where a resumable session takes a request to start it
// and another for the bytes. The file's ID is reserved first (files.generateIds, kept in a pool per profile) and
// the session saved for the upload is that file's URL, so a run that was killed or lost its answer is not
// repeated blindly: the next run asks for the file by its ID (there: checked like any finished upload; not
// there: sent again with the same ID), and a 409 for the ID means an earlier try made the file.
import { VerityError } from '../../../src-shared/contract/result';
import { STORE_V3 } from '../google/generated/store-v3';
import type { AccessTokenSource } from '../google/google-send';
import { SIMPLE_UPLOAD_MAX_BYTES, uploadRequest } from '../google/google-upload';
import type { HttpClient, HttpRequest, HttpResponse } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import { fileOf, storageUploadProtocol } from './storage-upload';
import type { StoredTransfer, UploadSession } from './transfer-store';
import {
  UploadAnswerError,
  uploadAnswerRule,
  type SessionRef,
  type SessionState,
  type UploadProtocol,
} from './upload-protocol';

const FIELDS = 'id,name,md5Checksum,sha256Checksum';
/** IDs asked for at once: one generateIds call serves this many small files. */
const ID_POOL = 100;
const SEND_TIMEOUT_MS = 300_000;
const ID_TIMEOUT_MS = 30_000;

type Request = Omit<HttpRequest, 'service' | 'retry' | 'profileId' | 'headers'> & {
  headers?: Record<string, string>;
};

/** Whether a transfer goes as one request. */
const fitsOneRequest = (t: Pick<StoredTransfer, 'size'>) => t.size <= SIMPLE_UPLOAD_MAX_BYTES;

/** The reserved file ID of a one-request upload's session (its URL is the file's), or null for a resumable one. */
export function reservedFileId(sessionUrl: string): string | null {
  return /^\/store\/v3\/files\/([\w-]+)$/.exec(new URL(sessionUrl).pathname)?.[1] ?? null;
}

function storageSmallUploads(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  baseUrl: (profileId: string) => string;
}) {
  const pools = new Map<string, Promise<string[]>>();
  const root = (profileId: string) => deps.baseUrl(profileId).replace(/\/+$/, '');

  /** Sends as the profile's account; a token the service refuses gets one fresh one, as other calls do. */
  async function send(profileId: string, request: Request, what: string): Promise<HttpResponse> {
    const attempt = (token: string) =>
      deps.http.request({
        ...request,
        profileId,
        service: 'storage',
        retry: { maxAttempts: 1 },
        headers: { ...request.headers, authorization: `Bearer ${token}` },
        acceptStatus: [401, ...(request.acceptStatus ?? [])],
        answerRule: uploadAnswerRule(what),
      });
    const token = await deps.accessToken(profileId);
    let response = await attempt(token);
    if (response.status === 401)
      response = await attempt(await deps.accessToken(profileId, { refused: token }));
    if (response.status === 401)
      throw new UploadAnswerError(
        401,
        `${what} was refused (HTTP 401): sign the profile in again in Settings → Accounts`,
        null,
      );
    return response;
  }

  async function generateIds(profileId: string): Promise<string[]> {
    const url = `${root(profileId)}/store/v3/files/generateIds?count=${ID_POOL}&space=drive&type=files`;
    // Not any one run's signal: the runs waiting on this call must not fail because one of them was paused.
    const signal = AbortSignal.timeout(ID_TIMEOUT_MS);
    const response = await send(profileId, { method: 'GET', url, signal }, 'Reserving file IDs');
    const ids = (response.json() as { ids?: unknown } | null)?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
      throw new VerityError('BAD_RESPONSE', 'The storage service answered files.generateIds without IDs');
    return ids as string[];
  }

  /** One unused ID; runs that start together share one generateIds call. */
  async function reserveId(profileId: string): Promise<string> {
    for (;;) {
      let pool = pools.get(profileId);
      if (!pool) {
        const asked = generateIds(profileId);
        pools.set(profileId, asked);
        // A failed call is not kept: the next run asks again.
        asked.catch(() => {
          if (pools.get(profileId) === asked) pools.delete(profileId);
        });
        pool = asked;
      }
      const ids = await pool;
      const id = ids.shift();
      if (id !== undefined) return id;
      if (pools.get(profileId) === pool) pools.delete(profileId);
    }
  }

  /** The file under its reserved ID: made (final) or not yet (nothing received). */
  async function query(session: SessionRef, signal: AbortSignal): Promise<SessionState> {
    const url = `${session.url}?fields=${FIELDS}&supportsAllDrives=true`;
    const what = 'Asking the storage service for the uploaded file';
    const response = await send(session.profileId, { method: 'GET', url, signal, acceptStatus: [404] }, what);
    if (response.status === 404) return { status: 'active', received: 0 };
    return { status: 'final', file: fileOf(response) };
  }

  return {
    async start(t: StoredTransfer): Promise<UploadSession> {
      if (!t.folder) throw new VerityError('VALIDATION', 'A storage upload needs the folder it goes into');
      const id = await reserveId(t.profileId);
      return { url: `${root(t.profileId)}/store/v3/files/${id}`, granularity: SIMPLE_UPLOAD_MAX_BYTES };
    },

    /** The whole file in one multipart files.create under the reserved ID. */
    async upload(
      session: SessionRef,
      bytes: Uint8Array<ArrayBuffer>,
      signal: AbortSignal,
    ): Promise<SessionState> {
      const id = reservedFileId(session.url)!;
      const request = uploadRequest(STORE_V3, STORE_V3.methods['files.create']!, {
        params: { fields: FIELDS, supportsAllDrives: true },
        metadata: { id, name: session.name, parents: [session.folderId], mimeType: session.mimeType },
        media: { mimeType: session.mimeType, bytes },
        rootUrl: root(session.profileId),
      });
      const what = `Uploading ${session.name}`;
      const response = await send(
        session.profileId,
        {
          method: 'POST',
          url: request.url.href,
          signal,
          timeoutMs: SEND_TIMEOUT_MS,
          headers: { 'content-type': request.contentType },
          body: request.body,
          acceptStatus: [409],
        },
        what,
      );
      // The ID is taken: an earlier try of this upload made the file, and its answer was lost.
      if (response.status === 409) return query(session, signal);
      return { status: 'final', file: fileOf(response) };
    },

    query,

    /** Removes the file a stopped run may have made under the reserved ID: a cancelled upload leaves nothing. */
    async cancel(session: SessionRef, signal: AbortSignal): Promise<void> {
      const url = `${session.url}?supportsAllDrives=true`;
      const what = 'Removing the cancelled upload at the storage service';
      await send(session.profileId, { method: 'DELETE', url, signal, acceptStatus: [404] }, what);
    },
  };
}

/**
 * The storage service's uploads: files that fit one request as one multipart request, larger ones in a
 * resumable session (storage-upload.ts). A saved session says which way its upload went.
 */
export function storageUploads(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  profiles: Pick<Profiles, 'endpoint'>;
}): UploadProtocol {
  const resumable = storageUploadProtocol(deps);
  const small = storageSmallUploads({ ...deps, baseUrl: resumable.baseUrl });
  const isSmall = (session: SessionRef) => reservedFileId(session.url) !== null;
  return {
    ...resumable,
    start: (t, signal) => (fitsOneRequest(t) ? small.start(t) : resumable.start(t, signal)),
    upload: (session, offset, bytes, finalize, signal) =>
      isSmall(session)
        ? small.upload(session, bytes, signal)
        : resumable.upload(session, offset, bytes, finalize, signal),
    query: (session, signal) =>
      isSmall(session) ? small.query(session, signal) : resumable.query(session, signal),
    cancel: (session, signal) =>
      isSmall(session) ? small.cancel(session, signal) : resumable.cancel(session, signal),
  };
}
