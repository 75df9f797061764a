// The framing rules one at a time, on small hand-written streams.
import { describe, expect, it } from 'vitest';
import {
  createResponseStreamDecoder,
  type StreamOutput,
} from '../../../../../../src-main/services/genai/stream/stream-decoder';
import {
  answerText,
  decodeAll,
  seeded,
  splitEachByte,
  splitRandomly,
} from '../../../../../support/genai-streams';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decodeText = (text: string, format: 'auto' | 'sse' | 'json' = 'auto') => {
  const decoder = createResponseStreamDecoder(format);
  return [...decoder.push(utf8(text)), ...decoder.end()];
};
const texts = (items: StreamOutput[]) =>
  items.flatMap((i) => (i.kind === 'response' ? [answerText(i.response)] : []));
const errorOf = (items: StreamOutput[]) => {
  const last = items.at(-1);
  return last?.kind === 'error' ? last : null;
};
const event = (text: string) =>
  JSON.stringify({ candidates: [{ content: { parts: [{ text }], role: 'model' } }] });

/** Every split of the input must give the same answer. */
function decodeEverySplit(text: string): StreamOutput[] {
  const bytes = utf8(text);
  const whole = decodeAll([bytes]);
  expect(decodeAll(splitEachByte(bytes))).toEqual(whole);
  expect(decodeAll(splitRandomly(bytes, seeded(7), 5))).toEqual(whole);
  return whole;
}

describe('SSE framing', () => {
  it('splits events on LF LF, CR CR and CRLF CRLF, even mixed in one stream', () => {
    const items = decodeEverySplit(
      `data: ${event('a')}\n\ndata: ${event('b')}\r\rdata: ${event('c')}\r\n\r\n`,
    );
    expect(texts(items)).toEqual(['a', 'b', 'c']);
  });

  it('takes data: with or without the space, and only one space', () => {
    const items = decodeEverySplit(`data:${event('a')}\n\ndata:  ${event(' b')}\n\n`);
    expect(texts(items)).toEqual(['a', ' b']);
  });

  it('joins multi-line data with LF before parsing', () => {
    const items = decodeEverySplit(
      `data: {"candidates": [\ndata: {"content": {"parts": [{"text": "x"}]}}\ndata: ]}\n\n`,
    );
    expect(texts(items)).toEqual(['x']);
  });

  it('ignores comments, event/id/retry fields and blank events', () => {
    const items = decodeEverySplit(
      `: keep-alive\n\nevent: message\nid: 7\nretry: 1000\ndata: ${event('a')}\n\n\n\n: bye\n`,
    );
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)).toBeNull();
  });

  it('skips the [DONE] marker some proxies append', () => {
    expect(texts(decodeEverySplit(`data: ${event('a')}\n\ndata: [DONE]\n\n`))).toEqual(['a']);
  });

  it('reports the bytes of each event, line ends included', () => {
    const first = `data: ${event('é')}\r\n\r\n`;
    const items = decodeEverySplit(`${first}data: ${event('b')}\n\n`);
    expect(items.map((i) => (i.kind === 'response' ? i.bytes : -1))).toEqual([
      utf8(first).byteLength,
      utf8(`data: ${event('b')}\n\n`).byteLength,
    ]);
  });

  it('parses a last event that has no blank line after it', () => {
    expect(texts(decodeEverySplit(`data: ${event('a')}\n\ndata: ${event('b')}`))).toEqual(['a', 'b']);
  });

  it('reports a truncated last event with the responses before it kept', () => {
    const items = decodeEverySplit(`data: ${event('a')}\r\n\r\ndata: {"candidates": [{"content": {"pa`);
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.reason).toBe('truncated');
    expect(errorOf(items)?.error.message).toContain('incomplete JSON segment at the end');
  });

  it('turns a data: event carrying {"error":…} into the service error with its RetryInfo', () => {
    const error = {
      error: {
        code: 503,
        message: 'The model is overloaded. Please try again later.',
        status: 'UNAVAILABLE',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2.5s' }],
      },
    };
    const items = decodeEverySplit(
      `data: ${event('a')}\n\ndata: ${JSON.stringify(error)}\n\ndata: ${event('b')}\n\n`,
    );
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.error).toEqual({
      httpStatus: 503,
      status: 'UNAVAILABLE',
      message: 'The model is overloaded. Please try again later.',
      details: error.error.details,
      retryAfterSeconds: 2.5,
    });
  });

  it('finds a bare pretty-printed error appended after the events, before the body ends', () => {
    const bare = JSON.stringify(
      { error: { code: 503, message: 'over {capacity}', status: 'UNAVAILABLE' } },
      null,
      2,
    );
    const decoder = createResponseStreamDecoder();
    const first = decoder.push(utf8(`data: ${event('a')}\r\n\r\n${bare.slice(0, 20)}`));
    expect(texts(first)).toEqual(['a']);
    const rest = decoder.push(utf8(`${bare.slice(20)}\n`));
    expect(rest).toHaveLength(1);
    expect(errorOf(rest)?.error.status).toBe('UNAVAILABLE');
    expect(errorOf(rest)?.error.message).toBe('over {capacity}');
    expect(decoder.stopped).toBe(true);
    expect(decoder.push(utf8(`data: ${event('late')}\n\n`))).toEqual([]);
    expect(decoder.end()).toEqual([]);
  });

  it('reports a bare error cut short as truncated', () => {
    const items = decodeEverySplit(`data: ${event('a')}\n\n{\n  "error": {\n    "code": 503,\n`);
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.reason).toBe('truncated');
  });

  it('reports an event that is not JSON', () => {
    const items = decodeEverySplit(
      `data: ${event('a')}\n\ndata: <html>oops</html>\n\ndata: ${event('b')}\n\n`,
    );
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.reason).toBe('malformed');
    expect(errorOf(items)?.error.message).toContain('<html>oops</html>');
  });

  it('keeps a character split across chunks intact and replaces invalid bytes', () => {
    const bytes = utf8(`data: ${event('秋🍁')}\n\n`);
    const items = decodeAll(splitEachByte(bytes));
    expect(texts(items)).toEqual(['秋🍁']);
    const invalid = new Uint8Array([
      ...utf8('data: {"candidates": [{"content": {"parts": [{"text": "a'),
      0xff,
      ...utf8('"}]}}]}\n\n'),
    ]);
    expect(texts(decodeAll([invalid]))).toEqual(['a\uFFFD']);
  });

  it('yields nothing and no error for an empty body or one of blank lines', () => {
    expect(decodeText('')).toEqual([]);
    expect(decodeText('\r\n\r\n\n')).toEqual([]);
  });
});

