// Google's batch framing (https://developers.google.com/drive/api/guides/performance#batch-requests): up to 100
// calls in one multipart/mixed POST to the API's batchPath, each part an application/http request with a
// Content-ID. The answer's parts carry `response-` + that Content-ID and may come in any order, so they are
// matched by Content-ID, never by position; each part's error stays that part's.
import { randomUUID } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { GoogleApiError, googleErrorFacts } from './google-error';
import { boundaryOf, headerLines, newBoundary, readMultipart, splitHead, writeMultipart } from './multipart';

export const MAX_BATCH_PARTS = 100;

export interface BatchPart {
  method: string;
  url: URL;
  /** The JSON request body, if the method takes one. */
  json?: unknown;
}

export type BatchResult = { ok: true; status: number; value: unknown } | { ok: false; error: VerityError };

export interface BatchRequest {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  /** The Content-ID of each part, in the order of the calls. */
  contentIds: string[];
}

interface PartAnswer {
  status: number;
  body: string;
}

/** The multipart/mixed body of a batch; more than MAX_BATCH_PARTS calls (or none) is refused before sending. */
export function writeBatch(parts: readonly BatchPart[], batchId: string = randomUUID()): BatchRequest {
  if (parts.length === 0 || parts.length > MAX_BATCH_PARTS) {
    throw new VerityError(
      'VALIDATION',
      `A batch holds 1 to ${MAX_BATCH_PARTS} calls, not ${parts.length}: split the calls into batches of at most ${MAX_BATCH_PARTS}.`,
    );
  }
  const boundary = newBoundary();
  const contentIds = parts.map((_, index) => `${batchId}+${index + 1}`);
  const mime = parts.map((part, index) => {
    const json = part.json === undefined ? '' : JSON.stringify(part.json);
    const headers: Record<string, string> = json
      ? {
          'Content-Type': 'application/json; charset=UTF-8',
          'Content-Length': String(Buffer.byteLength(json)),
        }
      : {};
    const request = `${part.method} ${part.url.pathname}${part.url.search} HTTP/1.1\r\n${headerLines(headers)}\r\n${json}`;
    return {
      headers: {
        'Content-Type': 'application/http',
        'Content-Transfer-Encoding': 'binary',
        'Content-ID': `<${contentIds[index]}>`,
      },
      body: request,
    };
  });
  return {
    contentType: `multipart/mixed; boundary=${boundary}`,
    body: writeMultipart(boundary, mime),
    contentIds,
  };
}

const malformed = (what: string) =>
  new VerityError(
    'BAD_RESPONSE',
    `The batch answer is malformed (${what}), so whether its calls took effect is unknown: check them before sending them again.`,
  );

/** The answers of a batch by the Content-ID they answer (`<response-X>` answers `<X>`). */
function answersById(
  contentType: string | null,
  body: string,
  sent: ReadonlySet<string>,
): Map<string, PartAnswer> {
  const answers = new Map<string, PartAnswer>();
  for (const part of readMultipart(body, boundaryOf(contentType))) {
    const raw = part.headers.get('content-id') ?? '';
    const id = raw.replace(/^<(.*)>$/, '$1').replace(/^response-/, '');
    if (!sent.has(id))
      throw malformed(`a part answers the Content-ID ${JSON.stringify(raw)}, which was not sent`);
    if (answers.has(id)) throw malformed(`two parts answer the Content-ID ${JSON.stringify(raw)}`);
    const { lines, rest } = splitHead(part.body);
    const status = /^HTTP\/\d(?:\.\d)?\s+(\d{3})\b/.exec(lines[0] ?? '')?.[1];
    if (!status) throw malformed(`the part ${JSON.stringify(raw)} has no HTTP status line`);
    answers.set(id, { status: Number(status), body: rest.trim() });
  }
  return answers;
}

function resultOf(part: BatchPart, answer: PartAnswer | undefined): BatchResult {
  if (!answer) {
    const error = new VerityError(
      'BAD_RESPONSE',
      `The batch answer has no part for ${part.method} ${part.url.pathname}: whether the service acted on it is unknown. Check, then send it again.`,
    );
    return { ok: false, error };
  }
  if (answer.status >= 400) {
    const facts = googleErrorFacts(answer.status, answer.body);
    return { ok: false, error: new GoogleApiError({ method: part.method, url: part.url.href }, facts) };
  }
  try {
    return {
      ok: true,
      status: answer.status,
      value: answer.body === '' ? null : (JSON.parse(answer.body) as unknown),
    };
  } catch {
    return { ok: false, error: malformed(`the answer to ${part.method} ${part.url.pathname} is not JSON`) };
  }
}

/** Each call's result, in the order of the calls, from the batch answer's body and Content-Type. */
export function readBatch(
  request: Pick<BatchRequest, 'contentIds'>,
  parts: readonly BatchPart[],
  answer: { contentType: string | null; body: string },
): BatchResult[] {
  const answers = answersById(answer.contentType, answer.body, new Set(request.contentIds));
  return parts.map((part, index) => resultOf(part, answers.get(request.contentIds[index]!)));
}
