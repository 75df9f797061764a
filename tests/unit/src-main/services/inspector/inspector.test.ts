import { describe, expect, it } from 'vitest';
import { exchangeAsCurl } from '../../../../../src-main/services/inspector/as-curl';
import { BODY_CAP_BYTES, createInspector } from '../../../../../src-main/services/inspector/inspector';

const encode = (s: string) => new TextEncoder().encode(s);

function record(inspector: ReturnType<typeof createInspector>, url: string, body: string | null = null) {
  const recorder = inspector.begin({
    service: 'genai',
    profileId: 'p',
    method: 'post',
    url,
    attempt: 1,
    requestHeaders: [
      ['x-goog-api-key', 'k-SECRET-1'],
      ['content-type', 'application/json'],
    ],
    requestBody: body === null ? null : encode(body),
    requestContentType: 'application/json',
  });
  return recorder;
}

const STREAM_URL = 'https://g.example/v1beta/models/m:streamGenerateContent?alt=sse';

describe('inspector', () => {
  it('records an exchange redacted at the source', () => {
    const inspector = createInspector({ secrets: () => ['k-SECRET-1'] });
    const recorder = record(
      inspector,
      'https://g.example/v1beta/models?key=k-SECRET-1',
      '{"echo":"k-SECRET-1"}',
    );
    recorder.responded(400, [['content-type', 'application/json']]);
    recorder.finished({
      body: encode('{"error":{"message":"bad key k-SECRET-1"}}'),
      contentType: 'application/json',
    });
    const exchange = inspector.get(recorder.id)!;
    expect(JSON.stringify(exchange)).not.toContain('k-SECRET-1');
    expect(exchange).toMatchObject({ method: 'POST', status: 400, service: 'genai', responseBytes: 42 });
    expect(exchange.ttfbMs).not.toBeNull();
  });

  it('caps bodies and says so', () => {
    const inspector = createInspector({ secrets: () => [] });
    const recorder = record(inspector, 'https://g.example/', 'a'.repeat(BODY_CAP_BYTES + 10));
    recorder.finished({ body: null, contentType: null, error: 'reset' });
    const exchange = inspector.get(recorder.id)!;
    expect(exchange.requestBody).toMatchObject({ truncated: true, bytes: BODY_CAP_BYTES + 10 });
    expect(exchange.requestBody.text).toHaveLength(BODY_CAP_BYTES);
    expect(exchange).toMatchObject({ status: null, error: 'reset', responseBytes: null });
  });

  it('keeps binary bodies as sizes only', () => {
    const inspector = createInspector({ secrets: () => [] });
    const recorder = record(inspector, 'https://g.example/');
    recorder.responded(200, []);
    recorder.finished({ body: new Uint8Array([0, 1, 2]), contentType: 'image/png' });
    expect(inspector.get(recorder.id)!.responseBody).toEqual({
      text: null,
      bytes: 3,
      truncated: false,
      contentType: 'image/png',
    });
  });

  it('shows a response body as decoded and redacted at the source, however it was kept', () => {
    const secret = 'k-SECRET-1';
    const inspector = createInspector({ secrets: () => [secret] });
    const bodies = [
      encode('{"plain":"é — 😀"}'),
      Uint8Array.from([0xef, 0xbb, 0xbf, ...encode('{"bom":1}')]),
      Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]),
      encode(`{"echo":"${secret}"}`),
      Uint8Array.from([0xff, ...encode(secret)]),
      encode('x'.repeat(BODY_CAP_BYTES + 1)),
    ];
    for (const body of bodies) {
      for (const contentType of ['application/json', null]) {
        const recorder = record(inspector, 'https://g.example/');
        recorder.responded(200, []);
        recorder.finished({ body, contentType });
        const text = new TextDecoder()
          .decode(body.subarray(0, BODY_CAP_BYTES))
          .replaceAll(secret, '<redacted>');
        expect(inspector.get(recorder.id)!.responseBody).toEqual({
          text,
          bytes: body.byteLength,
          truncated: body.byteLength > BODY_CAP_BYTES,
          contentType,
        });
      }
    }
  });

  it('lists newest first, filters, bounds memory and notifies followers', () => {
    const inspector = createInspector({ secrets: () => [], max: 3 });
    const seen: string[] = [];
    const unsubscribe = inspector.subscribe((s) => seen.push(s.url));
    for (let i = 0; i < 5; i++)
      record(inspector, `https://g.example/${i}`).finished({ body: null, contentType: null });
    unsubscribe();
    record(inspector, 'https://g.example/after').finished({ body: null, contentType: null });
    expect(inspector.list().exchanges.map((e) => e.url)).toEqual([
      'https://g.example/after',
      'https://g.example/4',
      'https://g.example/3',
    ]);
    expect(inspector.list({ service: 'tlog' }).total).toBe(0);
    expect(seen).toHaveLength(5);
    inspector.clear();
    expect(inspector.list().total).toBe(0);
  });

  it('turns an exchange into a curl command with the secret already gone', () => {
    const inspector = createInspector({ secrets: () => ['k-SECRET-1'] });
    const recorder = record(inspector, "https://g.example/it's?key=k-SECRET-1", '{"a":"b"}');
    recorder.finished({ body: null, contentType: null });
    const command = exchangeAsCurl(inspector.get(recorder.id)!);
    // The generation API's key comes from $GEMINI_API_KEY, expanded by the shell, never from the record.
    expect(command).toBe(
      `curl -X POST 'https://g.example/it'\\''s?key='"$GEMINI_API_KEY"'' -H "x-goog-api-key: $GEMINI_API_KEY" -H 'content-type: application/json' --data-raw '{"a":"b"}'`,
    );
  });
});

