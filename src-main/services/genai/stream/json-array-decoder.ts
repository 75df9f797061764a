import { createJsonScanner } from './json-scanner';
import { MAX_EVENT_CHARS, type TextStreamDecoder } from './sse-decoder';
import { classifyPayload, failure, utf8Length, type StreamOutput } from './stream-output';

/**
 * streamGenerateContent without `alt=sse`: one JSON array, pretty-printed and sent element by
 * element (`[{…}\n,\r\n{…}\n]`, research genai.md §1.1). Each element is emitted as soon as
 * its closing brace arrives. A bare object instead of an array (a unary answer, or an error
 * body) is accepted as a single element.
 */
export function createJsonArrayTextDecoder(): TextStreamDecoder {
  let state: 'start' | 'between' | 'element' | 'single' | 'done' = 'start';
  let parts: string[] = [];
  let chars = 0;
  const scanner = createJsonScanner();
  let stopped = false;
  let out: StreamOutput[] = [];

  function emit(item: StreamOutput) {
    out.push(item);
    if (item.kind === 'error') stopped = true;
  }

  return {
    pushText(text) {
      out = [];
      let i = 0;
      while (i < text.length && !stopped) {
        if (state === 'element' || state === 'single') {
          const end = scanner.scan(text, i);
          if (end === -1) {
            parts.push(text.slice(i));
            chars += text.length - i;
            if (chars > MAX_EVENT_CHARS)
              emit(failure('malformed', 'A response of the stream is larger than 64 MiB'));
            break;
          }
          parts.push(text.slice(i, end));
          const payload = parts.join('');
          parts = [];
          chars = 0;
          emit(classifyPayload(payload, utf8Length(payload)));
          state = state === 'element' ? 'between' : 'done';
          i = end;
          continue;
        }
        const code = text.charCodeAt(i);
        if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) i++;
        else if (state === 'start' && code === 0x5b) {
          state = 'between';
          i++;
        } else if ((state === 'start' || state === 'between') && code === 0x7b) {
          state = state === 'start' ? 'single' : 'element'; // the scanner consumes the brace
        } else if (state === 'between' && code === 0x2c) i++;
        else if (state === 'between' && code === 0x5d) {
          state = 'done';
          i++;
        } else {
          const where = state === 'done' ? 'after the end of the JSON stream' : 'in the JSON stream';
          emit(failure('malformed', `Unexpected ${JSON.stringify(text[i])} ${where}`));
        }
      }
      return out;
    },

    endText() {
      out = [];
      if (stopped) return out;
      if (state === 'element' || state === 'single') {
        emit(
          failure(
            'truncated',
            'The stream ended in the middle of a response (incomplete JSON segment at the end)',
          ),
        );
      } else if (state === 'between') {
        emit(failure('truncated', 'The stream ended before its JSON array was closed'));
      }
      return out;
    },
  };
}
