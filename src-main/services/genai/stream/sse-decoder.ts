import { createJsonScanner, type JsonScanner } from './json-scanner';
import { classifyPayload, failure, utf8Length, type StreamOutput } from './stream-output';

/** A decoder of already-decoded text; the byte-level wrapper is stream-decoder.ts. */
export interface TextStreamDecoder {
  pushText(text: string): StreamOutput[];
  endText(): StreamOutput[];
}

/** Largest single event accepted (an answer can carry a generated image inline). */
export const MAX_EVENT_CHARS = 64 * 1024 * 1024;
/** Largest bare JSON object accepted between events (an error body is a few kB). */
const MAX_BARE_CHARS = 1024 * 1024;

const BARE_OBJECT_START = /^[ \t]*\{/;

function leftover(payload: string, bytes: number): StreamOutput {
  try {
    JSON.parse(payload);
  } catch {
    return failure(
      'truncated',
      'The stream ended in the middle of an event (incomplete JSON segment at the end)',
    );
  }
  return classifyPayload(payload, bytes);
}

/**
 * The `alt=sse` form of streamGenerateContent, parsed line by line as the WHATWG event-stream
 * rules say: lines end in CRLF, LF or CR (a CR at the end of one chunk and the LF at the start
 * of the next are one line end), a blank line ends an event, `data:` is taken with or without
 * the space and multi-line data is joined with LF; comments and other fields are ignored.
 *
 * Two things the service does beyond the standard (research genai.md §1.1): a mid-stream
 * failure is a bare, pretty-printed {"error":…} appended without `data:`, so a line starting
 * with `{` opens a JSON object that is collected across lines until its braces close; and the
 * last event may lack its blank line, so at the end a pending event is still parsed (tried as
 * {"error":…} or a response) before the stream is declared truncated.
 */
export function createSseTextDecoder(): TextStreamDecoder {
  let lineParts: string[] = [];
  let lineChars = 0;
  let carry = '';
  let data: string[] | null = null;
  let dataChars = 0;
  let eventBytes = 0;
  let bare: { parts: string[]; chars: number; scanner: JsonScanner } | null = null;
  let stopped = false;
  let out: StreamOutput[] = [];

  function emit(item: StreamOutput) {
    out.push(item);
    if (item.kind === 'error') stopped = true;
  }

  function dispatch(bytes: number) {
    const payload = data?.join('\n') ?? '';
    data = null;
    dataChars = 0;
    const trimmed = payload.trim();
    // A blank line with no data, or the OpenAI-style end marker some proxies add, carries nothing.
    if (trimmed === '' || trimmed === '[DONE]') return;
    emit(classifyPayload(payload, bytes));
  }

  function feedBare(line: string) {
    const current = bare!;
    const text = `${line}\n`;
    const end = current.scanner.scan(text);
    if (end === -1) {
      current.parts.push(text);
      current.chars += text.length;
      if (current.chars > MAX_BARE_CHARS)
        emit(failure('malformed', 'The stream carried more than 1 MiB of JSON outside any event'));
      return;
    }
    current.parts.push(text.slice(0, end));
    bare = null;
    const bytes = eventBytes;
    eventBytes = 0;
    emit(classifyPayload(current.parts.join(''), bytes));
    const rest = text.slice(end).trim();
    if (rest) handleLine(rest, 0);
  }

  function handleLine(line: string, bytes: number) {
    if (stopped) return;
    eventBytes += bytes;
    if (bare) return feedBare(line);
    if (line === '') {
      const total = eventBytes;
      eventBytes = 0;
      return dispatch(total);
    }
    if (line.charCodeAt(0) === 0x3a) return; // ":" starts a comment
    if (BARE_OBJECT_START.test(line)) {
      if (data) {
        dispatch(eventBytes - bytes);
        eventBytes = bytes;
      }
      if (stopped) return;
      bare = { parts: [], chars: 0, scanner: createJsonScanner() };
      return feedBare(line);
    }
    const colon = line.indexOf(':');
    if ((colon === -1 ? line : line.slice(0, colon)) !== 'data') return; // event, id, retry, unknown
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 0x20) value = value.slice(1);
    (data ??= []).push(value);
    dataChars += value.length;
    if (dataChars > MAX_EVENT_CHARS)
      emit(failure('malformed', 'An event of the stream is larger than 64 MiB'));
  }

  /** Splits text into lines; a CR at the very end waits for the next text, which may start with LF. */
  function feedLines(input: string, final: boolean) {
    let text = carry + input;
    carry = '';
    if (!final && text.endsWith('\r')) {
      carry = '\r';
      text = text.slice(0, -1);
    }
    let start = 0;
    const lineEnd = /\r\n|\r|\n/g;
    for (let match = lineEnd.exec(text); match && !stopped; match = lineEnd.exec(text)) {
      let line = text.slice(start, match.index);
      if (lineParts.length > 0) {
        lineParts.push(line);
        line = lineParts.join('');
        lineParts = [];
        lineChars = 0;
      }
      start = match.index + match[0].length;
      handleLine(line, utf8Length(line) + match[0].length);
    }
    if (!stopped && start < text.length) {
      const rest = text.slice(start);
      lineParts.push(rest);
      lineChars += rest.length;
      if (lineChars > MAX_EVENT_CHARS)
        emit(failure('malformed', 'A line of the stream is longer than 64 MiB'));
    }
  }

  return {
    pushText(text) {
      out = [];
      feedLines(text, false);
      return out;
    },

    endText() {
      out = [];
      if (carry) feedLines('', true);
      if (!stopped && lineParts.length > 0) {
        const line = lineParts.join('');
        lineParts = [];
        handleLine(line, utf8Length(line));
      }
      if (stopped) return out;
      const bytes = eventBytes;
      eventBytes = 0;
      if (bare) {
        const text = bare.parts.join('');
        bare = null;
        emit(leftover(text, bytes));
      } else if (data) {
        const payload = data.join('\n');
        data = null;
        if (payload.trim() !== '') emit(leftover(payload, bytes));
      }
      return out;
    },
  };
}
