// The batch endpoints' wire, the indexing and the storage service's alike (fixtures/google/
// indexing-batch-request.http and -response.http): a multipart/mixed body whose parts are `application/http`
// requests, each with its own request line, headers and body; the answer is multipart/mixed too, one part per
// request, matched by `Content-ID: <response-ID>`. Many scripts join parts with bare LF, so LF is read as well
// as CRLF (the console's own multipart reader, src-main/services/google/multipart.ts, does both).
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { readMultipart, splitHead, type ReadPart } from '../../../src-main/services/google/multipart';
import { GOOGLE_ERRORS } from './error-shapes';
import { BodyError, readTextBody } from './read-body';
import type { Reply } from './reply';

/** The largest batch body read: 100 calls with long URLs, headers and metadata bodies fit. */
const MAX_BATCH_BYTES = 1024 * 1024;

const MAX_BATCH_PARTS = 100;

export interface BatchPart {
  /** The part's Content-ID without its angle brackets; undefined when the part has none. */
  contentId: string | undefined;
  method: string;
  /** The request target as sent: a path ("/v3/…?url=…") or an absolute URL. */
  target: string;
  /** The inner request's own Authorization header, if any. */
  authorization: string | undefined;
  body: string;
}

export interface PartAnswer {
  contentId: string | undefined;
  status: number;
  body: unknown;
}

/** The boundary a `multipart/mixed` Content-Type names (quoted or not), or undefined. */
export function batchBoundary(contentType: string | undefined): string | undefined {
  const [type, ...parameters] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== 'multipart/mixed') return undefined;
  for (const parameter of parameters) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))\s*$/i.exec(parameter);
    if (match) return match[1] ?? match[2];
  }
  return undefined;
}

/** The parts of a batch body, or the reason it cannot be read (the whole batch is then refused). */
export function parseBatch(body: string, boundary: string): BatchPart[] | string {
  let sections: ReadPart[];
  try {
    sections = readMultipart(body, boundary);
  } catch {
    return `the body is not multipart/mixed parts between --${boundary} delimiters ending with --${boundary}--`;
  }
  if (sections.length === 0) return `the body has no part starting with --${boundary}`;
  if (sections.length > MAX_BATCH_PARTS)
    return `the batch has ${sections.length} parts; a batch takes at most ${MAX_BATCH_PARTS}`;
  const parts: BatchPart[] = [];
  for (const [index, section] of sections.entries()) {
    const inner = splitHead(section.body);
    const requestLine = /^([A-Z]+) (\S+)(?: HTTP\/1\.[01])?$/.exec(inner.lines[0]?.trim() ?? '');
    if (!requestLine)
      return `part ${index + 1} does not start with an HTTP request line ("POST /v3/… HTTP/1.1")`;
    const contentId = section.headers.get('content-id') ?? undefined;
    parts.push({
      contentId: contentId && (/^<(.*)>$/.exec(contentId)?.[1] ?? contentId),
      method: requestLine[1]!,
      target: requestLine[2]!,
      authorization: authorizationOf(inner.lines.slice(1)),
      body: inner.rest.replace(/\r?\n$/, ''),
    });
  }
  return parts;
}

/** The Authorization header among a part's header lines. */
function authorizationOf(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => /^authorization\s*:/i.test(text));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/**
 * The multipart/mixed answer to a batch: its Content-Type and body. Parts go out in another order than
 * asked (each adjacent pair swapped), as the real service's do, so a client must match by Content-ID.
 */
export function formatBatchAnswer(answers: readonly PartAnswer[]): { contentType: string; body: string } {
  const boundary = `batch_${randomBytes(16).toString('base64url')}`;
  const order = answers.map((_, i) => (i % 2 === 0 ? (i + 1 < answers.length ? i + 1 : i) : i - 1));
  const parts = order.map((i) => {
    const answer = answers[i]!;
    const id = answer.contentId === undefined ? '' : `Content-ID: <response-${answer.contentId}>\r\n`;
    const reason = STATUS_CODES[answer.status] ?? '';
    const head = `--${boundary}\r\nContent-Type: application/http\r\n${id}\r\nHTTP/1.1 ${answer.status} ${reason}\r\n`;
    // A part answered with no body (a 204 of a delete) has no Content-Type either.
    return answer.body === undefined
      ? `${head}\r\n\r\n`
      : `${head}Content-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(answer.body, null, 2)}\r\n\r\n`;
  });
  return { contentType: `multipart/mixed; boundary=${boundary}`, body: `${parts.join('')}--${boundary}--` };
}

/**
 * The parts of a batch request, or undefined once its refusal is sent: a Content-Type without a boundary, a body
 * too large, or one that is not batch parts (the whole batch is refused, 400, as the service does).
 */
export async function readBatchRequest(req: IncomingMessage, reply: Reply): Promise<BatchPart[] | undefined> {
  const boundary = batchBoundary(req.headers['content-type']);
  if (!boundary) {
    req.resume();
    const message = `A batch request needs "Content-Type: multipart/mixed; boundary=…"; got "${req.headers['content-type'] ?? ''}".`;
    GOOGLE_ERRORS.send(reply, 400, message);
    return undefined;
  }
  let text: string;
  try {
    text = await readTextBody(req, MAX_BATCH_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    GOOGLE_ERRORS.send(reply, error.httpStatus, error.message);
    return undefined;
  }
  const parts = parseBatch(text, boundary);
  if (typeof parts !== 'string') return parts;
  GOOGLE_ERRORS.send(reply, 400, `Malformed batch request: ${parts}.`);
  return undefined;
}
