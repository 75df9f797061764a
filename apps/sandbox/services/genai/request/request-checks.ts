// Semantic checks the service runs after parsing, answered as 400 INVALID_ARGUMENT. Texts known from live
// traffic are kept verbatim ("contents is not specified", "contents.parts must not be empty.", "required oneof
// field 'data'…", "Please use a valid role: user, model.", "Multiple candidates is not enabled for this
// model", the allowed-mimetypes list, "should be non-empty for OBJECT type"); the others follow their form.
import { HARM_CATEGORIES } from '../../../../../src-shared/contract/schemas/chat';
import type { Content, GenerateRequest, GenerationConfig, SchemaNode, Tool, ToolConfig } from './types';
const MIME_TYPES = ['text/plain', 'application/json', 'application/xml', 'application/yaml', 'text/x.enum'];
const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const DATA_FIELDS = [
  'text',
  'inlineData',
  'functionCall',
  'functionResponse',
  'fileData',
  'executableCode',
  'codeExecutionResult',
];

/** Either the "* Request.path: problem" lines, or one standalone message the service sends alone. */
export type CheckResult = { problems: string[] } | { message: string } | null;

export function checkContents(contents: Content[] | undefined, prefix: string): CheckResult {
  const problems: string[] = [];
  if (!contents || contents.length === 0)
    return { problems: [`* ${prefix}.contents: contents is not specified\n`] };
  for (const [i, content] of contents.entries()) {
    if (
      content.role !== undefined &&
      content.role !== '' &&
      content.role !== 'user' &&
      content.role !== 'model'
    )
      return { message: 'Please use a valid role: user, model.' };
    const parts = content.parts ?? [];
    if (parts.length === 0)
      problems.push(`* ${prefix}.contents[${i}].parts: contents.parts must not be empty.\n`);
    parts.forEach((part, j) => {
      if (!DATA_FIELDS.some((field) => field in part))
        problems.push(
          `* ${prefix}.contents[${i}].parts[${j}].data: required oneof field 'data' must have one initialized field\n`,
        );
    });
  }
  return problems.length > 0 ? { problems } : null;
}

/** Structural rules for OpenAPI-subset schemas (responseSchema, function parameters). */
function checkSchema(schema: SchemaNode, path: string, out: string[]): void {
  const type = schema.type;
  if (type === 'OBJECT' && Object.keys(schema.properties ?? {}).length === 0)
    out.push(`* ${path}.properties: should be non-empty for OBJECT type\n`);
  if (type === 'ARRAY' && !schema.items) out.push(`* ${path}.items: missing field.\n`);
  Object.values(schema.properties ?? {}).forEach((child, i) =>
    checkSchema(child, `${path}.properties[${i}].value`, out),
  );
  if (schema.items) checkSchema(schema.items, `${path}.items`, out);
  schema.anyOf?.forEach((child, i) => checkSchema(child, `${path}.any_of[${i}]`, out));
  for (const name of schema.required ?? [])
    if (schema.properties && !(name in schema.properties))
      out.push(`* ${path}.required: property "${name}" is required but not defined in properties.\n`);
}

