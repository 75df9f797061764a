// A second opinion on the request body: the official SDK (@google/genai) is pointed at a local
// server and given the same settings as config; the body it sends must equal ours field for field
// (the SDK adds role "user" to the system instruction, which the service treats the same).
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GoogleGenAI, type GenerateContentConfig } from '@google/genai';
import { expect, it } from 'vitest';
import { RunSettings } from '../../../src-shared/contract/schemas/chat';
import { buildGenerateContentRequest, generateContentUrl } from '../../../src-shared/genai/build-request';

it('builds the same GenerateContentRequest as the official SDK for every setting', async () => {
  const seen: Array<{ url: string; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] } }] }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const parameters = { type: 'OBJECT', properties: { city: { type: 'STRING' } }, required: ['city'] };
    const responseSchema = { type: 'OBJECT', properties: { name: { type: 'STRING' } } };
    const settings = RunSettings.parse({
      model: 'models/gemini-2.5-flash',
      temperature: 0.5,
      topP: 0.9,
      topK: 20,
      maxOutputTokens: 100,
      stopSequences: ['END'],
      seed: 3,
      jsonMode: true,
      responseSchema,
      safetySettings: [{ category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_NONE' }],
      systemInstruction: 'Be brief.',
      functionDeclarations: [{ name: 'get_weather', description: 'Weather', parameters }],
      toolConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] },
      cachedContent: 'cachedContents/abc',
    });
    const contents = [{ role: 'user' as const, parts: [{ text: 'Weather in Oslo?' }] }];
    const config = {
      temperature: 0.5,
      topP: 0.9,
      topK: 20,
      maxOutputTokens: 100,
      stopSequences: ['END'],
      seed: 3,
      responseMimeType: 'application/json',
      responseSchema,
      safetySettings: [{ category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_NONE' }],
      systemInstruction: 'Be brief.',
      tools: [{ functionDeclarations: [{ name: 'get_weather', description: 'Weather', parameters }] }],
      toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] } },
      cachedContent: 'cachedContents/abc',
    } as GenerateContentConfig;
    const ai = new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl, apiVersion: 'v1beta' } });
    await ai.models.generateContent({ model: 'gemini-2.5-flash', contents, config });

    expect(seen).toHaveLength(1);
    expect(`${baseUrl}${seen[0]!.url}`).toBe(generateContentUrl(baseUrl, settings.model, false));
    const sdkBody = JSON.parse(seen[0]!.body) as { systemInstruction?: { role?: string } };
    expect(sdkBody.systemInstruction?.role).toBe('user');
    delete sdkBody.systemInstruction?.role;
    expect(buildGenerateContentRequest(settings, contents)).toEqual(sdkBody);
  } finally {
    server.close();
  }
});
