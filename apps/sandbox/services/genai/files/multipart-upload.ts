// `X-Goog-Upload-Protocol: multipart` uploads: a multipart/related body of two parts, the JSON metadata
// ({"file": {"displayName", "mimeType"}}) and the media, as google-gemini/generative-ai-js src/server/file-manager.ts
// builds it ("--B\r\nContent-Type: application/json…\r\n\r\n{json}\r\n--B\r\nContent-Type: <type>\r\n\r\n<bytes>
// \r\n--B--"). Only the head (both parts' headers and the metadata) is buffered, up to 64 KiB; the media streams
// through a transform that stops at the closing delimiter, so a large file never sits in memory.
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { keyOwner, safeJson } from './file-store';
import { receiveWholeFile } from './one-request-upload';
import type { Refusal } from './upload-limits';
import type { UploadSession, UploadSessions } from './upload-sessions';

const HEAD_LIMIT = 64 * 1024;

class MultipartError extends Error {}

interface MultipartHead {
  displayName: string | undefined;
  mimeType: string | undefined;
}

/** The boundary of a `multipart/related; boundary=…` Content-Type, or undefined. */
function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const partType = (headers: string) =>
  /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase();

/** Parses the head: `--B\r\n<headers>\r\n\r\n<json>\r\n--B\r\n<headers>\r\n\r\n`. */
function parseHead(head: string, boundary: string): MultipartHead {
  const first = `--${boundary}\r\n`;
  const start = head.indexOf(first);
  const metaEnd = head.indexOf(`\r\n--${boundary}\r\n`, start);
  const metaBodyStart = head.indexOf('\r\n\r\n', start);
  if (start < 0 || metaEnd < 0 || metaBodyStart < 0 || metaBodyStart > metaEnd)
    throw new MultipartError('the metadata part is missing its headers or its closing delimiter');
  const mediaHeaders = head.slice(metaEnd + first.length + 2);
  const json = safeJson(head.slice(metaBodyStart + 4, metaEnd).trim() || '{}');
  if (typeof json !== 'object' || json === null)
    throw new MultipartError('the metadata part is not JSON; send {"file": {"displayName": …}}');
  // The SDKs send camelCase, older samples snake_case: the JSON mapping accepts both.
  const file = ((json as { file?: unknown }).file ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    displayName: text(file.displayName ?? file.display_name),
    mimeType: partType(mediaHeaders) ?? text(file.mimeType ?? file.mime_type),
  };
}

/** Reads the request up to the start of the media bytes; puts back what it read beyond. */
function readMultipartHead(req: IncomingMessage, boundary: string): Promise<MultipartHead> {
  const second = Buffer.from(`\r\n--${boundary}\r\n`);
  return new Promise((resolve, reject) => {
    let seen = Buffer.alloc(0);
    const done = (settle: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', reject);
      req.pause();
      settle();
    };
    const onData = (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk]);
      const mediaPart = seen.indexOf(second);
      const headEnd = mediaPart < 0 ? -1 : seen.indexOf('\r\n\r\n', mediaPart + second.length - 2);
      if (headEnd >= 0) {
        const end = headEnd + 4;
        return done(() => {
          req.unshift(seen.subarray(end));
          try {
            resolve(parseHead(seen.subarray(0, end).toString('utf8'), boundary));
          } catch (error) {
            reject(error as Error);
          }
        });
      }
      if (seen.length > HEAD_LIMIT)
        done(() => reject(new MultipartError(`no media part within the first ${HEAD_LIMIT} bytes`)));
    };
    const onEnd = () => done(() => reject(new MultipartError('the body ended before the media part')));
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

/** Passes the media bytes through and stops at `\r\n--B`; fails if the body ends without it. */
class MediaUntilBoundary extends Transform {
  private readonly delimiter: Buffer;
  private held = Buffer.alloc(0);
  private pastMedia = false;

  constructor(boundary: string) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.pastMedia) return callback(); // the epilogue after the closing delimiter
    const bytes = Buffer.concat([this.held, chunk]);
    const at = bytes.indexOf(this.delimiter);
    if (at >= 0) {
      this.pastMedia = true;
      this.held = Buffer.alloc(0);
      return callback(null, bytes.subarray(0, at));
    }
    // The delimiter may begin in this chunk and end in the next: hold back what could be its start.
    const keep = Math.min(bytes.length, this.delimiter.length - 1);
    this.held = bytes.subarray(bytes.length - keep);
    callback(null, bytes.subarray(0, bytes.length - keep));
  }

  override _flush(callback: TransformCallback): void {
    callback(this.pastMedia ? null : new MultipartError('the body ended before the closing boundary'));
  }
}

/** Stores a multipart upload's media as a file: the finalized session, or the refusal. */
export async function receiveMultipart(
  sessions: UploadSessions,
  apiKey: string,
  req: IncomingMessage,
): Promise<UploadSession | Refusal> {
  const boundary = multipartBoundary(req.headers['content-type']);
  if (boundary === undefined) {
    req.resume();
    return {
      status: 400,
      message: `A multipart upload needs Content-Type: multipart/related; boundary=…, not "${req.headers['content-type'] ?? ''}".`,
    };
  }
  let head: MultipartHead;
  try {
    head = await readMultipartHead(req, boundary);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    req.resume();
    return invalid(error);
  }
  const session = await sessions.start({
    owner: keyOwner(apiKey),
    displayName: head.displayName,
    mimeType: head.mimeType ?? 'application/octet-stream',
  });
  const media = new MediaUntilBoundary(boundary);
  req.on('error', (error) => media.destroy(error));
  try {
    return (await receiveWholeFile(sessions, session, req.pipe(media))) ?? session;
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    await sessions.cancel(session);
    return invalid(error);
  }
}

const invalid = (error: MultipartError): Refusal => ({
  status: 400,
  message: `Invalid multipart body: ${error.message}. Send the metadata part, then the media part, then --boundary--.`,
});
