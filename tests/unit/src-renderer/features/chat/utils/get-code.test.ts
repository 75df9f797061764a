import { GoogleGenAI } from '@google/genai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunSettings, type Content } from '../../../../../../src-shared/contract/schemas/chat';
import {
  curlCommand,
  endpointUrl,
  sdkHttpOptions,
  sdkParameters,
  typescriptProgram,
} from '@/features/chat/utils/get-code';
import { buildGenerateContentRequest } from '@/lib/genai';

const settings = RunSettings.parse({
  model: 'models/gemini-2.5-flash',
  temperature: 0.2,
  topK: 5,
  maxOutputTokens: 100,
  stopSequences: ["it's done", '"quoted" $HOME `x`'],
  seed: 7,
  jsonMode: true,
  responseSchema: {
    type: 'OBJECT',
    properties: { city: { type: 'STRING', nullable: true }, days: { type: 'INTEGER' } },
    required: ['city'],
  },
  safetySettings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_ONLY_HIGH' }],
  systemInstruction: 'Answer as JSON. Use $variables literally.',
  functionDeclarations: [
    {
      name: 'get_weather',
      description: 'Weather for a city',
      parameters: { type: 'OBJECT', properties: { city: { type: 'STRING' } }, required: ['city'] },
    },
  ],
  toolConfig: { mode: 'AUTO', allowedFunctionNames: [] },
  cachedContent: 'cachedContents/c-1',
});

const contents: Content[] = [
  { role: 'user', parts: [{ text: "What's the weather? EOF\nVERITY_REQUEST_NOT" }] },
  { role: 'model', parts: [{ functionCall: { id: 'call-1', name: 'get_weather', args: { city: 'Oslo' } } }] },
  {
    role: 'user',
    parts: [{ functionResponse: { id: 'call-1', name: 'get_weather', response: { temp: 3 } } }],
  },
  { role: 'user', parts: [{ inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }] },
];

const body = buildGenerateContentRequest(settings, contents);
const target = { baseUrl: 'http://127.0.0.1:4321/', model: settings.model, body, stream: true };

afterEach(() => vi.unstubAllGlobals());

describe('get code', () => {
  it('curl: the exact body in a quoted heredoc, the key as $GEMINI_API_KEY, the profile base URL', () => {
    const command = curlCommand(target);
    expect(command.split('\n')[0]).toBe(
      'curl -sS -N -X POST "http://127.0.0.1:4321/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse" \\',
    );
    expect(command).toContain('-H "x-goog-api-key: $GEMINI_API_KEY"');
    const heredoc = /<<'VERITY_REQUEST'\n([\s\S]*)\nVERITY_REQUEST\n$/.exec(command);
    expect(heredoc).not.toBeNull();
    expect(JSON.parse(heredoc![1]!)).toEqual(body);
    // No line of the body can end the heredoc early.
    expect(heredoc![1]!.split('\n')).not.toContain('VERITY_REQUEST');
    expect(endpointUrl({ ...target, stream: false })).toBe(
      'http://127.0.0.1:4321/v1beta/models/gemini-2.5-flash:generateContent',
    );
  });

  it('TypeScript: @google/genai given these parameters sends exactly the same body to the same URL', async () => {
    const sent: Array<{ url: string; headers: Headers; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input instanceof Request ? input.url : input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      const chunk = {
        candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }],
      };
      return new Response(`data: ${JSON.stringify(chunk)}\r\n\r\n`, {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    const params = sdkParameters(settings.model, body);
    const ai = new GoogleGenAI({ apiKey: 'test-key', httpOptions: sdkHttpOptions(target.baseUrl) });
    const stream = await ai.models.generateContentStream(
      params as Parameters<typeof ai.models.generateContentStream>[0],
    );
    for await (const chunk of stream) expect(chunk.text).toBe('{}');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(endpointUrl(target));
    expect(sent[0]!.headers.get('x-goog-api-key')).toBe('test-key');
    expect(sent[0]!.body).toEqual(body);
  });

  it('TypeScript: the program embeds those parameters and reads the key from the environment', () => {
    const program = typescriptProgram(target);
    expect(program).toContain('apiKey: process.env.GEMINI_API_KEY');
    expect(program).toContain(`httpOptions: { baseUrl: "http://127.0.0.1:4321", apiVersion: "v1beta" },`);
    expect(program).toContain('ai.models.generateContentStream({');
    const params = sdkParameters(settings.model, body);
    const config = /config: (\{[\s\S]*\}),\n\}\);/.exec(program)?.[1];
    expect(JSON.parse(config!)).toEqual(params.config);
    const sentContents = /contents: (\[[\s\S]*\]),\n {2}config:/.exec(program)?.[1];
    expect(JSON.parse(sentContents!)).toEqual(body.contents);
    expect(typescriptProgram({ ...target, stream: false })).toContain('console.log(response.text);');
  });

  it('with the sandbox key ("Copy with key"): the key is written in, single-quoted for the shell', () => {
    expect(curlCommand({ ...target, apiKey: 'sbx-key_0123.~' }).split('\n')[1]).toBe(
      "  -H 'x-goog-api-key: sbx-key_0123.~' \\",
    );
    // A quote closes, is escaped and reopens; $ and backquotes stay literal inside single quotes.
    expect(curlCommand({ ...target, apiKey: "it's $HOME `x`" }).split('\n')[1]).toBe(
      "  -H 'x-goog-api-key: it'\\''s $HOME `x`' \\",
    );
    expect(typescriptProgram({ ...target, apiKey: 'sbx-key_0123.~' })).toContain('apiKey: "sbx-key_0123.~",');
    expect(curlCommand(target)).not.toContain('sbx-key');
  });
});
