import { describe, expect, it } from 'vitest';
import { RunSettings, type Content } from '../../../../../../src-shared/contract/schemas/chat';
import { sdkParameters } from '@/features/chat/utils/get-code';
import { pythonLiteral, pythonProgram } from '@/features/chat/utils/python-code';
import { buildGenerateContentRequest } from '@/lib/genai';
import { runWithGenaiStandIn as runPython } from '../../../../../support/python-genai-stand-in';

const settings = RunSettings.parse({
  model: 'models/gemini-2.5-flash',
  temperature: 0.2,
  stopSequences: ['"quoted" \\ $HOME', "it's"],
  jsonMode: true,
  responseSchema: { type: 'OBJECT', properties: { ok: { type: 'BOOLEAN', nullable: true } } },
  thinkingBudget: 0,
  systemInstruction: 'Ünïcode 😀 and a """ triple quote',
});
const contents: Content[] = [
  { role: 'user', parts: [{ text: 'Line one\nline two\ttab' }] },
  { role: 'model', parts: [{ functionCall: { name: 'f', args: { none: null, yes: true, no: false } } }] },
  { role: 'user', parts: [{ functionResponse: { name: 'f', response: { list: [], object: {} } } }] },
];
const body = buildGenerateContentRequest(settings, contents);
const target = { baseUrl: 'http://127.0.0.1:4321/', model: settings.model, body, stream: true };

describe('Get code in Python (google-genai)', () => {
  it('a streaming program hands the SDK the exact request, the key from GEMINI_API_KEY', () => {
    const program = pythonProgram(target);
    expect(program).toContain('from google import genai');
    expect(program).toContain('api_key=os.environ["GEMINI_API_KEY"]');
    const calls = runPython(program, { GEMINI_API_KEY: 'key-from-env' });
    const params = sdkParameters(target.model, body);
    expect(calls).toEqual({
      api_key: 'key-from-env',
      http_options: { base_url: 'http://127.0.0.1:4321', api_version: 'v1beta' },
      method: 'generate_content_stream',
      request: { model: params.model, contents: params.contents, config: params.config },
    });
  });

  it('a unary program, and "Copy with key" writes the sandbox key itself', () => {
    const program = pythonProgram({ ...target, stream: false, apiKey: 'sandbox-key' });
    expect(program).not.toContain('os.environ');
    const calls = runPython(program);
    expect(calls.method).toBe('generate_content');
    expect(calls.api_key).toBe('sandbox-key');
  });

  it('writes JSON as Python literals', () => {
    expect(pythonLiteral({ a: [true, false, null, 1.5, 'x"y'], b: {} })).toBe(
      '{\n    "a": [\n        True,\n        False,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n    "b": {},\n}',
    );
  });
});
