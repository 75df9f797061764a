import { z } from 'zod';
import { Empty } from './common';

/**
 * The chat playground's side of the contract. Run settings map 1:1 to the fields of a Gemini v1beta
 * GenerateContentRequest (ai.google.dev/api/generate-content) and are validated with the same limits the
 * service enforces, so a bad value is caught as it is typed rather than by a 400 from the server.
 */

/** A JSON value (API responses, function arguments and schemas cross as plain JSON). */
export const JsonValue = z.json();
export type JsonValue = z.infer<typeof JsonValue>;
export const JsonObject = z.record(z.string(), JsonValue);
export type JsonObject = z.infer<typeof JsonObject>;

export const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_CIVIC_INTEGRITY',
] as const;
const HarmCategory = z.enum(HARM_CATEGORIES);
export const HARM_THRESHOLDS = [
  'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
  'BLOCK_LOW_AND_ABOVE',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_NONE',
  'OFF',
] as const;
const HarmThreshold = z.enum(HARM_THRESHOLDS);

const SafetySetting = z.strictObject({ category: HarmCategory, threshold: HarmThreshold });
type SafetySetting = z.infer<typeof SafetySetting>;

/** FunctionDeclaration: parameters is an OpenAPI-subset Schema object, kept as JSON. */
const FunctionDeclaration = z.strictObject({
  name: z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/,
      'letters, digits, _ . - ; at most 64; not starting with a digit',
    ),
  description: z.string().max(4096).default(''),
  parameters: JsonObject.nullable().default(null),
});
type FunctionDeclaration = z.infer<typeof FunctionDeclaration>;

export const FUNCTION_CALLING_MODES = ['AUTO', 'ANY', 'NONE'] as const;
const ToolConfig = z.strictObject({
  mode: z.enum(FUNCTION_CALLING_MODES).default('AUTO'),
  /** Only with mode ANY (the service rejects it otherwise). */
  allowedFunctionNames: z.array(z.string().min(1)).max(128).default([]),
});
type ToolConfig = z.infer<typeof ToolConfig>;

export const RunSettings = z
  .strictObject({
    /** "models/gemini-2.5-flash" or "tunedModels/…". */
    model: z
      .string()
      .regex(/^(models|tunedModels)\/[A-Za-z0-9._-]{1,128}$/, 'models/NAME or tunedModels/NAME'),
    temperature: z.number().min(0).max(2).nullable().default(null),
    topP: z.number().min(0).max(1).nullable().default(null),
    topK: z.number().int().min(1).max(1000).nullable().default(null),
    maxOutputTokens: z.number().int().min(1).max(1_000_000).nullable().default(null),
    stopSequences: z
      .array(z.string().min(1).max(256))
      .max(5, 'at most 5 stop sequences (the service refuses a sixth): remove one')
      .default([]),
    seed: z.number().int().nullable().default(null),
    /**
     * generationConfig.thinkingConfig.thinkingBudget: the most tokens a thinking model may think; 0 turns
     * thinking off (where the model allows it), -1 lets the model decide; null sends none (the model's default).
     */
    thinkingBudget: z.number().int().min(-1).max(32_768).nullable().default(null),
    /** thinkingConfig.includeThoughts: the answer carries thought summaries (parts with thought: true). */
    includeThoughts: z.boolean().default(false),
    /** responseMimeType application/json. */
    jsonMode: z.boolean().default(false),
    /** responseSchema (OpenAPI-subset Schema); only with jsonMode. */
    responseSchema: JsonObject.nullable().default(null),
    safetySettings: z.array(SafetySetting).max(HARM_CATEGORIES.length).default([]),
    systemInstruction: z.string().max(200_000).default(''),
    functionDeclarations: z.array(FunctionDeclaration).max(128).default([]),
    toolConfig: ToolConfig.nullable().default(null),
    /** "cachedContents/…", or empty for none. */
    cachedContent: z
      .string()
      .regex(/^(cachedContents\/[A-Za-z0-9_-]{1,128})?$/, 'cachedContents/ID')
      .default(''),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.safetySettings.forEach((setting, i) => {
      if (seen.has(setting.category))
        ctx.addIssue({
          code: 'custom',
          path: ['safetySettings', i, 'category'],
          message: `${setting.category} is set twice`,
        });
      seen.add(setting.category);
    });
    if (settings.responseSchema !== null && !settings.jsonMode)
      ctx.addIssue({
        code: 'custom',
        path: ['responseSchema'],
        message: 'a response schema needs JSON mode',
      });
    const names = new Set<string>();
    settings.functionDeclarations.forEach((fn, i) => {
      if (names.has(fn.name))
        ctx.addIssue({
          code: 'custom',
          path: ['functionDeclarations', i, 'name'],
          message: `${fn.name} is declared twice`,
        });
      names.add(fn.name);
    });
    const allowed = settings.toolConfig?.allowedFunctionNames ?? [];
    if (allowed.length > 0 && settings.toolConfig?.mode !== 'ANY')
      ctx.addIssue({
        code: 'custom',
        path: ['toolConfig', 'allowedFunctionNames'],
        message: 'allowed function names need mode ANY',
      });
    for (const name of allowed)
      if (!names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['toolConfig', 'allowedFunctionNames'],
          message: `${name} is not declared`,
        });
  });
