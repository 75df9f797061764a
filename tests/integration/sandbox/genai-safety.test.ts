// Trigger phrases and safety settings: blocked prompts, SAFETY finishes, ratings per threshold, recitation
// with byte-offset citations, LANGUAGE and OTHER finishes — unary and streamed.
import { describe, expect, it } from 'vitest';
import {
  candidateOf,
  generate,
  parseSse,
  useGenaiSandbox,
  streamRaw,
  sse,
  textOf,
  usageOf,
  user,
  type Json,
} from './genai-harness';

const sandbox = useGenaiSandbox();

const safety = (category: string, threshold: string) => [{ category, threshold }];
const rating = (candidate: Json, category: string) =>
  (candidate.safetyRatings as Json[]).find((r) => r.category === category);

describe('blocked prompts', () => {
  it('[[sandbox:block]] blocks with SAFETY, ratings, no candidates, prompt-only usage', async () => {
    const { status, json } = await generate(sandbox, user('Tell me something [[sandbox:block]] please'));
    expect(status).toBe(200);
    expect(json).not.toHaveProperty('candidates');
    expect(json.promptFeedback).toEqual({
      blockReason: 'SAFETY',
      safetyRatings: [
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'NEGLIGIBLE' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'HIGH' },
        { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'NEGLIGIBLE' },
      ],
    });
    expect(usageOf(json)).toMatchObject({
      promptTokenCount: expect.any(Number),
      totalTokenCount: usageOf(json).promptTokenCount,
    });
    expect(usageOf(json)).not.toHaveProperty('candidatesTokenCount');
  });

  it('PROHIBITED_CONTENT and OTHER blocks (OTHER with a blockReasonMessage), whatever the settings', async () => {
    const prohibited = await generate(sandbox, {
      ...user('[[SANDBOX:BLOCK:PROHIBITED]]'),
      safetySettings: safety('HARM_CATEGORY_HATE_SPEECH', 'OFF'),
    });
    expect(prohibited.json.promptFeedback).toEqual({ blockReason: 'PROHIBITED_CONTENT' });
    const other = await generate(sandbox, user('x [[sandbox:block:other]]'));
    expect(other.json.promptFeedback).toEqual({
      blockReason: 'OTHER',
      blockReasonMessage: expect.stringContaining('blocked'),
    });
  });

  it('a category set to BLOCK_NONE or OFF does not block on its trigger but still rates it', async () => {
    for (const threshold of ['BLOCK_NONE', 'OFF']) {
      const { json } = await generate(sandbox, {
        ...user('Explain tea [[sandbox:block:harassment]]'),
        safetySettings: safety('HARM_CATEGORY_HARASSMENT', threshold),
      });
      const candidate = candidateOf(json);
      expect(candidate.finishReason).toBe('STOP');
      expect(textOf(json)).toContain('tea');
      expect(rating(candidate, 'HARM_CATEGORY_HARASSMENT')).toEqual({
        category: 'HARM_CATEGORY_HARASSMENT',
        probability: 'HIGH',
      });
    }
  });

  it('streams a blocked prompt as one event', async () => {
    const stream = await streamRaw(sandbox, sse(), user('[[sandbox:block:dangerous]]'));
    const events = parseSse(stream.body.toString('utf8'));
    expect(events).toHaveLength(1);
    expect((events[0]?.promptFeedback as Json).blockReason).toBe('SAFETY');
  });
});

