import type { JsonObject, JsonValue } from '@/lib/contract';

/**
 * "Get code": the exact request body Verity would send, as a curl command and as a TypeScript program
 * using @google/genai. The key is the `$GEMINI_API_KEY` environment variable; only the built-in sandbox's
 * own key is ever written into code, and only when the person asks for it ("Copy with key").
 */

export interface CodeTarget {
  /** The active profile's generation base URL, without /v1beta. */
  baseUrl: string;
  /** "models/NAME" or "tunedModels/NAME". */
  model: string;
  /** The GenerateContentRequest body. */
  body: JsonObject;
  stream: boolean;
  /** The sandbox's own key, written into the code instead of the environment variable; absent otherwise. */
  apiKey?: string;
}

export function endpointUrl(target: Pick<CodeTarget, 'baseUrl' | 'model' | 'stream'>): string {
  const base = target.baseUrl.replace(/\/+$/, '');
  const method = target.stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
  return `${base}/v1beta/${target.model}:${method}`;
}

const HEREDOC = 'VERITY_REQUEST';

/** A POSIX shell command; the body goes through a quoted heredoc, so nothing in it is expanded. */
export function curlCommand(target: CodeTarget): string {
  return [
    `curl -sS${target.stream ? ' -N' : ''} -X POST "${endpointUrl(target)}" \\`,
    target.apiKey === undefined
      ? `  -H "x-goog-api-key: $GEMINI_API_KEY" \\`
      : `  -H ${shellQuote(`x-goog-api-key: ${target.apiKey}`)} \\`,
    `  -H "Content-Type: application/json" \\`,
    `  --data-binary @- <<'${HEREDOC}'`,
    JSON.stringify(target.body, null, 2),
    HEREDOC,
    '',
  ].join('\n');
}

/** Single quotes keep every character as it is; a quote inside closes, escapes and reopens. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  value !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value);

/** Request fields @google/genai takes inside `config` (it moves them back to the top level). */
const TOP_LEVEL_CONFIG = [
  'systemInstruction',
  'safetySettings',
  'tools',
  'toolConfig',
  'cachedContent',
] as const;

/**
 * The @google/genai parameters that make the SDK send `body`: contents stay, and generationConfig and
 * the other top-level fields are flattened into `config`, as GenerateContentParameters has them.
 */
export function sdkParameters(
  model: string,
  body: JsonObject,
): { model: string; contents: JsonValue; config: JsonObject } {
  const config: JsonObject = {};
  for (const key of TOP_LEVEL_CONFIG) if (body[key] !== undefined) config[key] = body[key];
  const generationConfig = body.generationConfig;
  if (isObject(generationConfig)) Object.assign(config, generationConfig);
  return { model, contents: body.contents ?? [], config };
}

/**
 * The SDK's base URL and API version: @google/genai 3 defaults to v1, where the playground's requests
 * (and fields such as responseSchema on every model) are v1beta.
 */
export function sdkHttpOptions(baseUrl: string): { baseUrl: string; apiVersion: string } {
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiVersion: 'v1beta' };
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);

/** A Node program (ESM, top-level await) that sends the same request with @google/genai. */
export function typescriptProgram(target: CodeTarget): string {
  const params = sdkParameters(target.model, target.body);
  const http = sdkHttpOptions(target.baseUrl);
  const call = target.stream ? 'generateContentStream' : 'generateContent';
  const output = target.stream
    ? ['for await (const chunk of response) {', "  process.stdout.write(chunk.text ?? '');", '}']
    : ['console.log(response.text);'];
  return [
    "import { GoogleGenAI } from '@google/genai';",
    '',
    'const ai = new GoogleGenAI({',
    `  apiKey: ${target.apiKey === undefined ? 'process.env.GEMINI_API_KEY' : JSON.stringify(target.apiKey)},`,
    `  httpOptions: { baseUrl: ${JSON.stringify(http.baseUrl)}, apiVersion: ${JSON.stringify(http.apiVersion)} },`,
    '});',
    '',
    `const response = await ai.models.${call}({`,
    `  model: ${JSON.stringify(params.model)},`,
    `  contents: ${indent(JSON.stringify(params.contents, null, 2), 2)},`,
    `  config: ${indent(JSON.stringify(params.config, null, 2), 2)},`,
    '});',
    ...output,
    '',
  ].join('\n');
}
