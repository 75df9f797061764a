// The two stream bodies of :streamGenerateContent. With ?alt=sse: one `data: {json}\r\n\r\n` event per
// response, single-line JSON. Without it: one JSON array written incrementally, each element pretty-printed,
// `[{…}\n,\r\n{…}\n]` (stream-json/real-json-array-stream-thoughts.txt). A failure after HTTP 200 is a bare
// pretty-printed {"error": …} appended to the body (sse/error-mid-stream.sse.txt); in the array form it is
// appended as one more element.
import { prettyJson, sseJson } from '../wire/json-format';

export interface Framing {
  contentType: string;
  /** Extra headers of this form (the SSE form is served as an attachment). */
  headers: Record<string, string>;
  /** The bytes of event `index`, including whatever separates it from the previous one. */
  event(response: unknown, index: number): string;
  /** The error appended after `written` events; the body ends after it. */
  error(body: unknown, written: number): string;
  end(written: number): string;
}

export const SSE_FRAMING: Framing = {
  contentType: 'text/event-stream',
  headers: { 'content-disposition': 'attachment' },
  event: (response) => `data: ${sseJson(response)}\r\n\r\n`,
  error: (body) => `${prettyJson(body)}\n`,
  end: () => '',
};

export const JSON_ARRAY_FRAMING: Framing = {
  contentType: 'application/json; charset=UTF-8',
  headers: {},
  event: (response, index) => `${index === 0 ? '[' : '\n,\r\n'}${prettyJson(response)}`,
  error: (body, written) => `${written === 0 ? '[' : '\n,\r\n'}${prettyJson(body)}\n]`,
  end: (written) => (written === 0 ? '[]' : '\n]'),
};