describe('JSON array stream', () => {
  it('emits each element as soon as its closing brace arrives', () => {
    const decoder = createResponseStreamDecoder();
    expect(decoder.push(utf8(`[${event('a').slice(0, 10)}`))).toEqual([]);
    expect(texts(decoder.push(utf8(`${event('a').slice(10)}\n`)))).toEqual(['a']);
    expect(texts(decoder.push(utf8(`,\r\n${event('b')}\n]`)))).toEqual(['b']);
    expect(decoder.end()).toEqual([]);
  });

  it('is not fooled by braces, brackets, quotes and backslashes inside strings', () => {
    const tricky = '} ] { [ " \\ \\" \\\\';
    const items = decodeEverySplit(`[${event(tricky)}\n,\r\n${event('next')}\n]`);
    expect(texts(items)).toEqual([tricky, 'next']);
  });

  it('reports an element cut short and an array never closed', () => {
    const cut = decodeEverySplit(`[${event('a')},${event('b').slice(0, 30)}`);
    expect(texts(cut)).toEqual(['a']);
    expect(errorOf(cut)?.reason).toBe('truncated');
    const open = decodeEverySplit(`[${event('a')}\n`);
    expect(texts(open)).toEqual(['a']);
    expect(errorOf(open)?.error.message).toContain('before its JSON array was closed');
  });

  it('reads an error element and the array-wrapped error body', () => {
    const error = { error: { code: 429, message: 'slow down', status: 'RESOURCE_EXHAUSTED' } };
    const items = decodeEverySplit(`[${event('a')},\n${JSON.stringify(error)}]`);
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.error.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('reads a bare object as the single (unary) answer', () => {
    expect(texts(decodeEverySplit(`\n  ${event('unary')}\n`))).toEqual(['unary']);
  });

  it('reports content after the end of the stream', () => {
    const items = decodeEverySplit(`[${event('a')}] trailing`);
    expect(texts(items)).toEqual(['a']);
    expect(errorOf(items)?.reason).toBe('malformed');
  });

  it('can be forced to one form', () => {
    expect(texts(decodeText(`data: ${event('a')}\n\n`, 'sse'))).toEqual(['a']);
    expect(errorOf(decodeText(`data: ${event('a')}\n\n`, 'json'))?.reason).toBe('malformed');
  });
});
