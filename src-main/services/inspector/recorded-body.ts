// Bodies as the inspector records them: decoded, capped at BODY_CAP_BYTES and redacted when recorded, or
// kept as bytes until read when they provably hold nothing to redact.
import { isUtf8 } from 'node:buffer';
import type { RecordedBody } from '../../../src-shared/contract/schemas/inspector';
import { redactText } from '../http/redact';

/** Bodies are kept up to this many bytes each; the rest is counted, not stored. */
export const BODY_CAP_BYTES = 64 * 1024;

const TEXTUAL =
  /^(text\/|application\/(json|.*\+json|x-pem-file|xml|x-www-form-urlencoded|x-ndjson))|multipart\//i;

export function recordBody(
  body: Uint8Array | null,
  contentType: string | null,
  secrets: readonly string[],
  totalBytes = body?.byteLength ?? 0,
): RecordedBody {
  if (!body) return { text: null, bytes: 0, truncated: false, contentType };
  const textual = contentType === null || TEXTUAL.test(contentType);
  if (!textual) return { text: null, bytes: totalBytes, truncated: false, contentType };
  const truncated = totalBytes > BODY_CAP_BYTES;
  const text = decodeText(body.byteLength > BODY_CAP_BYTES ? body.subarray(0, BODY_CAP_BYTES) : body);
  return { text: redactText(text, secrets), bytes: totalBytes, truncated, contentType };
}

const decodeText = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

/** A body kept as its bytes, to be decoded when read: they hold no secret (see keptBody). */
interface DeferredBody extends Omit<RecordedBody, 'text'> {
  deferred: Uint8Array;
}

export type StoredBody = RecordedBody | DeferredBody;

/**
 * A response body as stored. Most hold no secret, and a log answer is tens of kilobytes, a hundred to a
 * page: those are kept as their bytes (off the JavaScript heap, never decoded unless read) rather than as
 * text. Which ones: valid UTF-8 (so the text is exactly the bytes decoded) in which no secret's UTF-8 bytes
 * occur (so the text holds no secret, and redacting it would change nothing). The rest are redacted now.
 */
export function keptBody(
  body: Uint8Array | null,
  contentType: string | null,
  secrets: readonly string[],
): StoredBody {
  const recorded = { bytes: body?.byteLength ?? 0, truncated: false, contentType };
  if (body === null || body.byteLength > BODY_CAP_BYTES) return recordBody(body, contentType, secrets);
  if (contentType !== null && !TEXTUAL.test(contentType)) return { ...recorded, text: null };
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const clean = isUtf8(bytes) && secrets.every((s) => s.length < 4 || !bytes.includes(s));
  return clean ? { ...recorded, deferred: body } : recordBody(body, contentType, secrets);
}

export function bodyOf(stored: StoredBody): RecordedBody {
  if (!('deferred' in stored)) return stored;
  const { deferred, ...rest } = stored;
  return { ...rest, text: decodeText(deferred) };
}

/** A streamed body: the first BODY_CAP_BYTES kept, the rest only counted (and not decoded again). */
export function createStreamedBody() {
  const kept = new Uint8Array(BODY_CAP_BYTES);
  let keptBytes = 0;
  let totalBytes = 0;
  let last: { keptBytes: number; body: RecordedBody } | null = null;
  return {
    add(chunk: Uint8Array) {
      const take = Math.min(chunk.byteLength, BODY_CAP_BYTES - keptBytes);
      kept.set(chunk.subarray(0, take), keptBytes);
      keptBytes += take;
      totalBytes += chunk.byteLength;
    },
    record(contentType: string | null, secrets: readonly string[]): RecordedBody {
      if (last?.keptBytes !== keptBytes || last.body.contentType !== contentType)
        last = { keptBytes, body: recordBody(kept.subarray(0, keptBytes), contentType, secrets) };
      return {
        ...last.body,
        bytes: totalBytes,
        truncated: last.body.text !== null && totalBytes > keptBytes,
      };
    },
    get totalBytes() {
      return totalBytes;
    },
  };
}
