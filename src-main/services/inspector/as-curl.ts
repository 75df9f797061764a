import type { Exchange } from '../../../src-shared/contract/schemas/inspector';

/** Single-quotes a shell word (POSIX): 'it'\''s'. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

const SKIPPED_HEADERS = new Set(['content-length', 'host', 'connection']);

/** A curl command line reproducing a recorded (already redacted) exchange. */
export function exchangeAsCurl(exchange: Exchange): string {
  const parts = ['curl', '-X', exchange.method, shellQuote(exchange.url)];
  for (const [name, value] of exchange.requestHeaders) {
    if (SKIPPED_HEADERS.has(name.toLowerCase())) continue;
    parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  const body = exchange.requestBody;
  if (body.bytes > 0) {
    if (body.text !== null && !body.truncated) parts.push('--data-raw', shellQuote(body.text));
    else parts.push('--data-binary', '@request.body');
  }
  return parts.join(' ');
}
