// The recorded HTTP messages of tests/fixtures/google/*.http: a start line, headers, a blank line and a body
// (CRLF line ends, as on the wire). A file may hold several, each after a `### N. title` line.
import { readFileSync } from 'node:fs';

export interface RecordedMessage {
  startLine: string;
  headers: Headers;
  body: string;
}

export const readGoogleFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/google/${name}`, import.meta.url), 'utf8');

function parseMessage(text: string): RecordedMessage {
  const end = text.indexOf('\r\n\r\n');
  const [startLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = new Headers(
    lines.map((line): [string, string] => [
      line.slice(0, line.indexOf(':')),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { startLine, headers, body: text.slice(end + 4) };
}

/** The messages of a file, in order; a file without `###` sections is one message. */
export function recordedMessages(name: string): RecordedMessage[] {
  const text = readGoogleFixture(name);
  if (!text.startsWith('###')) return [parseMessage(text)];
  return text
    .split(/^###[^\n]*\n/m)
    .slice(1)
    .map((section) => parseMessage(section.replace(/(\r\n)+$/, '')));
}
