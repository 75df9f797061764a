// The Files API's resumable ("Scotty") upload protocol as a client speaks it (research: genai.md §1.2): `start`
// answers the session's URL and chunk granularity in headers, `upload` / `upload, finalize` send bytes at
// X-Goog-Upload-Offset, `query` answers the size received, `cancel` ends the session. Every exchange goes through
// the HTTP layer, so Activity records it (a chunk's bytes only as a count: octet-stream bodies are not kept).
// The layer retries nothing here: the engine decides, since a retried chunk must first ask where the service is.
import { VerityError } from '../../../src-shared/contract/result';
import type { HttpClient, HttpRequest, HttpResponse } from '../http/http-client';
import { genaiHeaders, type GenaiTarget } from '../genai/genai-target';
import type { UploadSession } from './transfer-store';
import {
  onEndpoint,
  uploadAnswerRule as answerRule,
  type SessionRef,
  type SessionState,
  type UploadedFile,
} from './upload-protocol';

/** Chunks may take long on a slow link; the layer's 30 s default is for small calls. */
const CHUNK_TIMEOUT_MS = 300_000;

function fileOf(response: HttpResponse): UploadedFile | null {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const body = response.json() as { file?: { name?: unknown; sha256Hash?: unknown } };
  const file = body?.file;
  if (typeof file?.name !== 'string') return null;
  return { name: file.name, sha256Hash: typeof file.sha256Hash === 'string' ? file.sha256Hash : null };
}

function stateOf(response: HttpResponse, what: string): SessionState {
  const status = response.headers.get('x-goog-upload-status');
  if (status === 'final') return { status: 'final', file: fileOf(response) };
  if (status === 'cancelled') return { status: 'cancelled' };
  if (status === 'active') {
    const received = Number(response.headers.get('x-goog-upload-size-received') ?? NaN);
    return { status: 'active', received };
  }
  throw new VerityError(
    'BAD_RESPONSE',
    `${what}: the upload server answered without x-goog-upload-status ("${status ?? ''}")`,
  );
}

export function createResumableUpload(deps: { http: HttpClient }) {
  const send = (request: Omit<HttpRequest, 'service' | 'retry'>) =>
    deps.http.request({ ...request, service: 'genai', retry: { maxAttempts: 1 } });

  return {
    async start(
      target: GenaiTarget,
      file: { size: number; mimeType: string; displayName: string },
      signal: AbortSignal,
    ): Promise<UploadSession> {
      const url = `${target.baseUrl}/upload/v1beta/files`;
      const response = await send({
        profileId: target.profileId,
        method: 'POST',
        url,
        signal,
        headers: {
          ...genaiHeaders(target, url, true),
          'x-goog-upload-protocol': 'resumable',
          'x-goog-upload-command': 'start',
          'x-goog-upload-header-content-length': String(file.size),
          'x-goog-upload-header-content-type': file.mimeType,
        },
        body: JSON.stringify({ file: { displayName: file.displayName } }),
        answerRule: answerRule('Starting the upload'),
      });
      const uploadUrl = response.headers.get('x-goog-upload-url');
      const granularity = Number(response.headers.get('x-goog-upload-chunk-granularity') ?? NaN);
      if (!uploadUrl || !Number.isSafeInteger(granularity) || granularity <= 0) {
        throw new VerityError(
          'BAD_RESPONSE',
          'The upload server did not answer the start of the upload with x-goog-upload-url and x-goog-upload-chunk-granularity',
        );
      }
      return { url: onEndpoint(uploadUrl, target.baseUrl), granularity };
    },

    /** Sends `bytes` at `offset`; `finalize` with the last of them. */
    async upload(
      session: SessionRef,
      offset: number,
      bytes: Uint8Array<ArrayBuffer>,
      finalize: boolean,
      signal: AbortSignal,
    ): Promise<SessionState> {
      const what = `Sending bytes ${offset}–${offset + bytes.byteLength}`;
      const response = await send({
        profileId: session.profileId,
        method: 'POST',
        url: session.url,
        signal,
        timeoutMs: CHUNK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/octet-stream',
          'x-goog-upload-command': finalize ? 'upload, finalize' : 'upload',
          'x-goog-upload-offset': String(offset),
        },
        body: bytes,
        answerRule: answerRule(what),
      });
      return stateOf(response, what);
    },

    /** Where the service is: the size it received, or the file once finalized. */
    async query(session: SessionRef, signal: AbortSignal): Promise<SessionState> {
      const response = await send({
        profileId: session.profileId,
        method: 'POST',
        url: session.url,
        signal,
        headers: { 'x-goog-upload-command': 'query' },
        answerRule: answerRule('Asking the upload server where the upload is'),
      });
      const what = 'Asking the upload server where the upload is';
      const state = stateOf(response, what);
      if (state.status === 'active' && !Number.isSafeInteger(state.received))
        throw new VerityError('BAD_RESPONSE', `${what}: the answer has no x-goog-upload-size-received`);
      return state;
    },

    async cancel(session: SessionRef, signal: AbortSignal): Promise<void> {
      await send({
        profileId: session.profileId,
        method: 'POST',
        url: session.url,
        signal,
        headers: { 'x-goog-upload-command': 'cancel' },
        answerRule: answerRule('Cancelling the upload at the service'),
      });
    },
  };
}
