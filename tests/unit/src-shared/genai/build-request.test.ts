import { describe, expect, it } from 'vitest';
import {
  RunSettings,
  type Content,
  type RunSettingsInput,
} from '../../../../src-shared/contract/schemas/chat';
import { buildGenerateContentRequest, generateContentUrl } from '../../../../src-shared/genai/build-request';

const settings = (input: Partial<RunSettingsInput> = {}) =>
  RunSettings.parse({ model: 'models/gemini-2.5-flash', ...input });
const hello: Content[] = [{ role: 'user', parts: [{ text: 'Hello' }] }];

describe('buildGenerateContentRequest', () => {
  it("sends a model turn's thought signatures back unchanged, on text and function-call parts", () => {
    const history = [
      ...hello,
      {
        role: 'model' as const,
        parts: [
          { text: 'Checking.', thoughtSignature: 'c2lnLTE=' },
          { functionCall: { name: 'lookup', args: { q: 'x' } }, thoughtSignature: 'c2lnLTI=' },
        ],
      },
      { role: 'user' as const, parts: [{ functionResponse: { name: 'lookup', response: { ok: true } } }] },
    ];
    expect(buildGenerateContentRequest(settings(), history).contents).toEqual([
      { role: 'user', parts: [{ text: 'Hello' }] },
      {
        role: 'model',
        parts: [
          { text: 'Checking.', thoughtSignature: 'c2lnLTE=' },
          { functionCall: { name: 'lookup', args: { q: 'x' } }, thoughtSignature: 'c2lnLTI=' },
        ],
      },
      { role: 'user', parts: [{ functionResponse: { name: 'lookup', response: { ok: true } } }] },
    ]);
  });

  it('sends only the contents when nothing else is set', () => {
    expect(buildGenerateContentRequest(settings(), hello)).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Hello' }] }],
    });
  });

  it('maps every generation setting into generationConfig', () => {
    const body = buildGenerateContentRequest(
      settings({
        temperature: 0,
        topP: 0.95,
        topK: 40,
        maxOutputTokens: 256,
        stopSequences: ['END', '###'],
        seed: -7,
        jsonMode: true,
        responseSchema: { type: 'OBJECT', properties: { name: { type: 'STRING' } } },
      }),
      hello,
    );
    expect(body.generationConfig).toEqual({
      temperature: 0,
      topP: 0.95,
      topK: 40,
      maxOutputTokens: 256,
      stopSequences: ['END', '###'],
      seed: -7,
      responseMimeType: 'application/json',
      responseSchema: { type: 'OBJECT', properties: { name: { type: 'STRING' } } },
    });
  });

  it('sends thinking settings as generationConfig.thinkingConfig, and none when unset', () => {
    const config = (input: Partial<RunSettingsInput>) =>
      buildGenerateContentRequest(settings(input), hello).generationConfig;
    expect(config({ thinkingBudget: 1024, includeThoughts: true })).toEqual({
      thinkingConfig: { thinkingBudget: 1024, includeThoughts: true },
    });
    expect(config({ thinkingBudget: 0 })).toEqual({ thinkingConfig: { thinkingBudget: 0 } });
    expect(config({ includeThoughts: true })).toEqual({ thinkingConfig: { includeThoughts: true } });
    expect(config({ includeThoughts: false })).toBeUndefined();
    expect(RunSettings.safeParse({ model: 'models/gemini-2.5-flash', thinkingBudget: -2 }).success).toBe(
      false,
    );
  });

  it('sends JSON mode without a schema as the MIME type alone', () => {
    expect(buildGenerateContentRequest(settings({ jsonMode: true }), hello).generationConfig).toEqual({
      responseMimeType: 'application/json',
    });
  });

  it('maps safety settings, the system instruction and the cached content', () => {
    const body = buildGenerateContentRequest(
      settings({
        safetySettings: [
          { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_LOW_AND_ABOVE' },
          { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
        ],
        systemInstruction: 'You are terse.',
        cachedContent: 'cachedContents/abc-123',
      }),
      hello,
    );
    expect(body.safetySettings).toEqual([
      { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
    ]);
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'You are terse.' }] });
    expect(body.cachedContent).toBe('cachedContents/abc-123');
    expect(body.generationConfig).toBeUndefined();
  });

  it('maps function declarations into tools and the calling mode into toolConfig', () => {
    const parameters = { type: 'OBJECT', properties: { city: { type: 'STRING' } }, required: ['city'] };
    const body = buildGenerateContentRequest(
      settings({
        functionDeclarations: [
          { name: 'get_weather', description: 'Weather for a city', parameters },
          { name: 'now' },
        ],
        toolConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] },
      }),
      hello,
    );
    expect(body.tools).toEqual([
      {
        functionDeclarations: [
          { name: 'get_weather', description: 'Weather for a city', parameters },
          { name: 'now' },
        ],
      },
    ]);
    expect(body.toolConfig).toEqual({
      functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] },
    });
    const auto = buildGenerateContentRequest(
      settings({ functionDeclarations: [{ name: 'now' }], toolConfig: { mode: 'NONE' } }),
      hello,
    );
    expect(auto.toolConfig).toEqual({ functionCallingConfig: { mode: 'NONE' } });
  });

  it('passes every part kind through in the wire shape, with nothing undefined', () => {
    const contents: Content[] = [
      {
        role: 'user',
        parts: [
          { text: 'Look:' },
          { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
          { fileData: { mimeType: 'application/pdf', fileUri: 'https://example.test/v1beta/files/abc' } },
        ],
      },
      {
        role: 'model',
        parts: [
          { text: 'thinking…', thought: true },
          { functionCall: { name: 'now', args: {} } },
          { functionCall: { id: 'call-1', name: 'get_weather', args: { city: 'Oslo' } } },
        ],
      },
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'now', response: { time: '12:00' } } },
          { functionResponse: { id: 'call-1', name: 'get_weather', response: { c: 3 } } },
        ],
      },
    ];
    const body = buildGenerateContentRequest(settings(), contents);
    expect(body.contents).toEqual(contents);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('does not share arrays with the settings it was given', () => {
    const input = settings({ stopSequences: ['a'] });
    const body = buildGenerateContentRequest(input, hello);
    (body.generationConfig as { stopSequences: string[] }).stopSequences.push('b');
    expect(input.stopSequences).toEqual(['a']);
  });
});

describe('generateContentUrl', () => {
  it('streams with alt=sse and calls the unary method otherwise, the key never in the URL', () => {
    expect(generateContentUrl('http://127.0.0.1:9/', 'models/gemini-2.5-flash', true)).toBe(
      'http://127.0.0.1:9/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
    );
    expect(generateContentUrl('https://generativelanguage.googleapis.com', 'tunedModels/mine-1', false)).toBe(
      'https://generativelanguage.googleapis.com/v1beta/tunedModels/mine-1:generateContent',
    );
  });
});
