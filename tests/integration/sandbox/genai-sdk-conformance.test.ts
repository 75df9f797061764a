// The official SDK (@google/genai) pointed at the sandbox: its parsing, streaming, structured output,
// function calling, token counting, model listing and error classes all work unchanged.
import { ApiError, FunctionCallingConfigMode, GoogleGenAI, Type } from '@google/genai';
import { beforeAll, describe, expect, it } from 'vitest';
import { putGenaiSettings, useGenaiSandbox } from './genai-harness';
import { schemaValidator } from './genai-schema-check';

const sandbox = useGenaiSandbox();
let ai: GoogleGenAI;
beforeAll(() => {
  ai = new GoogleGenAI({ apiKey: sandbox.apiKey, httpOptions: { baseUrl: sandbox.baseUrl } });
});

describe('@google/genai against the sandbox', () => {
  it('generateContent', async () => {
    const response = await ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: 'Explain tides in 40 words',
    });
    expect(response.text?.split(/\s+/)).toHaveLength(40);
    expect(response.candidates?.[0]?.finishReason).toBe('STOP');
    expect(response.usageMetadata?.candidatesTokenCount).toBeGreaterThan(40);
    expect(response.modelVersion).toBe('gemini-2.5-flash');
  });

  it('generateContentStream', async () => {
    const stream = await ai.models.generateContentStream({
      model: 'gemini-2.5-flash',
      contents: `Repeat after me: ${'Zürich → 東京 ✈️ and back again, many times over. '.repeat(5)}`,
      config: { systemInstruction: 'Be helpful.' },
    });
    const texts: string[] = [];
    let last;
    for await (const chunk of stream) {
      texts.push(chunk.text ?? '');
      last = chunk;
    }
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe('Zürich → 東京 ✈️ and back again, many times over. '.repeat(5).trim());
    expect(last?.candidates?.[0]?.finishReason).toBe('STOP');
  });

  it('a mid-stream error surfaces as an ApiError after the first chunks', async () => {
    await putGenaiSettings(sandbox, { midStreamError: { afterChunks: 2, httpStatus: 503 } });
    const texts: string[] = [];
    try {
      const stream = await ai.models.generateContentStream({
        model: 'gemini-2.5-flash',
        contents: 'Write a long essay about rain',
      });
      const failure = await (async () => {
        for await (const chunk of stream) texts.push(chunk.text ?? '');
      })().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(503);
      expect(texts).toHaveLength(2);
    } finally {
      await putGenaiSettings(sandbox, { midStreamError: null });
    }
  });

  it('structured output with a responseSchema', async () => {
    const schema = {
      type: Type.OBJECT,
      properties: {
        title: { type: Type.STRING },
        year: { type: Type.INTEGER, minimum: 1900, maximum: 2030 },
        genres: { type: Type.ARRAY, items: { type: Type.STRING, enum: ['drama', 'comedy', 'horror'] } },
      },
      required: ['title', 'year', 'genres'],
      propertyOrdering: ['title', 'year', 'genres'],
    };
    const response = await ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: 'Suggest a movie',
      config: { responseMimeType: 'application/json', responseSchema: schema },
    });
    const value = JSON.parse(response.text ?? '') as unknown;
    const validate = schemaValidator({
      type: 'object',
      properties: {
        title: { type: 'string' },
        year: { type: 'integer', minimum: 1900, maximum: 2030 },
        genres: { type: 'array', items: { enum: ['drama', 'comedy', 'horror'] } },
      },
      required: ['title', 'year', 'genres'],
      additionalProperties: false,
    });
    expect(validate(value)).toEqual([]);
    expect(Object.keys(value as object)).toEqual(['title', 'year', 'genres']);
  });

  it('function calling', async () => {
    const response = await ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: 'Turn on the lights in the kitchen and set the thermostat',
      config: {
        tools: [
          {
            functionDeclarations: [
              {
                name: 'control_lights',
                description: 'Turn lights on or off in a room',
                parameters: {
                  type: Type.OBJECT,
                  properties: { room: { type: Type.STRING }, on: { type: Type.BOOLEAN } },
                  required: ['room', 'on'],
                },
              },
              {
                name: 'set_thermostat',
                description: 'Set the thermostat temperature',
                parameters: {
                  type: Type.OBJECT,
                  properties: { celsius: { type: Type.NUMBER, minimum: 10, maximum: 30 } },
                  required: ['celsius'],
                },
              },
            ],
          },
        ],
        toolConfig: { functionCallingConfig: { mode: FunctionCallingConfigMode.AUTO } },
      },
    });
    const calls = response.functionCalls ?? [];
    expect(calls.map((c) => c.name)).toEqual(['control_lights', 'set_thermostat']);
    expect(calls[0]?.args).toMatchObject({ room: expect.any(String), on: expect.any(Boolean) });
    const celsius = calls[1]?.args?.celsius as number;
    expect(celsius >= 10 && celsius <= 30).toBe(true);
  });

  it('countTokens', async () => {
    const counted = await ai.models.countTokens({
      model: 'gemini-2.5-flash',
      contents: 'The quick brown fox jumps over the lazy dog.',
    });
    expect(counted.totalTokens).toBe(10);
  });

  it('models.list and models.get', async () => {
    const names: string[] = [];
    const pager = await ai.models.list({ config: { pageSize: 2 } });
    for await (const model of pager) names.push(model.name ?? '');
    expect(names).toContain('models/gemini-2.5-flash');
    expect(names.length).toBeGreaterThan(4);
    const model = await ai.models.get({ model: 'gemini-2.5-pro' });
    expect(model.inputTokenLimit).toBe(1_048_576);
  });

  it('a bad key is an ApiError with status 400', async () => {
    const bad = new GoogleGenAI({ apiKey: 'not-the-sandbox-key', httpOptions: { baseUrl: sandbox.baseUrl } });
    const failure = await bad.models
      .generateContent({ model: 'gemini-2.5-flash', contents: 'hi' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toContain('API key not valid');
  });
});