describe('inspector, streamed bodies', () => {
  it('shows the body as it arrives, redacted, and keeps it when finished', () => {
    const inspector = createInspector({ secrets: () => ['k-SECRET-1'] });
    const published: string[] = [];
    inspector.subscribe((summary) => published.push(summary.id));
    const recorder = record(inspector, STREAM_URL);
    recorder.responded(200, [['content-type', 'text/event-stream']]);
    recorder.received(encode('data: {"a":1}\n\n'), 'text/event-stream');
    expect(inspector.get(recorder.id)!.responseBody).toEqual({
      text: 'data: {"a":1}\n\n',
      bytes: 15,
      truncated: false,
      contentType: 'text/event-stream',
    });
    expect(published).toEqual([]);
    recorder.received(encode('data: {"echo":"k-SECRET-1"}\n\n'), 'text/event-stream');
    recorder.finished({ body: 'streamed', contentType: 'text/event-stream' });
    const exchange = inspector.get(recorder.id)!;
    expect(exchange.responseBody.text).toBe('data: {"a":1}\n\ndata: {"echo":"<redacted>"}\n\n');
    expect(exchange.responseBytes).toBe(15 + 29);
    expect(published).toEqual([recorder.id]);
  });

  it('keeps the first BODY_CAP_BYTES and counts the rest', () => {
    const inspector = createInspector({ secrets: () => [] });
    const recorder = record(inspector, STREAM_URL);
    recorder.responded(200, []);
    const piece = encode('x'.repeat(40 * 1024));
    for (let i = 0; i < 3; i++) recorder.received(piece, 'text/event-stream');
    recorder.finished({ body: 'streamed', contentType: 'text/event-stream', error: 'cut' });
    const exchange = inspector.get(recorder.id)!;
    expect(exchange.responseBody.text).toHaveLength(BODY_CAP_BYTES);
    expect(exchange.responseBody).toMatchObject({ bytes: 3 * 40 * 1024, truncated: true });
    expect(exchange.responseBytes).toBe(3 * 40 * 1024);
    expect(exchange.error).toBe('cut');
  });

  it('records an empty streamed body as zero bytes', () => {
    const inspector = createInspector({ secrets: () => [] });
    const recorder = record(inspector, STREAM_URL);
    recorder.responded(200, []);
    recorder.finished({ body: 'streamed', contentType: 'text/event-stream' });
    expect(inspector.get(recorder.id)!).toMatchObject({
      responseBytes: 0,
      responseBody: { text: null, bytes: 0 },
    });
  });
});
