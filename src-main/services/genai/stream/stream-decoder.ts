import { createJsonArrayTextDecoder } from './json-array-decoder';
import { createSseTextDecoder, type TextStreamDecoder } from './sse-decoder';
import type { StreamOutput } from './stream-output';

export type { StreamOutput, StreamFailureReason } from './stream-output';

/** `auto` picks the form from the first non-blank character: `[` or `{` is JSON, anything else SSE. */
export type StreamFormat = 'auto' | 'sse' | 'json';

/**
 * Turns the raw bytes of a generateContent / streamGenerateContent answer, split anywhere, into
 * GenerateContentResponse objects in order, ending with at most one error. After an error every
 * later byte is ignored. UTF-8 is decoded with a streaming decoder, so a character split across
 * chunks is never mangled; invalid bytes become U+FFFD rather than failing the answer.
 *
 * An event that is valid JSON but not a GenerateContentResponse (fixture sse/not-a-response)
 * ends the stream with a 'not-a-response' error instead of being skipped: skipping could drop
 * part of an answer without anyone noticing.
 */
export interface ResponseStreamDecoder {
  push(chunk: Uint8Array): StreamOutput[];
  /** Call once when the body has ended; reports a truncated last event. */
  end(): StreamOutput[];
  /** True once an error has been returned. */
  readonly stopped: boolean;
}

export function createResponseStreamDecoder(format: StreamFormat = 'auto'): ResponseStreamDecoder {
  const utf8 = new TextDecoder('utf-8');
  let inner: TextStreamDecoder | null =
    format === 'sse' ? createSseTextDecoder() : format === 'json' ? createJsonArrayTextDecoder() : null;
  let head = '';
  let stopped = false;

  function keepUntilError(items: StreamOutput[]): StreamOutput[] {
    const index = items.findIndex((item) => item.kind === 'error');
    if (index === -1) return items;
    stopped = true;
    return items.slice(0, index + 1);
  }

  function feed(text: string): StreamOutput[] {
    if (text === '') return []; // a chunk holding only part of a character
    if (!inner) {
      head += text;
      const first = /\S/.exec(head);
      if (!first) {
        head = ''; // leading blank space carries nothing in either form
        return [];
      }
      const char = head[first.index];
      inner = char === '[' || char === '{' ? createJsonArrayTextDecoder() : createSseTextDecoder();
      text = head;
      head = '';
    }
    return keepUntilError(inner.pushText(text));
  }

  return {
    get stopped() {
      return stopped;
    },
    push(chunk) {
      if (stopped) return [];
      return feed(utf8.decode(chunk, { stream: true }));
    },
    end() {
      if (stopped) return [];
      const tail = utf8.decode();
      const items = tail ? feed(tail) : [];
      if (stopped || !inner) return items;
      return [...items, ...keepUntilError(inner.endText())];
    },
  };
}
