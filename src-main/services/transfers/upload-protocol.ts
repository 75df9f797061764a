// What differs per service in an upload, behind one interface: how a session starts, how chunks and status
// queries are said and answered, and how the service's account of the finished file is checked against the
// local digests. The queue (transfer-engine.ts) and its run loop (upload-run.ts) are the same for every service:
// the generation service's Files API (genai-upload-protocol.ts) and the storage service (storage-upload.ts).
import { VerityError } from '../../../src-shared/contract/result';
import type { AnswerRule } from '../http/http-client';
import { upstreamMessage } from '../http/http-errors';
import { parseRetryAfter } from '../http/retry-policy';
import type { StoredTransfer, UploadSession } from './transfer-store';

/** An error answer of the upload server, with what deciding a retry needs. */
export class UploadAnswerError extends VerityError {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super('UPSTREAM', message, { status });
  }
}

/** The rule for an upload server's error answers: an UploadAnswerError; the run loop decides on retries. */
export const uploadAnswerRule =
  (what: string): AnswerRule =>
  (response) => ({
    error: new UploadAnswerError(
      response.status,
      `${what} failed with HTTP ${response.status}: ${upstreamMessage(response.text()) ?? 'no error message'}`,
      parseRetryAfter(response.headers.get('retry-after'), Date.now()),
    ),
    retryInMs: null,
  });

/** The file the service made, in the service's own words (each protocol reads its checksums). */
export interface UploadedFile {
  /** What the service calls it: `files/abc-123` (genai), the file's ID (storage). */
  name: string;
  /** genai: base64 of the lowercase hex digest; storage: the hex digest. */
  sha256Hash: string | null;
  /** storage: the hex MD5, checked when the service gives no SHA-256. */
  md5Checksum?: string | null;
}

/**
 * A session, the profile it uploads for (for Activity's records), the whole upload's size, and what a
 * protocol that sends a small file's metadata with its bytes needs (name, type, folder).
 */
export type SessionRef = UploadSession & {
  profileId: string;
  size: number;
  name: string;
  mimeType: string;
  folderId: string | null;
};

/** The session of transfer `t`'s upload, with what each protocol's calls need of the transfer. */
export const sessionRef = (session: UploadSession, t: StoredTransfer): SessionRef => ({
  ...session,
  profileId: t.profileId,
  size: t.size,
  name: t.target,
  mimeType: t.mimeType,
  folderId: t.folder?.id ?? null,
});

export type SessionState =
  | { status: 'active'; received: number }
  | { status: 'final'; file: UploadedFile | null }
  | { status: 'cancelled' };

/** The digests of the whole file as read while sending it. */
export interface LocalDigests {
  sha256: string;
  /** Only for a protocol that `needsMd5`. */
  md5: string | null;
}

/** The service's SHA-256 (hex) when it gave one, and why the file fails its check (null when it passes). */
export interface FileCheck {
  remoteSha256: string | null;
  mismatch: string | null;
}

export interface UploadProtocol {
  /** Whether checking a file may need its MD5 (read along with the SHA-256 while sending). */
  readonly needsMd5: boolean;
  /** The service's endpoint for the profile now: a known session URL is used on its origin. */
  baseUrl(profileId: string): string;
  start(transfer: StoredTransfer, signal: AbortSignal): Promise<UploadSession>;
  /** Sends `bytes` at `offset`; `finalize` with the last of them. */
  upload(
    session: SessionRef,
    offset: number,
    bytes: Uint8Array<ArrayBuffer>,
    finalize: boolean,
    signal: AbortSignal,
  ): Promise<SessionState>;
  /** Where the service is: the size it received, or the file once finalized. */
  query(session: SessionRef, signal: AbortSignal): Promise<SessionState>;
  cancel(session: SessionRef, signal: AbortSignal): Promise<void>;
  check(file: UploadedFile, local: LocalDigests): FileCheck;
}

/**
 * The upload URL moved onto the service endpoint's origin, as @google/genai does with the URL a start answers
 * (research: genai.md §0.10): the file's bytes go where the profile points and nowhere else, and a session
 * survives the endpoint moving (the sandbox restarting on another port).
 */
export function onEndpoint(uploadUrl: string, baseUrl: string): string {
  const url = new URL(uploadUrl);
  const base = new URL(baseUrl);
  url.protocol = base.protocol;
  url.hostname = base.hostname;
  url.port = base.port;
  return url.toString();
}