function checkGeneration(
  config: GenerationConfig,
  prefix: string,
  out: string[],
): { message: string } | undefined {
  const p = `${prefix}.generation_config`;
  if (config.candidateCount !== undefined && config.candidateCount > 1)
    return { message: 'Multiple candidates is not enabled for this model' };
  if (config.candidateCount !== undefined && config.candidateCount < 1)
    out.push(`* ${p}.candidate_count: candidate_count must be 1.\n`);
  const { temperature, topP, topK } = config;
  if (temperature !== undefined && (temperature < 0 || temperature > 2))
    out.push(`* ${p}.temperature: temperature must be in the range [0.0, 2.0].\n`);
  if (topP !== undefined && (topP < 0 || topP > 1))
    out.push(`* ${p}.top_p: top_p must be in the range [0.0, 1.0].\n`);
  if (topK !== undefined && topK < 1) out.push(`* ${p}.top_k: top_k must be at least 1.\n`);
  if ((config.stopSequences?.length ?? 0) > 5)
    out.push(`* ${p}.stop_sequences: the number of stop_sequences must not exceed 5.\n`);
  if (config.maxOutputTokens !== undefined && config.maxOutputTokens < 0)
    out.push(`* ${p}.max_output_tokens: max_output_tokens must be positive.\n`);
  const mime = config.responseMimeType;
  if (mime !== undefined && mime !== '' && !MIME_TYPES.includes(mime))
    out.push(
      `* ${p}.response_mime_type: allowed mimetypes are \`text/plain\`, \`application/json\`, \`application/xml\`, \`application/yaml\` and \`text/x.enum\`.\n`,
    );
  if (config.responseSchema && config.responseJsonSchema !== undefined)
    out.push(`* ${p}.response_schema: response_schema and response_json_schema cannot both be set.\n`);
  const schemaMimes = config.responseSchema ? ['application/json', 'text/x.enum'] : ['application/json'];
  if ((config.responseSchema || config.responseJsonSchema !== undefined) && !schemaMimes.includes(mime ?? ''))
    out.push(
      `* ${p}.response_mime_type: response_mime_type must be "application/json" when a response schema is set.\n`,
    );
  if (mime === 'text/x.enum' && !config.responseSchema?.enum?.length)
    out.push(`* ${p}.response_schema: text/x.enum needs a STRING response_schema with enum values.\n`);
  if (config.responseSchema) checkSchema(config.responseSchema, `${p}.response_schema`, out);
  return undefined;
}

function checkTools(tools: Tool[], toolConfig: ToolConfig | undefined, prefix: string, out: string[]): void {
  const declared = new Set<string>();
  tools.forEach((tool, t) =>
    tool.functionDeclarations?.forEach((fn, i) => {
      const p = `${prefix}.tools[${t}].function_declarations[${i}]`;
      const name = fn.name ?? '';
      if (!FUNCTION_NAME.test(name))
        out.push(
          `* ${p}.name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.\n`,
        );
      else if (declared.has(name)) out.push(`* ${p}.name: Duplicate function declaration name ${name}.\n`);
      declared.add(name);
      if (fn.parameters && fn.parametersJsonSchema !== undefined)
        out.push(`* ${p}.parameters: parameters and parameters_json_schema cannot both be set.\n`);
      if (fn.parameters) checkSchema(fn.parameters, `${p}.parameters`, out);
    }),
  );
  const calling = toolConfig?.functionCallingConfig;
  const p = `${prefix}.tool_config.function_calling_config`;
  const allowed = calling?.allowedFunctionNames ?? [];
  if (allowed.length > 0 && calling?.mode !== 'ANY')
    out.push(`* ${p}.allowed_function_names: allowed_function_names may only be set when mode is ANY.\n`);
  allowed.forEach((name, i) => {
    if (!declared.has(name))
      out.push(`* ${p}.allowed_function_names[${i}]: function ${name} is not declared in tools.\n`);
  });
  if (calling?.mode === 'ANY' && declared.size === 0)
    out.push(`* ${p}.mode: function calling mode ANY needs at least one function declaration.\n`);
}

export function checkGenerateRequest(
  request: GenerateRequest,
  prefix = 'GenerateContentRequest',
): CheckResult {
  const contents = checkContents(request.contents, prefix);
  if (contents && 'message' in contents) return contents;
  const problems = [...(contents?.problems ?? [])];
  const standalone = checkGeneration(request.generationConfig ?? {}, prefix, problems);
  if (standalone) return standalone;
  const seen = new Set<string>();
  request.safetySettings?.forEach((setting, i) => {
    const category = setting.category ?? 'HARM_CATEGORY_UNSPECIFIED';
    const p = `${prefix}.safety_settings[${i}]`;
    if (!(HARM_CATEGORIES as readonly string[]).includes(category))
      problems.push(`* ${p}.category: ${category} is not supported by this model.\n`);
    else if (seen.has(category))
      problems.push(`* ${p}.category: duplicate category ${category} is not allowed.\n`);
    seen.add(category);
  });
  checkTools(request.tools ?? [], request.toolConfig, prefix, problems);
  return problems.length > 0 ? { problems } : null;
}
