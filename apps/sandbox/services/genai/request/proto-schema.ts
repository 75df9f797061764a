// The request messages of google.ai.generativelanguage.v1beta (GenerateContentRequest and what it holds), as
// the service's JSON parser sees them: field names in camelCase or snake_case, scalar types, enums, which
// fields repeat, maps and oneofs. Used to reject unknown names and wrong types the way the real API does.

export type Scalar = 'string' | 'bool' | 'int32' | 'int64' | 'float' | 'double' | 'bytes';

export interface EnumType {
  /** Fully qualified, as it appears in "Invalid value at … (type.googleapis.com/…)". */
  name: string;
  /** Index = the enum number; '' for unused numbers. */
  values: readonly string[];
  /** Schema.type also accepts "object", "string"… (the llm-gemini capture sends lowercase). */
  caseInsensitive?: boolean;
}

export type FieldType =
  | { scalar: Scalar }
  | { enumType: EnumType }
  | { message: () => MessageType }
  /** google.protobuf.Struct (an object) or Value (any JSON): passed through unchecked. */
  | { any: 'struct' | 'value' };

export interface FieldSpec {
  type: FieldType;
  repeated?: boolean;
  /** map<string, type>: a JSON object whose values have `type`. */
  map?: boolean;
  oneof?: string;
}

export interface MessageType {
  name: string;
  /** Keyed by the camelCase JSON name. */
  fields: Readonly<Record<string, FieldSpec>>;
}

const V1BETA = 'type.googleapis.com/google.ai.generativelanguage.v1beta';
const str: FieldSpec = { type: { scalar: 'string' } };
const strs: FieldSpec = { type: { scalar: 'string' }, repeated: true };
const bool: FieldSpec = { type: { scalar: 'bool' } };
const int32: FieldSpec = { type: { scalar: 'int32' } };
const int64: FieldSpec = { type: { scalar: 'int64' } };
const float: FieldSpec = { type: { scalar: 'float' } };
const double: FieldSpec = { type: { scalar: 'double' } };
const struct: FieldSpec = { type: { any: 'struct' } };
const value: FieldSpec = { type: { any: 'value' } };
const msg = (m: () => MessageType, repeated = false): FieldSpec => ({ type: { message: m }, repeated });
const enumOf = (e: EnumType, repeated = false): FieldSpec => ({ type: { enumType: e }, repeated });

const HARM_CATEGORY: EnumType = {
  name: `${V1BETA}.HarmCategory`,
  values: [
    'HARM_CATEGORY_UNSPECIFIED',
    'HARM_CATEGORY_DEROGATORY',
    'HARM_CATEGORY_TOXICITY',
    'HARM_CATEGORY_VIOLENCE',
    'HARM_CATEGORY_SEXUAL',
    'HARM_CATEGORY_MEDICAL',
    'HARM_CATEGORY_DANGEROUS',
    'HARM_CATEGORY_HARASSMENT',
    'HARM_CATEGORY_HATE_SPEECH',
    'HARM_CATEGORY_SEXUALLY_EXPLICIT',
    'HARM_CATEGORY_DANGEROUS_CONTENT',
    'HARM_CATEGORY_CIVIC_INTEGRITY',
  ],
};

const HARM_BLOCK_THRESHOLD: EnumType = {
  name: `${V1BETA}.SafetySetting.HarmBlockThreshold`,
  values: [
    'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
    'BLOCK_LOW_AND_ABOVE',
    'BLOCK_MEDIUM_AND_ABOVE',
    'BLOCK_ONLY_HIGH',
    'BLOCK_NONE',
    'OFF',
  ],
};

const SCHEMA_TYPE: EnumType = {
  name: `${V1BETA}.Type`,
  values: ['TYPE_UNSPECIFIED', 'STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL'],
  caseInsensitive: true,
};

const CALLING_MODE: EnumType = {
  name: `${V1BETA}.FunctionCallingConfig.Mode`,
  values: ['MODE_UNSPECIFIED', 'AUTO', 'ANY', 'NONE', 'VALIDATED'],
};

const MODALITY: EnumType = {
  name: `${V1BETA}.GenerationConfig.Modality`,
  values: ['MODALITY_UNSPECIFIED', 'TEXT', 'IMAGE', 'AUDIO'],
};

const CODE_LANGUAGE: EnumType = {
  name: `${V1BETA}.ExecutableCode.Language`,
  values: ['LANGUAGE_UNSPECIFIED', 'PYTHON'],
};

const CODE_OUTCOME: EnumType = {
  name: `${V1BETA}.CodeExecutionResult.Outcome`,
  values: ['OUTCOME_UNSPECIFIED', 'OUTCOME_OK', 'OUTCOME_FAILED', 'OUTCOME_DEADLINE_EXCEEDED'],
};

const SCHEMA: MessageType = {
  name: 'Schema',
  fields: {
    type: enumOf(SCHEMA_TYPE),
    format: str,
    title: str,
    description: str,
    nullable: bool,
    enum: strs,
    maxItems: int64,
    minItems: int64,
    properties: { type: { message: () => SCHEMA }, map: true },
    required: strs,
    minProperties: int64,
    maxProperties: int64,
    minLength: int64,
    maxLength: int64,
    pattern: str,
    example: value,
    anyOf: msg(() => SCHEMA, true),
    propertyOrdering: strs,
    default: value,
    items: msg(() => SCHEMA),
    minimum: double,
    maximum: double,
  },
};

