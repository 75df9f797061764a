// The batch endpoint's framing: the fixture request read part by part (CRLF and bare LF), limits, and an
// answer whose parts come in another order, each naming the request it answers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchBoundary, formatBatchAnswer, parseBatch } from '../../../../../apps/sandbox/http/batch-wire';

// The fixture is CRLF throughout, as on the wire.
const fixture = readFileSync(
  new URL('../../../../fixtures/google/indexing-batch-request.http', import.meta.url),
  'utf8',
);
const head = fixture.slice(0, fixture.indexOf('\r\n\r\n'));
const body = fixture.slice(fixture.indexOf('\r\n\r\n') + 4);
const contentType = /^Content-Type: (.*)\r$/m.exec(head)![1]!;

describe('batchBoundary', () => {
  it('reads a quoted or bare boundary of multipart/mixed only', () => {
    expect(batchBoundary(contentType)).toBe('===============7330845974216740156==');
    expect(batchBoundary('multipart/mixed; boundary=batch_abc')).toBe('batch_abc');
    expect(batchBoundary('multipart/mixed;')).toBeUndefined();
    expect(batchBoundary('multipart/related; boundary=x')).toBeUndefined();
  });
});

describe('parseBatch', () => {
  it('reads each part of the fixture request, with LF or CRLF line ends', () => {
    for (const text of [body, body.replaceAll('\r\n', '\n')]) {
      const parts = parseBatch(text, batchBoundary(contentType)!);
      if (typeof parts === 'string') throw new Error(parts);
      expect(parts.map((part) => [part.contentId, part.method, part.target])).toEqual([
        ['b29c5de2-0db4-490b-b421-6a51b598bd22+1', 'POST', '/v3/urlNotifications:publish'],
        ['b29c5de2-0db4-490b-b421-6a51b598bd22+2', 'POST', '/v3/urlNotifications:publish'],
        ['b29c5de2-0db4-490b-b421-6a51b598bd22+3', 'POST', '/v3/urlNotifications:publish'],
        ['b29c5de2-0db4-490b-b421-6a51b598bd22+4', 'POST', '/v3/urlNotifications:publish'],
        [
          'b29c5de2-0db4-490b-b421-6a51b598bd22+5',
          'GET',
          '/v3/urlNotifications/metadata?url=https%3A%2F%2Fexample.com%2Fjobs%2F99',
        ],
      ]);
      expect(JSON.parse(parts[2]!.body)).toEqual({
        url: 'https://not-verified.example.org/jobs/7',
        type: 'URL_UPDATED',
      });
      expect(parts[4]!.body).toBe('');
    }
  });

  it('refuses more than 100 parts, a missing close delimiter and a part without a request line', () => {
    const part = (n: number) =>
      `--b\r\nContent-Type: application/http\r\nContent-ID: <${n}>\r\n\r\nGET /v3/urlNotifications/metadata?url=x HTTP/1.1\r\n\r\n`;
    const many = (count: number) => `${Array.from({ length: count }, (_, i) => part(i)).join('')}--b--`;
    expect(parseBatch(many(100), 'b')).toHaveLength(100);
    expect(parseBatch(many(101), 'b')).toBe('the batch has 101 parts; a batch takes at most 100');
    expect(parseBatch(part(1), 'b')).toMatch(/ending with --b--/);
    expect(parseBatch('--b\r\nContent-Type: application/http\r\n\r\nnot a request\r\n--b--', 'b')).toMatch(
      /part 1 does not start with an HTTP request line/,
    );
  });
});

describe('formatBatchAnswer', () => {
  it('answers every part, in another order, each with Content-ID <response-ID> and its status line', () => {
    const answers = [1, 2, 3, 4, 5].map((n) => ({
      contentId: `x+${n}`,
      status: n === 3 ? 403 : 200,
      body: { n },
    }));
    const { contentType: type, body: text } = formatBatchAnswer(answers);
    const boundary = batchBoundary(type)!;
    expect(boundary).toMatch(/^batch_/);
    const ids = [...text.matchAll(/Content-ID: <response-x\+(\d)>/g)].map((m) => Number(m[1]));
    expect([...ids].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(ids).not.toEqual([1, 2, 3, 4, 5]);
    expect(text).toContain('Content-ID: <response-x+3>\r\n\r\nHTTP/1.1 403 Forbidden\r\n');
    expect(text.endsWith(`--${boundary}--`)).toBe(true);
  });
});
