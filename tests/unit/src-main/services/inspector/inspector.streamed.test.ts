import { describe, expect, it } from 'vitest';
import { BODY_CAP_BYTES, createInspector } from '../../../../../src-main/services/inspector/inspector';

const encode = (s: string) => new TextEncoder().encode(s);

function begin(inspector: ReturnType<typeof createInspector>) {
  return inspector.begin({
    service: 'genai',
    profileId: 'p',
    method: 'POST',
    url: 'https://g.example/v1beta/models/m:streamGenerateContent?alt=sse',
    attempt: 1,
    requestHeaders: [['x-goog-api-key', 'k-SECRET-1']],
    requestBody: null,
    requestContentType: null,
  });
}

describe('inspector, streamed bodies', () => {
  it('shows the body as it arrives, redacted, and keeps it when finished', () => {
    const inspector = createInspector({ secrets: () => ['k-SECRET-1'] });
    const published: string[] = [];
    inspector.subscribe((summary) => published.push(summary.id));
    const recorder = begin(inspector);
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
    const recorder = begin(inspector);
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
    const recorder = begin(inspector);
    recorder.responded(200, []);
    recorder.finished({ body: 'streamed', contentType: 'text/event-stream' });
    expect(inspector.get(recorder.id)!).toMatchObject({
      responseBytes: 0,
      responseBody: { text: null, bytes: 0 },
    });
  });
});
