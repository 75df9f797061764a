// Every 400/403/404 the generation API gives before any answer, in the service's words and shapes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, postGenai, useGenaiSandbox, user, type Json } from './genai-harness';
import { rawRequest, type GoogleErrorBody } from './sandbox-harness';

const realNotFound = JSON.parse(
  readFileSync(new URL('../../fixtures/genai/errors/404-not-found-model.json', import.meta.url), 'utf8'),
) as GoogleErrorBody;

const sandbox = useGenaiSandbox();

async function rejected(
  body: unknown,
  path = 'models/gemini-2.5-flash:generateContent',
): Promise<GoogleErrorBody['error']> {
  const response = await postGenai(sandbox, path, body);
  expect(response.status, response.body).toBeGreaterThanOrEqual(400);
  return (response.json as unknown as GoogleErrorBody).error;
}

const config = (generationConfig: Json) => ({ ...user('hi'), generationConfig });

describe('semantic checks → 400 INVALID_ARGUMENT', () => {
  const cases: Array<[string, unknown, string]> = [
    [
      'temperature above 2',
      config({ temperature: 2.5 }),
      '* GenerateContentRequest.generation_config.temperature: temperature must be in the range [0.0, 2.0].\n',
    ],
    [
      'temperature below 0',
      config({ temperature: -0.1 }),
      '* GenerateContentRequest.generation_config.temperature: temperature must be in the range [0.0, 2.0].\n',
    ],
    [
      'topP above 1',
      config({ topP: 1.5 }),
      '* GenerateContentRequest.generation_config.top_p: top_p must be in the range [0.0, 1.0].\n',
    ],
    [
      'topK below 1',
      config({ topK: 0 }),
      '* GenerateContentRequest.generation_config.top_k: top_k must be at least 1.\n',
    ],
    [
      'six stop sequences',
      config({ stopSequences: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      '* GenerateContentRequest.generation_config.stop_sequences: the number of stop_sequences must not exceed 5.\n',
    ],
    ['candidateCount 2', config({ candidateCount: 2 }), 'Multiple candidates is not enabled for this model'],
    [
      'candidateCount 0',
      config({ candidateCount: 0 }),
      '* GenerateContentRequest.generation_config.candidate_count: candidate_count must be 1.\n',
    ],
    [
      'a safety category twice',
      {
        ...user('hi'),
        safetySettings: [
          { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' },
          { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
        ],
      },
      '* GenerateContentRequest.safety_settings[1].category: duplicate category HARM_CATEGORY_HARASSMENT is not allowed.\n',
    ],
    [
      'responseSchema without a JSON mime type',
      config({ responseSchema: { type: 'STRING' } }),
      '* GenerateContentRequest.generation_config.response_mime_type: response_mime_type must be "application/json" when a response schema is set.\n',
    ],
    [
      'an unsupported mime type',
      config({ responseMimeType: 'text/html' }),
      '* GenerateContentRequest.generation_config.response_mime_type: allowed mimetypes are `text/plain`, `application/json`, `application/xml`, `application/yaml` and `text/x.enum`.\n',
    ],
    ['no contents', {}, '* GenerateContentRequest.contents: contents is not specified\n'],
    ['empty contents', { contents: [] }, '* GenerateContentRequest.contents: contents is not specified\n'],
    [
      'a content without parts',
      {
        contents: [
          { role: 'user', parts: [{ text: 'a' }] },
          { role: 'model', parts: [] },
        ],
      },
      '* GenerateContentRequest.contents[1].parts: contents.parts must not be empty.\n',
    ],
    [
      'a part without data',
      { contents: [{ role: 'user', parts: [{ thought: true }] }] },
      "* GenerateContentRequest.contents[0].parts[0].data: required oneof field 'data' must have one initialized field\n",
    ],
    [
      'an unknown role',
      { contents: [{ role: 'system', parts: [{ text: 'a' }] }] },
      'Please use a valid role: user, model.',
    ],
    [
      'an OBJECT schema without properties',
      config({ responseMimeType: 'application/json', responseSchema: { type: 'OBJECT' } }),
      '* GenerateContentRequest.generation_config.response_schema.properties: should be non-empty for OBJECT type\n',
    ],
    [
      'an invalid function name',
      { ...user('hi'), tools: [{ functionDeclarations: [{ name: '1 bad name' }] }] },
      '* GenerateContentRequest.tools[0].function_declarations[0].name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.\n',
    ],
    [
      'allowedFunctionNames without mode ANY',
      {
        ...user('hi'),
        tools: [{ functionDeclarations: [{ name: 'f' }] }],
        toolConfig: { functionCallingConfig: { mode: 'AUTO', allowedFunctionNames: ['f'] } },
      },
      '* GenerateContentRequest.tool_config.function_calling_config.allowed_function_names: allowed_function_names may only be set when mode is ANY.\n',
    ],
  ];
  for (const [label, body, message] of cases)
    it(`rejects ${label}`, async () => {
      expect(await rejected(body)).toEqual({ code: 400, message, status: 'INVALID_ARGUMENT' });
    });

  it('reports several problems at once', async () => {
    const error = await rejected(config({ temperature: 9, topP: 2 }));
    expect(error.message.split('\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('payload parsing → 400 with BadRequest field violations', () => {
  it('rejects unknown fields at the root and nested, naming the proto path', async () => {
    expect(await rejected({ ...user('hi'), foo: 1 })).toEqual({
      code: 400,
      message: 'Invalid JSON payload received. Unknown name "foo": Cannot find field.',
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [
            { description: 'Invalid JSON payload received. Unknown name "foo": Cannot find field.' },
          ],
        },
      ],
    });
    const nested = await rejected({
      ...user('hi'),
      tools: [
        {
          functionDeclarations: [
            {
              name: 'f',
              parameters: {
                type: 'OBJECT',
                properties: { a: { type: 'STRING', additionalProperties: false } },
              },
            },
          ],
        },
      ],
    });
    expect(nested.message).toBe(
      `Invalid JSON payload received. Unknown name "additionalProperties" at 'tools[0].function_declarations[0].parameters.properties[0].value': Cannot find field.`,
    );
    expect(nested.details?.[0]).toMatchObject({
      fieldViolations: [{ field: 'tools[0].function_declarations[0].parameters.properties[0].value' }],
    });
    expect((await rejected({ ...user('hi'), generationConfig: { stop: ['x'] } })).message).toBe(
      `Invalid JSON payload received. Unknown name "stop" at 'generation_config': Cannot find field.`,
    );
  });

  it('rejects wrong types, unknown enum values, bad base64, two data fields and lists where one value goes', async () => {
    expect((await rejected(config({ temperature: 'hot' }))).message).toBe(
      `Invalid value at 'generation_config.temperature' (TYPE_FLOAT), "hot"`,
    );
    expect(
      (
        await rejected({
          ...user('hi'),
          safetySettings: [{ category: 'HARM_CATEGORY_NOPE', threshold: 'OFF' }],
        })
      ).message,
    ).toBe(
      `Invalid value at 'safety_settings[0].category' (type.googleapis.com/google.ai.generativelanguage.v1beta.HarmCategory), "HARM_CATEGORY_NOPE"`,
    );
    expect(
      (
        await rejected({
          contents: [{ parts: [{ inlineData: { mimeType: 'image/png', data: 'not base64!' } }] }],
        })
      ).message,
    ).toContain(
      `Invalid value at 'contents[0].parts[0].inline_data.data' (TYPE_BYTES), Base64 decoding failed`,
    );
    expect(
      (await rejected({ contents: [{ parts: [{ text: 'a', fileData: { fileUri: 'x' } }] }] })).message,
    ).toBe(`Invalid JSON payload received. Oneof field 'data' is already set. Cannot set 'file_data'`);
    expect((await rejected({ ...user('hi'), systemInstruction: [{ parts: [{ text: 'x' }] }] })).message).toBe(
      'Invalid JSON payload received. Unknown name "systemInstruction": Proto field is not repeating, cannot start list.',
    );
    expect((await rejected([1, 2])).message).toBe(
      'Invalid JSON payload received. Unknown name "": Root element must be a message.',
    );
  });

  it('rejects malformed JSON with the position of the problem', async () => {
    const error = await rejected('{"contents": [{"parts": [{"text": "hi"}]}');
    expect(error.code).toBe(400);
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(/^Invalid JSON payload received\. .+\n.*\n *\^$/s);
    expect(error.details?.[0]?.['@type']).toBe('type.googleapis.com/google.rpc.BadRequest');
  });

  it('accepts snake_case names, a lone object where a list goes, and enum numbers', async () => {
    const response = await generate(sandbox, {
      contents: { role: 'user', parts: { text: 'hi' } },
      safety_settings: [{ category: 8, threshold: 4 }],
      generation_config: { max_output_tokens: 50, stop_sequences: ['zzz'] },
    });
    expect(response.status, response.body).toBe(200);
  });
});

describe('models, caches and keys', () => {
  it('answers an unknown model with 404 NOT_FOUND in the real shape', async () => {
    const error = await rejected(user('hi'), 'models/gemini-5.0-flash:generateContent');
    expect(error.message).toBe(realNotFound.error.message.replace('version v1,', 'version v1beta,'));
    expect(error.status).toBe('NOT_FOUND');
    expect(error.details?.map((d) => d['@type'])).toEqual(['type.googleapis.com/google.rpc.DebugInfo']);
    expect((await rejected(user('hi'), 'models/gemini-embedding-001:generateContent')).code).toBe(404);
    expect((await rejected(user('hi'), 'tunedModels/nope:generateContent')).code).toBe(404);
  });

  it('keeps text/event-stream on errors of ?alt=sse calls, like the real service', async () => {
    const response = await postGenai(sandbox, 'models/nope:streamGenerateContent?alt=sse', user('hi'));
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect((response.json as unknown as GoogleErrorBody).error.status).toBe('NOT_FOUND');
  });

  it('answers every error of an ?alt=sse call as text/event-stream, and of other calls as JSON', async () => {
    const key = { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/json' };
    const body = JSON.stringify(user('hi'));
    const failures: Array<
      [string, string, { method?: string; headers?: Record<string, string>; body?: string }]
    > = [
      ['bad key', 'models/gemini-2.5-flash:M', { headers: { ...key, 'x-goog-api-key': 'wrong' }, body }],
      ['no key', 'models/gemini-2.5-flash:M', { headers: { 'content-type': 'application/json' }, body }],
      ['not JSON', 'models/gemini-2.5-flash:M', { headers: { ...key, 'content-type': 'text/plain' }, body }],
      ['malformed', 'models/gemini-2.5-flash:M', { headers: key, body: '{' }],
      ['no contents', 'models/gemini-2.5-flash:M', { headers: key, body: '{}' }],
      ['unknown model', 'models/nope:M', { headers: key, body }],
      ['unknown method', 'models/gemini-2.5-flash:unknownM', { headers: key, body }],
      ['GET', 'models/gemini-2.5-flash:M', { method: 'GET', headers: key }],
    ];
    for (const [what, path, init] of failures)
      for (const [method, type] of [
        ['streamGenerateContent?alt=sse', 'text/event-stream'],
        ['streamGenerateContent', 'application/json; charset=UTF-8'],
        ['generateContent', 'application/json; charset=UTF-8'],
      ] as const) {
        const target = path.replace('M', method);
        const response = await rawRequest(`${sandbox.baseUrl}/v1beta/${target}`, {
          method: 'POST',
          ...init,
        });
        expect(response.status, `${what} ${method}`).toBeGreaterThanOrEqual(400);
        expect(response.headers['content-type'], `${what} ${method}`).toBe(type);
        expect((JSON.parse(response.body) as GoogleErrorBody).error.code, `${what} ${method}`).toBe(
          response.status,
        );
      }
  });

  it('refuses cachedContent references (the sandbox keeps no caches)', async () => {
    expect(await rejected({ ...user('hi'), cachedContent: 'cachedContents/abc' })).toEqual({
      code: 403,
      message: 'CachedContent not found (or permission denied)',
      status: 'PERMISSION_DENIED',
    });
  });

  it('answers a bad or missing API key with 400 API_KEY_INVALID', async () => {
    for (const headers of [{ 'x-goog-api-key': 'wrong-key-123' }, {}] as Array<Record<string, string>>) {
      const response = await rawRequest(
        `${sandbox.baseUrl}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(user('hi')),
        },
      );
      expect(response.status).toBe(400);
      const error = (JSON.parse(response.body) as GoogleErrorBody).error;
      expect(error.status).toBe('INVALID_ARGUMENT');
      expect(error.details?.[0]).toMatchObject({ reason: 'API_KEY_INVALID' });
    }
  });

  it('checks countTokens requests too', async () => {
    expect((await rejected({ contents: [] }, 'models/gemini-2.5-flash:countTokens')).message).toBe(
      '* CountTokensRequest.contents: contents is not specified\n',
    );
    expect(
      (
        await rejected(
          { ...user('a'), generateContentRequest: user('b') },
          'models/gemini-2.5-flash:countTokens',
        )
      ).code,
    ).toBe(400);
    expect((await rejected(user('a'), 'models/nope:countTokens')).code).toBe(404);
  });
});

describe('hostile input', () => {
  it('answers absurd nesting and huge echo prompts without trouble', async () => {
    const depth = 300;
    const schema = `${'{"type":"ARRAY","items":'.repeat(depth)}{"type":"STRING"}${'}'.repeat(depth)}`;
    const nested = await rejected(
      `{"contents":[{"parts":[{"text":"hi"}]}],"generationConfig":{"responseMimeType":"application/json","responseSchema":${schema}}}`,
    );
    expect(nested.message).toContain('deeper than 100 levels');
    const started = performance.now();
    const echo = await generate(
      sandbox,
      user(`Say exactly: ${' '.repeat(2_000_000)}x${' '.repeat(2_000_000)}`),
    );
    expect(echo.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
