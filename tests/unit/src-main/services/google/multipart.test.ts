// The multipart writer and reader on their own: what they write reads back, the boundary forms servers
// send, bare-LF answers, parts without headers, and answers that cannot be trusted.
import { describe, expect, it } from 'vitest';
import {
  boundaryOf,
  newBoundary,
  readMultipart,
  writeMultipart,
} from '../../../../../src-main/services/google/multipart';

const read = (body: string, boundary: string) =>
  readMultipart(body, boundary).map((part) => ({
    headers: Object.fromEntries(part.headers),
    body: part.body,
  }));

describe('multipart', () => {
  it('reads back what it writes, bytes and text alike', () => {
    const boundary = newBoundary();
    const body = writeMultipart(boundary, [
      { headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
      {
        headers: { 'Content-Type': 'text/plain' },
        body: new TextEncoder().encode('line one\r\nline two\r\n'),
      },
    ]);
    expect(read(new TextDecoder().decode(body), boundary)).toEqual([
      { headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
      { headers: { 'content-type': 'text/plain' }, body: 'line one\r\nline two\r\n' },
    ]);
  });

  it('takes the boundary quoted or bare, among other parameters', () => {
    expect(boundaryOf('multipart/mixed; boundary="a b=c"')).toBe('a b=c');
    expect(boundaryOf('multipart/mixed; charset=utf-8; boundary=batch_1; x=y')).toBe('batch_1');
    expect(boundaryOf('Multipart/Related;boundary=foo_bar_baz')).toBe('foo_bar_baz');
    expect(() => boundaryOf('application/json; boundary=x')).toThrow(/names no multipart boundary/);
    expect(() => boundaryOf(null)).toThrow(/names no multipart boundary/);
  });

  it('ignores preamble and epilogue, accepts bare LF line ends and parts without headers', () => {
    const body = 'preamble\n--b\nContent-ID: <x+1>\n\none\n--b\n\ntwo\n--b--\nepilogue';
    expect(read(body, 'b')).toEqual([
      { headers: { 'content-id': '<x+1>' }, body: 'one' },
      { headers: {}, body: 'two' },
    ]);
  });

  it('refuses a body without delimiters, one cut before the close, and a broken header line', () => {
    expect(() => readMultipart('{"error":{}}', 'b')).toThrow(/no part delimiter/);
    expect(() => readMultipart('--b\r\nContent-Type: a/b\r\n\r\nhalf', 'b')).toThrow(
      /ends before the closing delimiter/,
    );
    expect(() => readMultipart('--b\r\nnot a header\r\n\r\nx\r\n--b--', 'b')).toThrow(
      /the header line "not a header"/,
    );
  });
});
