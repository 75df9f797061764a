import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Deeper bodies are refused before anything walks them: the request decoders recurse once per level and
 * would overflow the stack (a 500) a few thousand levels down. No request of these APIs comes near this.
 */
const MAX_JSON_DEPTH = 512;

/** Reads a request body of at most `limitBytes` as UTF-8 text (events, not an async iterator: cheaper per request). */
export function readTextBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limitBytes) {
        req.off('data', onData);
        req.resume();
        reject(new BodyError(413, `request body is larger than ${limitBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/**
 * Reads the text of a JSON request body: 415 unless a body says it is `application/json` (go-openapi's
 * rule for Rekor, whose API consumes only JSON; the Google APIs' JSON methods too), 413 past
 * `limitBytes`, 400 when nested deeper than MAX_JSON_DEPTH.
 */
export async function readJsonText(req: IncomingMessage, limitBytes: number): Promise<string> {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  // A missing Content-Type reads as application/octet-stream, as in go-openapi.
  const given = req.headers['content-type'] ?? 'application/octet-stream';
  if (hasBody && given.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    req.resume();
    throw new BodyError(415, `unsupported media type "${given}", only [application/json] are allowed`);
  }
  const text = await readTextBody(req, limitBytes);
  if (nestingExceeds(text, MAX_JSON_DEPTH))
    throw new BodyError(400, `request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  return text;
}

/** Reads and parses a JSON request body of at most `limitBytes`. */
export async function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const text = await readJsonText(req, limitBytes);
  if (text.trim() === '') throw new BodyError(400, 'request body is empty; expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Reads an `application/x-www-form-urlencoded` body (what OAuth endpoints and HTML forms send) of at most
 * `limitBytes`; no body reads as no fields, any other type of body is a 415.
 */
export async function readFormBody(req: IncomingMessage, limitBytes: number): Promise<URLSearchParams> {
  const text = await readTextBody(req, limitBytes);
  if (text === '') return new URLSearchParams();
  const given = req.headers['content-type'] ?? 'application/octet-stream';
  if (given.split(';')[0]!.trim().toLowerCase() !== 'application/x-www-form-urlencoded')
    throw new BodyError(415, `unsupported media type "${given}"; send application/x-www-form-urlencoded`);
  return new URLSearchParams(text);
}

/** Whether arrays and objects in JSON text nest deeper than `limit`, counted in one pass without parsing. */
function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
