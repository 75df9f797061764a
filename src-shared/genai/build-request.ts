import type { Content, JsonObject, Part, RunSettings } from '../contract/schemas/chat';

/** The API version every generation call uses. */
export const GENAI_API_VERSION = 'v1beta';

/**
 * Where a generation goes: `alt=sse` for the stream (without it the service streams one JSON
 * array instead), the unary method otherwise. The key is never part of the URL: it travels in
 * the x-goog-api-key header.
 */
export function generateContentUrl(baseUrl: string, model: string, stream: boolean): string {
  const method = stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
  return `${baseUrl.replace(/\/+$/, '')}/${GENAI_API_VERSION}/${model}:${method}`;
}

/**
 * A contract Part as the wire shape: the same fields, with nothing undefined left in. A model turn's
 * thought signatures go back unchanged: Gemini 3 refuses a function-calling history without them.
 */
function wirePart(part: Part): JsonObject {
  const signature: JsonObject =
    'thoughtSignature' in part && part.thoughtSignature !== undefined
      ? { thoughtSignature: part.thoughtSignature }
      : {};
  if ('text' in part)
    return part.thought === undefined
      ? { text: part.text, ...signature }
      : { text: part.text, thought: part.thought, ...signature };
  if ('inlineData' in part)
    return { inlineData: { mimeType: part.inlineData.mimeType, data: part.inlineData.data } };
  if ('fileData' in part)
    return { fileData: { mimeType: part.fileData.mimeType, fileUri: part.fileData.fileUri } };
  if ('functionCall' in part) {
    const { id, name, args } = part.functionCall;
    return { functionCall: id === undefined ? { name, args } : { id, name, args }, ...signature };
  }
  const { id, name, response } = part.functionResponse;
  return { functionResponse: id === undefined ? { name, response } : { id, name, response } };
}

function generationConfig(settings: RunSettings): JsonObject | null {
  const config: JsonObject = {};
  if (settings.temperature !== null) config.temperature = settings.temperature;
  if (settings.topP !== null) config.topP = settings.topP;
  if (settings.topK !== null) config.topK = settings.topK;
  if (settings.maxOutputTokens !== null) config.maxOutputTokens = settings.maxOutputTokens;
  if (settings.stopSequences.length > 0) config.stopSequences = [...settings.stopSequences];
  if (settings.seed !== null) config.seed = settings.seed;
  if (settings.jsonMode) config.responseMimeType = 'application/json';
  if (settings.responseSchema !== null) config.responseSchema = settings.responseSchema;
  const thinking: JsonObject = {};
  if (settings.thinkingBudget !== null) thinking.thinkingBudget = settings.thinkingBudget;
  if (settings.includeThoughts) thinking.includeThoughts = true;
  if (Object.keys(thinking).length > 0) config.thinkingConfig = thinking;
  return Object.keys(config).length > 0 ? config : null;
}

/**
 * The v1beta GenerateContentRequest body for these settings and contents, field for field
 * (ai.google.dev/api/generate-content#request-body). Unset settings are left out so the
 * service's own defaults apply. "Get code" uses the same function, so the code shown
 * reproduces exactly the request the playground sends.
 */
export function buildGenerateContentRequest(settings: RunSettings, contents: readonly Content[]): JsonObject {
  const body: JsonObject = {
    contents: contents.map((content) => ({ role: content.role, parts: content.parts.map(wirePart) })),
  };
  if (settings.systemInstruction !== '')
    body.systemInstruction = { parts: [{ text: settings.systemInstruction }] };
  if (settings.functionDeclarations.length > 0) {
    body.tools = [
      {
        functionDeclarations: settings.functionDeclarations.map((fn) => {
          const declaration: JsonObject = { name: fn.name };
          if (fn.description !== '') declaration.description = fn.description;
          if (fn.parameters !== null) declaration.parameters = fn.parameters;
          return declaration;
        }),
      },
    ];
  }
  if (settings.toolConfig !== null) {
    const functionCallingConfig: JsonObject = { mode: settings.toolConfig.mode };
    if (settings.toolConfig.allowedFunctionNames.length > 0)
      functionCallingConfig.allowedFunctionNames = [...settings.toolConfig.allowedFunctionNames];
    body.toolConfig = { functionCallingConfig };
  }
  if (settings.safetySettings.length > 0)
    body.safetySettings = settings.safetySettings.map(({ category, threshold }) => ({ category, threshold }));
  const config = generationConfig(settings);
  if (config) body.generationConfig = config;
  if (settings.cachedContent !== '') body.cachedContent = settings.cachedContent;
  return body;
}
