import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

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

/** Reads and parses a JSON request body of at most `limitBytes`. */
export async function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const text = await readTextBody(req, limitBytes);
  if (text.trim() === '') throw new BodyError(400, 'request body is empty; expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
}
