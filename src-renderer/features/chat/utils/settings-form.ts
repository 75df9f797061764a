import {
  HARM_CATEGORIES,
  RunSettingsSchema,
  SendableRunSettings,
  type FUNCTION_CALLING_MODES,
  type HARM_THRESHOLDS,
  type JsonObject,
  type RunSettings,
} from '@/lib/contract';

/**
 * The run-settings panel edits text and numbers as typed; this module maps that draft to RunSettings
 * (the contract's zod schema decides what is valid) and back, and names each problem by the field
 * that shows it.
 */

/** What Mantine's NumberInput holds: a number, or the raw text while it is not one (or '' when empty). */
type NumberField = number | string;
export type HarmCategory = (typeof HARM_CATEGORIES)[number];
export type HarmThreshold = (typeof HARM_THRESHOLDS)[number];
export type FunctionCallingMode = (typeof FUNCTION_CALLING_MODES)[number];

export interface FunctionDraft {
  name: string;
  description: string;
  /** The parameters Schema as JSON text; empty for a function without parameters. */
  parametersText: string;
}

export interface SettingsForm {
  model: string;
  temperature: NumberField;
  topP: NumberField;
  topK: NumberField;
  maxOutputTokens: NumberField;
  seed: NumberField;
  thinkingBudget: NumberField;
  includeThoughts: boolean;
  stopSequences: string[];
  jsonMode: boolean;
  responseSchemaText: string;
  /** Categories without a threshold are left to the service's default. */
  safety: Partial<Record<HarmCategory, HarmThreshold>>;
  systemInstruction: string;
  functions: FunctionDraft[];
  toolMode: FunctionCallingMode;
  allowedFunctionNames: string[];
  cachedContent: string;
}

/** "HARM_CATEGORY_HATE_SPEECH" → "Hate speech", as the Safety settings label a category. */
export function categoryLabel(category: string): string {
  const words = category
    .replace(/^HARM_CATEGORY_/, '')
    .toLowerCase()
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Field key → message. Keys: a form field name, `functions.N.name|description|parameters`, `toolConfig.*`. */
export type FieldErrors = Record<string, string>;

export type FormResult = { ok: true; settings: RunSettings } | { ok: false; errors: FieldErrors };

const numberText = (value: number | null): NumberField => (value === null ? '' : value);
const jsonText = (value: JsonObject | null): string => (value === null ? '' : JSON.stringify(value, null, 2));

export function settingsToForm(settings: RunSettings): SettingsForm {
  const safety: SettingsForm['safety'] = {};
  for (const setting of settings.safetySettings) safety[setting.category] = setting.threshold;
  return {
    model: settings.model,
    temperature: numberText(settings.temperature),
    topP: numberText(settings.topP),
    topK: numberText(settings.topK),
    maxOutputTokens: numberText(settings.maxOutputTokens),
    seed: numberText(settings.seed),
    thinkingBudget: numberText(settings.thinkingBudget),
    includeThoughts: settings.includeThoughts,
    stopSequences: [...settings.stopSequences],
    jsonMode: settings.jsonMode,
    responseSchemaText: jsonText(settings.responseSchema),
    safety,
    systemInstruction: settings.systemInstruction,
    functions: settings.functionDeclarations.map((fn) => ({
      name: fn.name,
      description: fn.description,
      parametersText: jsonText(fn.parameters),
    })),
    toolMode: settings.toolConfig?.mode ?? 'AUTO',
    allowedFunctionNames: [...(settings.toolConfig?.allowedFunctionNames ?? [])],
    cachedContent: settings.cachedContent,
  };
}

function parseNumber(value: NumberField, field: string, errors: FieldErrors): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  const parsed = Number(text);
  if (Number.isFinite(parsed)) return parsed;
  errors[field] = 'enter a number';
  return null;
}

/** Parses JSON text that must be an object; empty text is null. */
export function parseJsonObject(text: string): { value: JsonObject | null; error: string | null } {
  if (text.trim() === '') return { value: null, error: null };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { value: null, error: 'must be a JSON object ({ … })' };
    return { value: value as JsonObject, error: null };
  } catch (error) {
    return { value: null, error: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Where the panel shows a problem the schema found at `path`. */
function fieldKey(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String);
  if (head === 'functionDeclarations')
    return index === undefined ? 'functions' : `functions.${index}.${leaf}`;
  if (head === 'toolConfig') return `toolConfig.${index ?? 'mode'}`;
  return head ?? 'settings';
}

interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  expected?: string;
}

/** Short messages for the common number problems; the schema's own message otherwise. */
function issueMessage(issue: IssueLike): string {
  if (issue.origin === 'number' && issue.code === 'too_big')
    return `must be at most ${String(issue.maximum)}`;
  if (issue.origin === 'number' && issue.code === 'too_small')
    return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number';
  return issue.message;
}

