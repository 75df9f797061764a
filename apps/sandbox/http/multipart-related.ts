// Reading a `multipart/related` upload (RFC 2387) of two parts, metadata then media, as Google's upload
// endpoints take it ("--B\r\nContent-Type: application/json…\r\n\r\n{json}\r\n--B\r\nContent-Type: <type>
// \r\n\r\n<bytes>\r\n--B--"). Only the head (both parts' headers and the metadata) is buffered, up to 64 KiB;
// the media streams through a transform that stops at the closing delimiter, so a large file never sits in
// memory.
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

const HEAD_LIMIT = 64 * 1024;

/** A body that is not the two parts it should be; the message says what is wrong with it. */
export class MultipartError extends Error {}

export interface MultipartHead {
  /** The metadata part's text (usually JSON), trimmed. */
  metadata: string;
  /** The media part's Content-Type, lower-cased without parameters, when it has one. */
  mediaType: string | undefined;
}

/** The boundary of a `multipart/related; boundary=…` Content-Type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const partType = (headers: string) =>
  /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase();

/** Parses the head: `--B\r\n<headers>\r\n\r\n<metadata>\r\n--B\r\n<headers>\r\n\r\n`. */
function parseHead(head: string, boundary: string): MultipartHead {
  const first = `--${boundary}\r\n`;
  const start = head.indexOf(first);
  const metaEnd = head.indexOf(`\r\n--${boundary}\r\n`, start);
  const metaBodyStart = head.indexOf('\r\n\r\n', start);
  if (start < 0 || metaEnd < 0 || metaBodyStart < 0 || metaBodyStart > metaEnd)
    throw new MultipartError('the metadata part is missing its headers or its closing delimiter');
  const mediaHeaders = head.slice(metaEnd + first.length + 2);
  return { metadata: head.slice(metaBodyStart + 4, metaEnd).trim(), mediaType: partType(mediaHeaders) };
}

/** Reads the request up to the start of the media bytes; puts back what it read beyond. */
export function readMultipartHead(req: IncomingMessage, boundary: string): Promise<MultipartHead> {
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
export class MediaUntilBoundary extends Transform {
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

/** The media part of `req` (whose head was read) as a stream that ends at the closing delimiter. */
export function mediaPart(req: IncomingMessage, boundary: string): MediaUntilBoundary {
  const media = new MediaUntilBoundary(boundary);
  req.on('error', (error) => media.destroy(error));
  return req.pipe(media);
}
