// Reads, parses, decodes and checks a generation request body; on any problem it answers the 400 itself
// (in the front end's words) and returns undefined.
import type { IncomingMessage } from 'node:http';
import { BodyError, readJsonText } from '../../../http/read-body';
import type { GenaiErrorWriter } from '../genai-errors';
import { decodeMessage } from './proto-json';
import type { MessageType } from './proto-schema';

/** The inline-data request cap of the Gemini API. */
const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

/** "Unexpected token } in JSON at position 12" → the reason plus a caret under the offending character. */
function malformedMessage(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  const reason = error.message.replace(/ in JSON at position \d+.*$/s, '').replace(/\.$/, '');
  if (!position) return `Invalid JSON payload received. ${reason}.`;
  const at = Math.min(Number(position[1]), text.length);
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).slice(0, 200);
  return `Invalid JSON payload received. ${reason}.\n${line}\n${' '.repeat(Math.min(at - lineStart, 200))}^`;
}

export interface RawBody {
  /** The parsed JSON (an empty body reads as {} like an empty proto message). */
  json: unknown;
  text: string;
}

export async function readJsonRequest(
  req: IncomingMessage,
  errors: GenaiErrorWriter,
): Promise<RawBody | undefined> {
  let text: string;
  try {
    text = await readJsonText(req, MAX_REQUEST_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    // The front end answers an oversized payload with 400, not 413.
    if (error.httpStatus === 413)
      errors.send(400, `Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`);
    else errors.send(error.httpStatus, error.message);
    return undefined;
  }
  if (text.trim() === '') return { json: {}, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch (error) {
    errors.payloadErrors([{ description: malformedMessage(text, error as Error) }]);
    return undefined;
  }
}

/** Proto-JSON decoding with the real parser's unknown-name and type errors. */
export function decodeOrReject<T>(json: unknown, type: MessageType, errors: GenaiErrorWriter): T | undefined {
  const decoded = decodeMessage(json, type);
  if (decoded.violations.length > 0) {
    errors.payloadErrors(decoded.violations);
    return undefined;
  }
  return decoded.value as T;
}
