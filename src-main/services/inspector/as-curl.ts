import type { Exchange } from '../../../src-shared/contract/schemas/inspector';
import { REDACTED } from '../http/redact';

/** Single-quotes a shell word (POSIX): 'it'\''s'. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

const SKIPPED_HEADERS = new Set(['content-length', 'host', 'connection']);

/**
 * Where a generation request's key comes from when the command runs: the variable the SDKs and Get code
 * read, expanded by the shell (double quotes) in place of the redacted header or `key` parameter.
 */
const GENAI_KEY = '$GEMINI_API_KEY';

/** A curl command line reproducing a recorded (already redacted) exchange. */
export function exchangeAsCurl(exchange: Exchange): string {
  const genai = exchange.service === 'genai';
  let url = shellQuote(exchange.url);
  if (genai) url = url.replaceAll(`key=${REDACTED}`, `key='"${GENAI_KEY}"'`);
  const parts = ['curl', '-X', exchange.method, url];
  for (const [name, value] of exchange.requestHeaders) {
    if (SKIPPED_HEADERS.has(name.toLowerCase())) continue;
    const fromEnvironment = genai && name.toLowerCase() === 'x-goog-api-key' && value === REDACTED;
    parts.push('-H', fromEnvironment ? `"${name}: ${GENAI_KEY}"` : shellQuote(`${name}: ${value}`));
  }
  const body = exchange.requestBody;
  if (body.bytes > 0) {
    if (body.text !== null && !body.truncated) parts.push('--data-raw', shellQuote(body.text));
    else parts.push('--data-binary', '@request.body');
  }
  return parts.join(' ');
}
