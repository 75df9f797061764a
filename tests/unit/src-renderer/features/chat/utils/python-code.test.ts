import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RunSettings, type Content } from '../../../../../../src-shared/contract/schemas/chat';
import { sdkParameters } from '@/features/chat/utils/get-code';
import { pythonLiteral, pythonProgram } from '@/features/chat/utils/python-code';
import { buildGenerateContentRequest } from '@/lib/genai';

/**
 * google-genai cannot be installed here (only npm and Debian packages are reachable), so the program runs
 * under python3 against a stand-in `google.genai` that records what the program hands the SDK: the client's
 * key and HttpOptions, and the call's model, contents and config, printed back as JSON.
 */
const STAND_IN = String.raw`
import json, sys, types as pytypes
calls = {}
class HttpOptions:
    def __init__(self, **kwargs): calls["http_options"] = kwargs
class Models:
    def generate_content(self, **kwargs):
        calls["method"] = "generate_content"; calls["request"] = kwargs
        return pytypes.SimpleNamespace(text="")
    def generate_content_stream(self, **kwargs):
        calls["method"] = "generate_content_stream"; calls["request"] = kwargs
        return iter([pytypes.SimpleNamespace(text=None)])
class Client:
    def __init__(self, **kwargs):
        calls["api_key"] = kwargs["api_key"]
        self.models = Models()
google = pytypes.ModuleType("google"); genai = pytypes.ModuleType("google.genai")
genai_types = pytypes.ModuleType("google.genai.types")
genai_types.HttpOptions = HttpOptions; genai.Client = Client; genai.types = genai_types; google.genai = genai
sys.modules.update({"google": google, "google.genai": genai, "google.genai.types": genai_types})
exec(compile(sys.stdin.read(), "get_code.py", "exec"), {"__name__": "__main__"})
sys.stderr.write(json.dumps(calls))
`;

function runPython(program: string, env: Record<string, string> = {}) {
  const run = spawnSync('python3', ['-c', STAND_IN], {
    input: program,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(run.error).toBeUndefined();
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stderr) as Record<string, unknown>;
}

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