describe('answers stopped part way', () => {
  it('[[sandbox:safety]] ends with SAFETY after part of the answer, the blocking rating marked', async () => {
    const full = textOf((await generate(sandbox, user('Explain chemistry'))).json);
    const { json } = await generate(sandbox, user('Explain chemistry [[sandbox:safety]]'));
    const candidate = candidateOf(json);
    expect(candidate.finishReason).toBe('SAFETY');
    const partial = textOf(json);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(full.length);
    expect(rating(candidate, 'HARM_CATEGORY_DANGEROUS_CONTENT')).toEqual({
      category: 'HARM_CATEGORY_DANGEROUS_CONTENT',
      probability: 'MEDIUM',
      blocked: true,
    });
    expect(rating(candidate, 'HARM_CATEGORY_HATE_SPEECH')).toEqual({
      category: 'HARM_CATEGORY_HATE_SPEECH',
      probability: 'NEGLIGIBLE',
    });
  });

  it('thresholds decide: LOW blocks only under BLOCK_LOW_AND_ABOVE, MEDIUM not under BLOCK_ONLY_HIGH', async () => {
    const low = user('Explain knives [[sandbox:harm:hate:low]]');
    expect(candidateOf((await generate(sandbox, low)).json).finishReason).toBe('STOP');
    const strict = await generate(sandbox, {
      ...low,
      safetySettings: safety('HARM_CATEGORY_HATE_SPEECH', 'BLOCK_LOW_AND_ABOVE'),
    });
    expect(candidateOf(strict.json).finishReason).toBe('SAFETY');
    expect(rating(candidateOf(strict.json), 'HARM_CATEGORY_HATE_SPEECH')).toMatchObject({
      probability: 'LOW',
      blocked: true,
    });
    const medium = {
      ...user('Explain knives [[sandbox:safety:dangerous]]'),
      safetySettings: safety('HARM_CATEGORY_DANGEROUS_CONTENT', 'BLOCK_ONLY_HIGH'),
    };
    expect(candidateOf((await generate(sandbox, medium)).json).finishReason).toBe('STOP');
    const high = {
      ...user('Explain knives [[sandbox:harm:dangerous:high]]'),
      safetySettings: safety('HARM_CATEGORY_DANGEROUS_CONTENT', 'BLOCK_ONLY_HIGH'),
    };
    expect(candidateOf((await generate(sandbox, high)).json).finishReason).toBe('SAFETY');
  });

  it('[[sandbox:ratings]] rates candidate and prompt as NEGLIGIBLE', async () => {
    const { json } = await generate(sandbox, user('Explain maps [[sandbox:ratings]]'));
    expect((candidateOf(json).safetyRatings as Json[]).map((r) => r.probability)).toEqual([
      'NEGLIGIBLE',
      'NEGLIGIBLE',
      'NEGLIGIBLE',
      'NEGLIGIBLE',
    ]);
    expect((json.promptFeedback as Json).safetyRatings).toHaveLength(4);
  });

  it('[[sandbox:recitation]] ends with RECITATION and cites UTF-8 byte ranges of the text', async () => {
    const { json } = await generate(sandbox, {
      systemInstruction: { parts: [{ text: 'Answer in Japanese.' }] },
      ...user('Explain 量子 computing in detail [[sandbox:recitation]]'),
    });
    const candidate = candidateOf(json);
    expect(candidate.finishReason).toBe('RECITATION');
    const text = textOf(json);
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.length).toBeGreaterThan(text.length);
    const sources = (candidate.citationMetadata as Json).citationSources as Json[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0]).toMatchObject({
      uri: expect.stringMatching(/^https:\/\//),
      license: expect.any(String),
    });
    for (const source of sources) {
      const start = source.startIndex as number;
      const end = source.endIndex as number;
      expect(0 <= start && start < end && end <= bytes.length).toBe(true);
      const cited = bytes.subarray(start, end).toString('utf8');
      expect(cited).not.toContain('\uFFFD');
      expect(text).toContain(cited);
    }
  });

  it('[[sandbox:citations]] keeps STOP and adds citations; LANGUAGE and OTHER finish early', async () => {
    const cited = await generate(sandbox, user('Explain bees [[sandbox:citations]]'));
    expect(candidateOf(cited.json)).toMatchObject({
      finishReason: 'STOP',
      citationMetadata: { citationSources: expect.any(Array) },
    });
    const language = await generate(sandbox, user('Explain bees [[sandbox:language]]'));
    expect(candidateOf(language.json).finishReason).toBe('LANGUAGE');
    const other = await generate(sandbox, user('Explain bees [[sandbox:other]]'));
    expect(candidateOf(other.json)).toMatchObject({
      finishReason: 'OTHER',
      finishMessage: expect.any(String),
    });
    const spii = await generate(sandbox, user('Explain bees [[sandbox:finish:spii]]'));
    expect(candidateOf(spii.json).finishReason).toBe('SPII');
  });

  it('streams a recitation as text events then a content-less RECITATION event with the citations', async () => {
    const stream = await streamRaw(
      sandbox,
      sse(),
      user('Write a long essay about bees [[sandbox:recitation]]'),
    );
    const events = parseSse(stream.body.toString('utf8'));
    const last = candidateOf(events[events.length - 1] as Json);
    expect(last).not.toHaveProperty('content');
    expect(last.finishReason).toBe('RECITATION');
    const text = events.map(textOf).join('');
    for (const source of (last.citationMetadata as Json).citationSources as Json[])
      expect(Buffer.from(text, 'utf8').length).toBeGreaterThanOrEqual(source.endIndex as number);
    expect(events.slice(0, -1).every((e) => candidateOf(e).finishReason === undefined)).toBe(true);
  });

  it('streams a SAFETY finish with ratings on every event', async () => {
    const stream = await streamRaw(
      sandbox,
      sse(),
      user('Write a long essay about chemistry [[sandbox:safety]]'),
    );
    const events = parseSse(stream.body.toString('utf8'));
    expect(events.length).toBeGreaterThan(2);
    for (const event of events) expect(candidateOf(event).safetyRatings).toHaveLength(4);
    expect(candidateOf(events[events.length - 1] as Json).finishReason).toBe('SAFETY');
  });
});
