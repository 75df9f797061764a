import type { JsonValue } from '@/lib/contract';
import { sdkHttpOptions, sdkParameters, type CodeTarget } from './get-code';

/**
 * A JSON value as a Python literal: objects become dicts, true/false/null become True/False/None. JSON's
 * string escapes are all valid in Python strings, so strings are written as JSON writes them. The SDK's
 * types take the wire's camelCase names as aliases, so the request's keys stay as they are sent.
 */
export function pythonLiteral(value: JsonValue, depth = 0): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`,
  );
  return `{\n${lines.join('\n')}\n${close}}`;
}

/** A Python program that sends the same request with the google-genai SDK (`from google import genai`). */
export function pythonProgram(target: CodeTarget): string {
  const params = sdkParameters(target.model, target.body);
  const http = sdkHttpOptions(target.baseUrl);
  const call = target.stream ? 'generate_content_stream' : 'generate_content';
  const request = [
    `    model=${JSON.stringify(params.model)},`,
    `    contents=${pythonLiteral(params.contents, 1)},`,
    `    config=${pythonLiteral(params.config, 1)},`,
  ];
  const output = target.stream
    ? [
        `for chunk in client.models.${call}(`,
        ...request,
        '):',
        '    print(chunk.text or "", end="", flush=True)',
        'print()',
      ]
    : [`response = client.models.${call}(`, ...request, ')', 'print(response.text)'];
  return [
    ...(target.apiKey === undefined ? ['import os', ''] : []),
    'from google import genai',
    'from google.genai import types',
    '',
    'client = genai.Client(',
    `    api_key=${target.apiKey === undefined ? 'os.environ["GEMINI_API_KEY"]' : JSON.stringify(target.apiKey)},`,
    `    http_options=types.HttpOptions(base_url=${JSON.stringify(http.baseUrl)}, api_version=${JSON.stringify(http.apiVersion)}),`,
    ')',
    '',
    ...output,
    '',
  ].join('\n');
}