export type RunSettings = z.infer<typeof RunSettings>;
export type RunSettingsInput = z.input<typeof RunSettings>;

/** Where in `schema` (an OpenAPI-subset Schema) an OBJECT has no properties: "" for the top, else its path. */
function emptyObjectAt(schema: JsonValue | undefined, path: string): string | null {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return null;
  const properties = schema.properties;
  const hasProperties =
    properties !== null &&
    typeof properties === 'object' &&
    !Array.isArray(properties) &&
    Object.keys(properties).length > 0;
  if (typeof schema.type === 'string' && schema.type.toUpperCase() === 'OBJECT' && !hasProperties)
    return path;
  const children: Array<[string, JsonValue | undefined]> = [['items', schema.items]];
  if (hasProperties)
    for (const [name, child] of Object.entries(properties)) children.push([`properties.${name}`, child]);
  if (Array.isArray(schema.anyOf)) schema.anyOf.forEach((child, i) => children.push([`anyOf[${i}]`, child]));
  for (const [key, child] of children) {
    const found = emptyObjectAt(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

const EMPTY_OBJECT =
  'an OBJECT needs at least one property: Gemini refuses it with 400 "properties: should be non-empty for OBJECT type"';

/**
 * Run settings a generation may be sent with: the service also refuses an OBJECT schema without
 * properties (response schema or function parameters). Kept apart from RunSettings so a chat saved
 * with such a schema still opens, and shows the problem, instead of failing to load.
 */
export const SendableRunSettings = RunSettings.superRefine((settings, ctx) => {
  const where = (found: string) => (found ? ` (at ${found})` : '');
  const inSchema = emptyObjectAt(settings.responseSchema ?? undefined, '');
  if (inSchema !== null)
    ctx.addIssue({ code: 'custom', path: ['responseSchema'], message: `${EMPTY_OBJECT}${where(inSchema)}` });
  settings.functionDeclarations.forEach((fn, i) => {
    const found = emptyObjectAt(fn.parameters ?? undefined, '');
    if (found !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['functionDeclarations', i, 'parameters'],
        message: `${EMPTY_OBJECT}${where(found)}; for a function without parameters, leave them empty`,
      });
  });
});

/** Content parts the playground sends and stores (Part in the v1beta reference). */
/** Opaque signature Gemini 3 attaches to parts of its own turns; it must be sent back unchanged. */
const ThoughtSignature = z.string().max(1_000_000).optional();

export const Part = z.union([
  z.strictObject({ text: z.string(), thought: z.boolean().optional(), thoughtSignature: ThoughtSignature }),
  z.strictObject({
    inlineData: z.strictObject({
      mimeType: z.string().regex(/^[a-z]+\/[A-Za-z0-9.+-]+$/),
      /** base64; 20 MB request cap of the service. */
      data: z.string().max(28_000_000),
    }),
  }),
  z.strictObject({ fileData: z.strictObject({ mimeType: z.string(), fileUri: z.string().max(2048) }) }),
  z.strictObject({
    functionCall: z.strictObject({
      id: z.string().optional(),
      name: z.string(),
      args: JsonObject.default({}),
    }),
    thoughtSignature: ThoughtSignature,
  }),
  z.strictObject({
    functionResponse: z.strictObject({ id: z.string().optional(), name: z.string(), response: JsonObject }),
  }),
]);
export type Part = z.infer<typeof Part>;

export const Content = z.strictObject({
  role: z.enum(['user', 'model']),
  parts: z.array(Part).min(1).max(1000),
});
export type Content = z.infer<typeof Content>;

export const ModelInfo = z.strictObject({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  inputTokenLimit: z.number().int().nullable(),
  outputTokenLimit: z.number().int().nullable(),
  supportedGenerationMethods: z.array(z.string()),
});
export type ModelInfo = z.infer<typeof ModelInfo>;

/** An API error as the service reported it (google.rpc.Status), with the retry delay it asked for. */
export const ApiErrorInfo = z.strictObject({
  httpStatus: z.number().int().nullable(),
  status: z.string().nullable(),
  message: z.string(),
  details: z.array(JsonValue),
  retryAfterSeconds: z.number().nullable(),
  /**
   * Where it happened: before any byte of the answer, after the stream had started, on the connection,
   * or in Verity before the request was sent (no key for the profile, say).
   */
  phase: z.enum(['before-stream', 'mid-stream', 'network', 'not-sent']),
});
export type ApiErrorInfo = z.infer<typeof ApiErrorInfo>;

/** One event of a generation, in arrival order; times are ms since the request was sent. */
export const GenerateEvent = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('request'),
    /** The exact GenerateContentRequest body sent, and where (key never included). */
    url: z.string(),
    body: JsonObject,
    sentAt: z.number(),
    exchangeId: z.string().nullable(),
  }),
  z.strictObject({
    type: z.literal('retry'),
    attempt: z.number().int(),
    delayMs: z.number(),
    reason: z.string(),
  }),
  z.strictObject({ type: z.literal('first-byte'), atMs: z.number() }),
  /** One GenerateContentResponse: an SSE event, a JSON-array element, or the whole unary answer. */
  z.strictObject({
    type: z.literal('chunk'),
    atMs: z.number(),
    bytes: z.number().int(),
    response: JsonObject,
  }),
  z.strictObject({ type: z.literal('error'), atMs: z.number(), error: ApiErrorInfo }),
]);
export type GenerateEvent = z.infer<typeof GenerateEvent>;

