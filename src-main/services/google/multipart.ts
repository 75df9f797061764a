// MIME multipart bodies (RFC 2046 §5.1): written for media uploads (multipart/related) and batches
// (multipart/mixed), read for batch answers. Hand-written because no installed package reads multipart/mixed
// (undici's formData() and busboy read multipart/form-data only).
import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';

export interface MimePart {
  headers: Record<string, string>;
  body: Uint8Array | string;
}

export interface ReadPart {
  headers: Headers;
  body: string;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** A boundary that cannot be mistaken for content: 32 random hex digits. */
export function newBoundary(): string {
  return `verity_${randomBytes(16).toString('hex')}`;
}

/** Header lines (`Name: value`, CRLF after each) as one block. */
export function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}${CRLF}`)
    .join('');
}

/** The body of a multipart message: each part's headers, a blank line, its content, then the close delimiter. */
export function writeMultipart(boundary: string, parts: readonly MimePart[]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    chunks.push(encoder.encode(`--${boundary}${CRLF}${headerLines(part.headers)}${CRLF}`));
    chunks.push(typeof part.body === 'string' ? encoder.encode(part.body) : part.body);
    chunks.push(encoder.encode(CRLF));
  }
  chunks.push(encoder.encode(`--${boundary}--${CRLF}`));
  return new Uint8Array(Buffer.concat(chunks));
}

const malformed = (what: string) =>
  new VerityError(
    'BAD_RESPONSE',
    `The service's multipart answer is malformed (${what}), so nothing in it was used: check whether the request took effect before sending it again.`,
  );

/** The `boundary` parameter of a multipart Content-Type, quoted or not. */
export function boundaryOf(contentType: string | null): string {
  const match = /^\s*multipart\/[\w.+-]+\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(
    contentType ?? '',
  );
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw malformed(`Content-Type ${JSON.stringify(contentType)} names no multipart boundary`);
  return boundary;
}

/** Splits `text` at its first blank line into header lines and what follows; tolerates bare LF line ends. */
export function splitHead(text: string): { lines: string[]; rest: string } {
  const blank = /\r?\n\r?\n/.exec(text);
  if (text.startsWith(CRLF) || text.startsWith('\n')) return { lines: [], rest: text.replace(/^\r?\n/, '') };
  if (!blank) return { lines: text.split(/\r?\n/).filter(Boolean), rest: '' };
  return {
    lines: text.slice(0, blank.index).split(/\r?\n/),
    rest: text.slice(blank.index + blank[0].length),
  };
}

/** `Name: value` lines as Headers; a line without a colon is a malformed answer. */
export function parseHeaderLines(lines: readonly string[]): Headers {
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw malformed(`the header line ${JSON.stringify(line.slice(0, 80))}`);
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      throw malformed(`the header line ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  return headers;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parts of a multipart body, in the order they came; an answer cut before its close delimiter is refused. */
export function readMultipart(body: string, boundary: string): ReadPart[] {
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: ReadPart[] = [];
  let start: number | null = null;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (start !== null) {
      const { lines, rest } = splitHead(body.slice(start, match.index));
      parts.push({ headers: parseHeaderLines(lines), body: rest });
    }
    if (match[1]) return parts;
    start = match.index + match[0].length;
  }
  throw malformed(start === null ? 'no part delimiter' : 'it ends before the closing delimiter');
}