const BLOB: MessageType = { name: 'Blob', fields: { mimeType: str, data: { type: { scalar: 'bytes' } } } };
const FILE_DATA: MessageType = { name: 'FileData', fields: { mimeType: str, fileUri: str } };
const FUNCTION_CALL: MessageType = { name: 'FunctionCall', fields: { id: str, name: str, args: struct } };
const FUNCTION_RESPONSE: MessageType = {
  name: 'FunctionResponse',
  fields: {
    id: str,
    name: str,
    response: struct,
    parts: { type: { any: 'value' }, repeated: true },
    willContinue: bool,
    scheduling: str,
  },
};
const EXECUTABLE_CODE: MessageType = {
  name: 'ExecutableCode',
  fields: { language: enumOf(CODE_LANGUAGE), code: str },
};
const CODE_RESULT: MessageType = {
  name: 'CodeExecutionResult',
  fields: { outcome: enumOf(CODE_OUTCOME), output: str },
};
const VIDEO_METADATA: MessageType = {
  name: 'VideoMetadata',
  fields: { startOffset: str, endOffset: str, fps: double },
};

const data = (m: MessageType): FieldSpec => ({ type: { message: () => m }, oneof: 'data' });

const PART: MessageType = {
  name: 'Part',
  fields: {
    text: { type: { scalar: 'string' }, oneof: 'data' },
    inlineData: data(BLOB),
    functionCall: data(FUNCTION_CALL),
    functionResponse: data(FUNCTION_RESPONSE),
    fileData: data(FILE_DATA),
    executableCode: data(EXECUTABLE_CODE),
    codeExecutionResult: data(CODE_RESULT),
    videoMetadata: { type: { message: () => VIDEO_METADATA }, oneof: 'metadata' },
    thought: bool,
    thoughtSignature: { type: { scalar: 'bytes' } },
    partMetadata: struct,
    mediaResolution: value,
  },
};

const CONTENT: MessageType = { name: 'Content', fields: { parts: msg(() => PART, true), role: str } };

const FUNCTION_DECLARATION: MessageType = {
  name: 'FunctionDeclaration',
  fields: {
    name: str,
    description: str,
    behavior: str,
    parameters: msg(() => SCHEMA),
    parametersJsonSchema: value,
    response: msg(() => SCHEMA),
    responseJsonSchema: value,
  },
};

const TOOL: MessageType = {
  name: 'Tool',
  fields: {
    functionDeclarations: msg(() => FUNCTION_DECLARATION, true),
    googleSearchRetrieval: value,
    codeExecution: value,
    googleSearch: value,
    urlContext: value,
    computerUse: value,
    fileSearch: value,
    googleMaps: value,
  },
};

const FUNCTION_CALLING_CONFIG: MessageType = {
  name: 'FunctionCallingConfig',
  fields: { mode: enumOf(CALLING_MODE), allowedFunctionNames: strs },
};

const TOOL_CONFIG: MessageType = {
  name: 'ToolConfig',
  fields: { functionCallingConfig: msg(() => FUNCTION_CALLING_CONFIG), retrievalConfig: value },
};

const SAFETY_SETTING: MessageType = {
  name: 'SafetySetting',
  fields: { category: enumOf(HARM_CATEGORY), threshold: enumOf(HARM_BLOCK_THRESHOLD) },
};

const THINKING_CONFIG: MessageType = {
  name: 'ThinkingConfig',
  fields: { includeThoughts: bool, thinkingBudget: int32, thinkingLevel: str },
};

const GENERATION_CONFIG: MessageType = {
  name: 'GenerationConfig',
  fields: {
    stopSequences: strs,
    responseMimeType: str,
    responseSchema: msg(() => SCHEMA),
    responseJsonSchema: value,
    responseModalities: enumOf(MODALITY, true),
    candidateCount: int32,
    maxOutputTokens: int32,
    temperature: float,
    topP: float,
    topK: int32,
    seed: int32,
    presencePenalty: float,
    frequencyPenalty: float,
    responseLogprobs: bool,
    logprobs: int32,
    enableEnhancedCivicAnswers: bool,
    speechConfig: value,
    thinkingConfig: msg(() => THINKING_CONFIG),
    imageConfig: value,
    mediaResolution: str,
  },
};

export const GENERATE_CONTENT_REQUEST: MessageType = {
  name: 'GenerateContentRequest',
  fields: {
    model: str,
    contents: msg(() => CONTENT, true),
    tools: msg(() => TOOL, true),
    toolConfig: msg(() => TOOL_CONFIG),
    safetySettings: msg(() => SAFETY_SETTING, true),
    systemInstruction: msg(() => CONTENT),
    generationConfig: msg(() => GENERATION_CONFIG),
    cachedContent: str,
    serviceTier: str,
    store: bool,
    labels: { type: { scalar: 'string' }, map: true },
  },
};

export const COUNT_TOKENS_REQUEST: MessageType = {
  name: 'CountTokensRequest',
  fields: { contents: msg(() => CONTENT, true), generateContentRequest: msg(() => GENERATE_CONTENT_REQUEST) },
};
