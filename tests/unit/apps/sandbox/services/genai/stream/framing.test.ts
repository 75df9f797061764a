// The sandbox writes JSON and stream framing byte for byte like the real captures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  JSON_ARRAY_FRAMING,
  SSE_FRAMING,
} from '../../../../../../../apps/sandbox/services/genai/stream/framing';
import { sseJson } from '../../../../../../../apps/sandbox/services/genai/wire/json-format';

const fixture = (path: string) =>
  readFileSync(new URL(`../../../../../../fixtures/genai/${path}`, import.meta.url), 'utf8');

describe('stream framing', () => {
  it('rebuilds a real SSE capture exactly from its parsed events', () => {
    const real = fixture('sse/real-gemini-2.5-flash-3-chunks.sse.txt');
    const events = real
      .split('\r\n\r\n')
      .filter(Boolean)
      .map((event) => JSON.parse(event.slice('data: '.length)) as unknown);
    expect(events.map((e, i) => SSE_FRAMING.event(e, i)).join('') + SSE_FRAMING.end(events.length)).toBe(
      real,
    );
    expect(sseJson({ a: [1, { b: null }], c: 'x' })).toBe('{"a": [1,{"b": null}],"c": "x"}');
  });

  it('rebuilds a real JSON-array stream exactly from its elements', () => {
    for (const file of [
      'stream-json/real-json-array-stream-thoughts.txt',
      'stream-json/real-json-array-stream-json-mode.txt',
    ]) {
      const real = fixture(file);
      const elements = JSON.parse(real) as unknown[];
      const rebuilt =
        elements.map((e, i) => JSON_ARRAY_FRAMING.event(e, i)).join('') +
        JSON_ARRAY_FRAMING.end(elements.length);
      expect(rebuilt).toBe(real);
    }
    expect(JSON_ARRAY_FRAMING.end(0)).toBe('[]');
  });
});
