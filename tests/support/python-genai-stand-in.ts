import { spawnSync } from 'node:child_process';

/**
 * The project installs no Python packages, so a generated google-genai program runs
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

export function runWithGenaiStandIn(program: string, env: Record<string, string> = {}) {
  const run = spawnSync('python3', ['-c', STAND_IN], {
    input: program,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (run.error) throw new Error(`python3 is needed to run the Python Get code: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`the Python program failed:\n${run.stderr}`);
  return JSON.parse(run.stderr) as Record<string, unknown>;
}
