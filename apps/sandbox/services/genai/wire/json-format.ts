// The two ways the Gemini front end writes JSON: pretty-printed (unary bodies, errors, JSON-array streams) and
// the single-line form of SSE events, which puts ": " after keys and a bare "," between members
// (pydantic/pydantic-ai:tests/models/cassettes/test_google/test_google_stream_usage_is_live_mid_stream.yaml).
import type { Reply } from '../../../http/reply';

/** Two-space indentation, as in every unary response and error body. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** One line: `{"a": 1,"b": [1,2]}`. */
export function sseJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => sseJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}: ${sseJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Headers every answer of the generation front end carries (recordings/*.json in the fixture set). */
export const FRONTEND_HEADERS: Readonly<Record<string, string>> = {
  server: 'scaffolding on HTTPServer2',
  vary: 'Origin, X-Origin, Referer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'x-xss-protection': '0',
};

/** `server-timing: gfet4t7; dur=N`, the front end's time to first byte. */
export function serverTiming(ms: number): Record<string, string> {
  return { 'server-timing': `gfet4t7; dur=${Math.max(0, Math.round(ms))}` };
}

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** A 200 answer of the front end: pretty JSON with its headers, plus `extra` (e.g. server-timing). */
export function sendFrontendJson(reply: Reply, body: unknown, extra: Record<string, string> = {}): void {
  reply.json(200, body, {
    pretty: true,
    headers: { ...FRONTEND_HEADERS, ...extra, 'content-type': JSON_CONTENT_TYPE },
  });
}
export const SSE_CONTENT_TYPE = 'text/event-stream';