/** The form as a RunSettings candidate (not yet checked), and the problems found reading its text. */
function readForm(form: SettingsForm): {
  candidate: Record<keyof RunSettings, unknown>;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const schema = parseJsonObject(form.responseSchemaText);
  if (schema.error) errors.responseSchema = schema.error;
  const functionDeclarations = form.functions.map((fn, i) => {
    const parameters = parseJsonObject(fn.parametersText);
    if (parameters.error) errors[`functions.${i}.parameters`] = parameters.error;
    return { name: fn.name.trim(), description: fn.description, parameters: parameters.value };
  });
  const noTools =
    form.functions.length === 0 && form.toolMode === 'AUTO' && form.allowedFunctionNames.length === 0;
  const candidate = {
    model: form.model.trim(),
    temperature: parseNumber(form.temperature, 'temperature', errors),
    topP: parseNumber(form.topP, 'topP', errors),
    topK: parseNumber(form.topK, 'topK', errors),
    maxOutputTokens: parseNumber(form.maxOutputTokens, 'maxOutputTokens', errors),
    seed: parseNumber(form.seed, 'seed', errors),
    thinkingBudget: parseNumber(form.thinkingBudget, 'thinkingBudget', errors),
    includeThoughts: form.includeThoughts,
    stopSequences: form.stopSequences,
    jsonMode: form.jsonMode,
    responseSchema: schema.value,
    safetySettings: HARM_CATEGORIES.flatMap((category) => {
      const threshold = form.safety[category];
      return threshold ? [{ category, threshold }] : [];
    }),
    systemInstruction: form.systemInstruction,
    functionDeclarations,
    toolConfig: noTools ? null : { mode: form.toolMode, allowedFunctionNames: form.allowedFunctionNames },
    cachedContent: form.cachedContent.trim(),
  };
  return { candidate, errors };
}

export function formToSettings(form: SettingsForm): FormResult {
  const { candidate, errors } = readForm(form);
  const parsed = SendableRunSettings.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldKey(issue.path);
      errors[key] ??= issueMessage(issue as IssueLike);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

/** Fields that are only valid together: when one is reverted, so is the other. */
const LINKED: Partial<Record<keyof RunSettings, Array<keyof RunSettings>>> = {
  jsonMode: ['responseSchema'],
  responseSchema: ['jsonMode'],
  functionDeclarations: ['toolConfig'],
  toolConfig: ['functionDeclarations'],
};

/** The RunSettings field a form error key belongs to (`functions.0.name` → functionDeclarations). */
function settingsKey(field: string): keyof RunSettings {
  const head = field.split('.')[0]!;
  return (head === 'functions' ? 'functionDeclarations' : head) as keyof RunSettings;
}

/**
 * What to save while the form has problems: every field as typed where it is valid, and the last saved
 * value of each field that is not (with the fields it depends on), so one bad field never costs the
 * others. A valid form is returned as it is.
 */
export function keepValidFields(form: SettingsForm, saved: RunSettings): RunSettings {
  const result = formToSettings(form);
  if (result.ok) return result.settings;
  const { candidate } = readForm(form);
  const reverted = new Set<keyof RunSettings>();
  const revert = (key: keyof RunSettings) => {
    reverted.add(key);
    for (const linked of LINKED[key] ?? []) reverted.add(linked);
  };
  Object.keys(result.errors).forEach((field) => revert(settingsKey(field)));
  // Each pass reverts at least one more field, so this ends by the time every field is the saved one.
  for (;;) {
    const merged = { ...candidate };
    for (const key of reverted) merged[key] = saved[key];
    const parsed = RunSettingsSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    const more = parsed.error.issues
      .map((issue) => String(issue.path[0]) as keyof RunSettings)
      .filter((key) => key in candidate && !reverted.has(key));
    if (more.length === 0) return saved;
    more.forEach(revert);
  }
}

/** Removes function `index`; allowed function names that no longer name a declared function go with it. */
export function removeFunction(
  form: Pick<SettingsForm, 'functions' | 'allowedFunctionNames'>,
  index: number,
): Pick<SettingsForm, 'functions' | 'allowedFunctionNames'> {
  const functions = form.functions.filter((_, i) => i !== index);
  const declared = new Set(functions.map((fn) => fn.name.trim()));
  return { functions, allowedFunctionNames: form.allowedFunctionNames.filter((name) => declared.has(name)) };
}

/** "temperature: must be at most 2" — the first problem, for the disabled Send button's reason. */
export function firstProblem(errors: FieldErrors): string | null {
  const entry = Object.entries(errors)[0];
  if (!entry) return null;
  const [field, message] = entry;
  return `${FIELD_LABELS[field.split('.')[0] ?? field] ?? field}: ${message}`;
}

const FIELD_LABELS: Record<string, string> = {
  model: 'Model',
  temperature: 'Temperature',
  topP: 'Top P',
  topK: 'Top K',
  maxOutputTokens: 'Max output tokens',
  seed: 'Seed',
  thinkingBudget: 'Thinking budget',
  stopSequences: 'Stop sequences',
  responseSchema: 'Response schema',
  safetySettings: 'Safety settings',
  systemInstruction: 'System instruction',
  functions: 'Function declarations',
  toolConfig: 'Function calling',
  cachedContent: 'Cached content',
};