export const GenerateOutcome = z.strictObject({
  status: z.enum(['complete', 'stopped', 'error']),
  totalMs: z.number(),
  chunks: z.number().int(),
});
export type GenerateOutcome = z.infer<typeof GenerateOutcome>;

export const GenerateInput = z.strictObject({
  settings: SendableRunSettings,
  contents: z.array(Content).min(1).max(10_000),
  /** SSE stream (default) or one unary generateContent call. */
  stream: z.boolean().default(true),
});

/** A chat as stored: a tree of turns (edits and regenerations are siblings); only the active path is sent. */
export const ChatTurn = z.strictObject({
  id: z.string().min(1).max(64),
  parentId: z.string().max(64).nullable(),
  role: z.enum(['user', 'model']),
  parts: z.array(Part).max(1000),
  createdAt: z.number(),
  /** The sibling chosen below this turn, for branch navigation. */
  activeChildId: z.string().max(64).nullable().default(null),
  /** Model turns: how the answer ended and everything the service said about it. */
  result: z
    .strictObject({
      status: z.enum(['streaming', 'complete', 'stopped', 'error']),
      model: z.string(),
      responses: z.array(JsonObject).max(100_000).default([]),
      events: z.array(GenerateEvent).max(100_000).default([]),
      error: ApiErrorInfo.nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type ChatTurn = z.infer<typeof ChatTurn>;

export const Chat = z.strictObject({
  id: z.string().min(1).max(64),
  title: z.string().max(200),
  createdAt: z.number(),
  updatedAt: z.number(),
  settings: RunSettings,
  /** Compare mode: the second pane's settings, or null when off. */
  compareSettings: RunSettings.nullable().default(null),
  turns: z.array(ChatTurn).max(50_000),
  /** The root turn chosen (several roots when the first message was edited). */
  activeRootId: z.string().max(64).nullable().default(null),
});
export type Chat = z.infer<typeof Chat>;

export const ChatSummary = z.strictObject({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  turns: z.number().int(),
  /** An unsent message (text or attachments) is waiting in the composer. */
  hasDraft: z.boolean(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** A chat whose title or message text contains the searched words, with the message passage that does. */
const ChatMatch = z.strictObject({
  id: z.string(),
  /** Up to a line of the first message that matches, or null when only the title does. */
  snippet: z.string().nullable(),
});

export const Draft = z.strictObject({
  text: z.string().max(1_000_000),
  attachments: z
    .array(
      z.strictObject({ name: z.string().max(512), mimeType: z.string(), data: z.string().max(28_000_000) }),
    )
    .max(16)
    .default([]),
  /** Files API files to send as fileData parts (the Files page's "Use in chat", or a file dropped and uploaded). */
  files: z
    .array(
      z.strictObject({
        name: z.string().max(80),
        displayName: z.string().max(512).nullable(),
        mimeType: z.string().max(255),
        uri: z.string().max(2048),
        sizeBytes: z.number().int().min(0),
      }),
    )
    .max(16)
    .optional(),
  savedAt: z.number(),
});
export type Draft = z.infer<typeof Draft>;

const ChatId = z.strictObject({ id: z.string().min(1).max(64) });

/** Run settings saved under a name, to start chats from or apply to one. */
export const RunPreset = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'give the preset a name').max(100),
  settings: RunSettings,
  updatedAt: z.number(),
});
export type RunPreset = z.infer<typeof RunPreset>;

export const chat = {
  models: { input: Empty, output: z.strictObject({ models: z.array(ModelInfo) }) },
  countTokens: {
    input: z.strictObject({ settings: RunSettings, contents: z.array(Content).min(1).max(10_000) }),
    output: z.strictObject({ totalTokens: z.number().int() }),
  },
  generate: { input: GenerateInput, event: GenerateEvent, output: GenerateOutcome },
  list: { input: Empty, output: z.strictObject({ chats: z.array(ChatSummary) }) },
  search: {
    input: z.strictObject({ query: z.string().trim().min(1).max(200) }),
    output: z.strictObject({ matches: z.array(ChatMatch) }),
  },
  get: { input: ChatId, output: z.strictObject({ chat: Chat, draft: Draft.nullable() }) },
  save: { input: z.strictObject({ chat: Chat }), output: z.strictObject({ savedAt: z.number() }) },
  remove: { input: ChatId, output: Empty },
  saveDraft: {
    input: z.strictObject({ chatId: z.string().min(1).max(64), draft: Draft }),
    output: z.strictObject({ savedAt: z.number() }),
  },
  presets: { input: Empty, output: z.strictObject({ presets: z.array(RunPreset) }) },
  /** Saves under the name; a preset of that name already there is replaced. */
  savePreset: {
    input: RunPreset.pick({ name: true, settings: true }),
    output: z.strictObject({ preset: RunPreset }),
  },
  removePreset: { input: ChatId, output: Empty },
};
