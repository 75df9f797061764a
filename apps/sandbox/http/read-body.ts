import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads and parses a JSON request body of at most `limitBytes`. */
export async function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limitBytes) throw new BodyError(413, `request body is larger than ${limitBytes} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new BodyError(400, 'request body is empty; expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
}
