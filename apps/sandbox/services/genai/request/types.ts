// The decoded request (camelCase names, enums as names) that the responder works on. Shapes follow the
// v1beta reference (ai.google.dev/api/generate-content); proto-json.ts guarantees the scalar types.

export type JsonObject = Record<string, unknown>;

export interface SchemaNode {
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
  anyOf?: SchemaNode[];
  propertyOrdering?: string[];
  default?: unknown;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
}

export interface Part {
  text?: string;
  thought?: boolean;
  thoughtSignature?: string;
  inlineData?: { mimeType?: string; data?: string };
  fileData?: { mimeType?: string; fileUri?: string };
  functionCall?: { id?: string; name?: string; args?: JsonObject };
  functionResponse?: { id?: string; name?: string; response?: JsonObject };
  executableCode?: { language?: string; code?: string };
  codeExecutionResult?: { outcome?: string; output?: string };
}

export interface Content {
  role?: string;
  parts?: Part[];
}

export interface FunctionDeclaration {
  name?: string;
  description?: string;
  parameters?: SchemaNode;
  parametersJsonSchema?: unknown;
}

export interface Tool {
  functionDeclarations?: FunctionDeclaration[];
}

type CallingMode = 'MODE_UNSPECIFIED' | 'AUTO' | 'ANY' | 'NONE' | 'VALIDATED';

export interface ToolConfig {
  functionCallingConfig?: { mode?: CallingMode; allowedFunctionNames?: string[] };
}

export interface SafetySetting {
  category?: string;
  threshold?: string;
}

export interface GenerationConfig {
  stopSequences?: string[];
  responseMimeType?: string;
  responseSchema?: SchemaNode;
  responseJsonSchema?: unknown;
  candidateCount?: number;
  maxOutputTokens?: number;
  temperature?: number;
  topP?: number;
  topK?: number;
  seed?: number;
  thinkingConfig?: { includeThoughts?: boolean; thinkingBudget?: number; thinkingLevel?: string };
}

export interface GenerateRequest {
  model?: string;
  contents?: Content[];
  tools?: Tool[];
  toolConfig?: ToolConfig;
  safetySettings?: SafetySetting[];
  systemInstruction?: Content;
  generationConfig?: GenerationConfig;
  cachedContent?: string;
}

export interface CountTokensRequest {
  contents?: Content[];
  generateContentRequest?: GenerateRequest;
}
