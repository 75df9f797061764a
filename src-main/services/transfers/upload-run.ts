// One run of an upload, from wherever it stands to the end: ask the service where a known session is (`query`),
// or start one; move the byte source there (hashing only what lies below); send chunk after chunk of the
// service's granularity, each read once and hashed once accepted; and check the service's sha256Hash against the
// local digest. 429, 5xx and dropped connections wait (backoff with jitter, Retry-After honoured) and then ask
// the service where it is before sending again, so at most the chunk in flight is sent twice.
import { VerityError } from '../../../src-shared/contract/result';
import { waitOrCancel } from '../http/attempt-common';
import { isRetryableStatus, retryDelayMs, type RetryPolicy } from '../http/retry-policy';
import type { BandwidthLimiter } from './bandwidth-limiter';
import type { ByteSource } from './byte-source';
import {
  onEndpoint,
  sessionRef,
  UploadAnswerError,
  type SessionState,
  type UploadedFile,
  type UploadProtocol,
} from './upload-protocol';
import type { StoredTransfer, UploadSession } from './transfer-store';

const BACKOFF: RetryPolicy = { maxAttempts: 8, baseDelayMs: 500, maxDelayMs: 60_000 };

export interface UploadRunDeps {
  /** The service's side of the upload (its protocol and its check of the file). */
  protocol: UploadProtocol;
  limiter: BandwidthLimiter;
  session: { get(): UploadSession | null; set(session: UploadSession | null): void };
  /** The service acknowledged bytes up to `bytesDone`. */
  progress(bytesDone: number): void;
  /** Something the user should know that does not stop the run. */
  note(reason: string): void;
  random?: () => number;
}

/** What the service's finalize answer and the local digest say. */
export interface UploadOutcome {
  sha256: string;
  remoteSha256: string | null;
  resultName: string;
  /** Why the upload failed its check, or null when the hashes match. */
  mismatch: string | null;
}

const isRetryable = (error: unknown) =>
  error instanceof UploadAnswerError
    ? isRetryableStatus(error.status)
    : error instanceof VerityError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

/** Runs `call` until it succeeds, waiting between tries of a retryable failure. */
async function withBackoff<T>(
  call: () => Promise<T>,
  signal: AbortSignal,
  random?: () => number,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      await waitBeforeRetry(error, attempt, signal, random);
    }
  }
}

/** Waits before try `attempt + 1`, or rethrows `error` when it is not worth another. */
async function waitBeforeRetry(
  error: unknown,
  attempt: number,
  signal: AbortSignal,
  random?: () => number,
): Promise<void> {
  if (!isRetryable(error) || attempt >= BACKOFF.maxAttempts) throw error;
  const retryAfter = error instanceof UploadAnswerError ? error.retryAfterMs : null;
  const delay = retryDelayMs(BACKOFF, attempt, retryAfter, random);
  if (delay === null) throw error;
  await waitOrCancel(delay, signal);
}

async function outcome(
  protocol: UploadProtocol,
  source: ByteSource,
  size: number,
  file: UploadedFile | null,
  signal: AbortSignal,
): Promise<UploadOutcome> {
  if (!file)
    throw new VerityError(
      'BAD_RESPONSE',
      "The service finalized the upload without naming the file it made: look for it in the service's list of files",
    );
  // A session finalized before a restart: the local digest still needs the bytes the service has.
  await source.seek(size, signal);
  const sha256 = source.digest();
  const { remoteSha256, mismatch } = protocol.check(file, { sha256, md5: source.md5Digest() });
  return { sha256, remoteSha256, resultName: file.name, mismatch };
}

export async function runUpload(
  transfer: StoredTransfer,
  source: ByteSource,
  deps: UploadRunDeps,
  signal: AbortSignal,
): Promise<UploadOutcome> {
  const { protocol, random } = deps;
  const stored = deps.session.get();
  let session = stored && { ...stored, url: onEndpoint(stored.url, protocol.baseUrl(transfer.profileId)) };
  let state: SessionState | null = null;
  if (session) {
    const known = sessionRef(session, transfer);
    try {
      state = await withBackoff(() => protocol.query(known, signal), signal, random);
    } catch (error) {
      if (!(error instanceof UploadAnswerError) || isRetryableStatus(error.status)) throw error;
      deps.note(
        `The service no longer knew this upload's session (${error.message}), so it started again from the beginning`,
      );
      state = null;
    }
    if (state?.status === 'cancelled') {
      deps.note('The service had cancelled this upload, so it started again from the beginning');
      state = null;
    }
  }
  if (state === null) {
    session = await withBackoff(() => protocol.start(transfer, signal), signal, random);
    deps.session.set(session);
    state = { status: 'active', received: 0 };
  }
  const active = sessionRef(session!, transfer);
  if (state.status === 'final') return outcome(protocol, source, transfer.size, state.file, signal);

  let offset = state.received;
  await source.seek(offset, signal);
  deps.progress(offset);
  for (let failures = 0; ;) {
    const length = Math.min(active.granularity, transfer.size - offset);
    const last = offset + length === transfer.size;
    const bytes = await source.read(length, signal);
    await deps.limiter.take(length, signal);
    let answer: SessionState;
    try {
      answer = await protocol.upload(active, offset, bytes, last, signal);
    } catch (error) {
      // A 400 about the offset (a chunk of a killed run still being received, say) is cured by asking too.
      const outOfStep = error instanceof UploadAnswerError && error.status === 400;
      if (!outOfStep) await waitBeforeRetry(error, ++failures, signal, random);
      else if (++failures >= BACKOFF.maxAttempts) throw error;
      answer = await withBackoff(() => protocol.query(active, signal), signal, random);
      if (answer.status === 'active') {
        if (outOfStep && answer.received === offset) {
          if (failures >= 2) throw error;
          await waitOrCancel(retryDelayMs(BACKOFF, failures, null, random) ?? 0, signal);
          continue;
        }
        if (answer.received === offset + length) source.advance(bytes);
        else await source.seek(answer.received, signal);
        offset = answer.received;
        deps.progress(offset);
        continue;
      }
    }
    if (answer.status === 'cancelled')
      throw new VerityError(
        'UPSTREAM',
        'The service cancelled this upload: retry it to upload the file again',
      );
    if (source.position === offset) source.advance(bytes);
    if (answer.status === 'final') {
      deps.progress(transfer.size);
      return outcome(protocol, source, transfer.size, answer.file, signal);
    }
    if (last)
      throw new VerityError(
        'BAD_RESPONSE',
        'The service took the last chunk but did not finalize the upload: retry it',
      );
    failures = 0;
    offset += length;
    deps.progress(offset);
  }
}
