// Replay mode: every recording the sandbox ships is served with its recorded status, headers and body, one
// SSE event per recorded segment, paced from its server-timing and token counts.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseSse,
  postGenai,
  putGenaiSettings,
  useGenaiSandbox,
  streamRaw,
  textOf,
  usageOf,
  type Json,
} from './genai-harness';

const DIR = new URL('../../../apps/sandbox/services/genai/recordings/', import.meta.url);
interface Interaction {
  request: { url: string; bodySegments: Json[] };
  response: { statusCode: number; headers: Record<string, string>; bodySegments: Json[] };
}
const recordings = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    name: file.slice(0, -'.json'.length),
    interactions: (JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as { interactions: Interaction[] })
      .interactions,
  }));

const sandbox = useGenaiSandbox();
afterEach(() => putGenaiSettings(sandbox, { tokensPerSecond: 100_000, replay: null }));

/** The recorded call's path below /v1beta/ (recordings of v1alpha calls are replayed on v1beta). */
const pathOf = (interaction: Interaction) => interaction.request.url.replace(/^\/v1(alpha|beta)\//, '');

describe('replay mode', () => {
  it('ships every recording and lists them in the settings', async () => {
    const listed = (await putGenaiSettings(sandbox, {})).recordings as string[];
    expect([...listed].sort()).toEqual(recordings.map((r) => r.name).sort());
    expect(recordings.length).toBeGreaterThanOrEqual(10);
  });

  for (const recording of recordings)
    it(`serves ${recording.name} as recorded`, async () => {
      await putGenaiSettings(sandbox, { replay: recording.name });
      for (const interaction of recording.interactions) {
        const { statusCode, headers, bodySegments } = interaction.response;
        const response = await postGenai(sandbox, pathOf(interaction), interaction.request.bodySegments[0]);
        expect(response.status).toBe(statusCode);
        expect(response.headers['x-verity-sandbox-replay']).toBe(recording.name);
        expect(response.headers['content-type']).toBe(headers['Content-Type']);
        expect(response.headers.vary).toBe(headers.Vary);
        const streamed = interaction.request.url.includes(':streamGenerateContent') && statusCode === 200;
        if (streamed) {
          const events = parseSse(response.body);
          expect(events).toEqual(bodySegments);
          expect(events.map(textOf).join('')).toBe(bodySegments.map(textOf).join(''));
        } else {
          expect(response.json).toEqual(bodySegments[0]);
          expect(response.body).toBe(`${JSON.stringify(bodySegments[0], null, 2)}\n`);
        }
      }
    });

  it('serves a recorded stream to a unary call as one merged response, and a unary recording as one event', async () => {
    const stream = recordings.find((r) => r.name === 'stream-11-chunks') as (typeof recordings)[number];
    const segments = stream.interactions[0]?.response.bodySegments ?? [];
    await putGenaiSettings(sandbox, { replay: 'stream-11-chunks' });
    const unary = await postGenai(sandbox, 'models/any-model:generateContent', {
      contents: [{ parts: [{ text: 'x' }] }],
    });
    expect(unary.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(textOf(unary.json)).toBe(segments.map(textOf).join(''));
    expect(usageOf(unary.json)).toEqual(usageOf(segments[segments.length - 1] as Json));
    await putGenaiSettings(sandbox, { replay: 'system-instruction' });
    const events = parseSse(
      (
        await postGenai(sandbox, 'models/gemini-2.5-flash:streamGenerateContent?alt=sse', {
          contents: [{ parts: [{ text: 'x' }] }],
        })
      ).body,
    );
    expect(events.map(textOf)).toEqual(['low']);
  });

  it('paces a replayed stream: server-timing dur to the first event, then token counts at tokensPerSecond', async () => {
    await putGenaiSettings(sandbox, { replay: 'stream-11-chunks', tokensPerSecond: 400 });
    const stream = await streamRaw(sandbox, 'models/gemini-2.0-flash:streamGenerateContent?alt=sse', {
      contents: [{ parts: [{ text: 'why is the sky blue?' }] }],
    });
    // dur=298 at 200 tokens/s, so 149 ms at 400.
    expect(stream.firstByteMs).toBeGreaterThanOrEqual(140);
    expect(stream.firstByteMs).toBeLessThan(700);
    const span = (stream.times[stream.times.length - 1] as number) - stream.firstByteMs;
    // 377 tokens after the first one-token event, at 400 tokens/s: close to 0.94 s.
    expect(span).toBeGreaterThan(700);
    expect(span).toBeLessThan(3_000);
    expect(parseSse(stream.body.toString('utf8'))).toHaveLength(11);
  });

  it('applies the stream faults to replays too', async () => {
    await putGenaiSettings(sandbox, {
      replay: 'stream-11-chunks',
      midStreamError: { afterChunks: 4, httpStatus: 503 },
    });
    const body = (
      await streamRaw(sandbox, 'models/gemini-2.0-flash:streamGenerateContent?alt=sse', { contents: [] })
    ).body.toString('utf8');
    const end = body.lastIndexOf('\r\n\r\n') + 4;
    expect(parseSse(body.slice(0, end))).toHaveLength(4);
    expect(JSON.parse(body.slice(end))).toMatchObject({ error: { code: 503 } });
  });
});
