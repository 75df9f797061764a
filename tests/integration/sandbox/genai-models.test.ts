// models.list / models.get / tunedModels in the v1beta Model shape, with paging and 404s.
import { describe, expect, it } from 'vitest';
import { useGenaiSandbox, type Json } from './genai-harness';
import { getJson, type GoogleErrorBody } from './sandbox-harness';

const sandbox = useGenaiSandbox();

const get = <T = Json>(path: string) =>
  getJson<T>(`${sandbox.baseUrl}/v1beta/${path}`, { headers: { 'x-goog-api-key': sandbox.apiKey } });

describe('models', () => {
  it('lists realistic models in the Model shape', async () => {
    const { status, headers, json } = await get<{ models: Json[]; nextPageToken?: string }>('models');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(json.nextPageToken).toBeUndefined();
    const names = json.models.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'models/gemini-2.5-flash',
        'models/gemini-2.5-pro',
        'models/gemini-2.0-flash',
        'models/gemini-3-pro-preview',
      ]),
    );
    const flash = json.models.find((m) => m.name === 'models/gemini-2.5-flash');
    expect(flash).toEqual({
      name: 'models/gemini-2.5-flash',
      version: '001',
      displayName: 'Gemini 2.5 Flash',
      description: expect.any(String),
      inputTokenLimit: 1_048_576,
      outputTokenLimit: 65_536,
      supportedGenerationMethods: expect.arrayContaining(['generateContent', 'countTokens']),
      temperature: 1,
      topP: 0.95,
      topK: 64,
      maxTemperature: 2,
      thinking: true,
    });
  });

  it('pages with pageSize and an opaque pageToken', async () => {
    const all = (await get<{ models: Json[] }>('models')).json.models;
    const seen: unknown[] = [];
    let token: string | undefined;
    do {
      const page = await get<{ models: Json[]; nextPageToken?: string }>(
        `models?pageSize=2${token ? `&pageToken=${token}` : ''}`,
      );
      expect(page.json.models.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.models);
      token = page.json.nextPageToken;
    } while (token);
    expect(seen).toEqual(all);
    const bad = await get<GoogleErrorBody>('models?pageToken=garbage');
    expect(bad.status).toBe(400);
  });

  it('gets one model, and answers an unknown one with 404 NOT_FOUND', async () => {
    const { json } = await get('models/gemini-2.0-flash');
    expect(json).toMatchObject({ name: 'models/gemini-2.0-flash', outputTokenLimit: 8192, topK: 40 });
    expect(json).not.toHaveProperty('thinking');
    const missing = await get<GoogleErrorBody>('models/gemini-9');
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({
      code: 404,
      status: 'NOT_FOUND',
      message: expect.stringContaining('models/gemini-9 is not found'),
    });
  });

  it('has one tuned model', async () => {
    const { json } = await get<{ tunedModels: Json[] }>('tunedModels');
    expect(json.tunedModels).toHaveLength(1);
    const tuned = await get('tunedModels/sandbox-support-bot');
    expect(tuned.json).toMatchObject({
      name: 'tunedModels/sandbox-support-bot',
      baseModel: 'models/gemini-2.0-flash',
      state: 'ACTIVE',
    });
    expect(tuned.json).not.toHaveProperty('persona');
    expect((await get('tunedModels/other')).status).toBe(404);
  });
});
