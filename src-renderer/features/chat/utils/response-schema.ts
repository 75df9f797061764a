import type { JsonObject, JsonValue } from '@/lib/contract';

/**
 * JSON-mode answers checked against the request's responseSchema. Gemini's Schema is an OpenAPI 3.0
 * subset (uppercase types, `nullable`, `propertyOrdering`); it is first converted to standard JSON
 * Schema, then checked by the small interpreter below. The renderer's CSP forbids eval, and Ajv
 * compiles schemas to code with `new Function`, so Ajv serves as the reference in the unit tests only.
 */

export type JsonSchema = { [key: string]: JsonValue };

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const COPIED = [
  'description',
  'title',
  'enum',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minProperties',
  'maxProperties',
  'pattern',
  'required',
] as const;

const INT64_KEYWORDS = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties'];

/** Gemini Schema (OpenAPI subset) → JSON Schema. Unknown keywords are dropped, not guessed at. */
export function toJsonSchema(schema: JsonObject): JsonSchema {
  const out: JsonSchema = {};
  for (const key of COPIED) if (schema[key] !== undefined) out[key] = schema[key];
  // int64 fields (minItems, maxLength, …) arrive as strings in proto3 JSON.
  for (const key of INT64_KEYWORDS) {
    const value = out[key];
    if (typeof value === 'string' && /^\d+$/.test(value)) out[key] = Number(value);
  }
  const type = typeof schema.type === 'string' ? schema.type.toLowerCase() : null;
  if (type && type !== 'type_unspecified') out.type = schema.nullable === true ? [type, 'null'] : type;
  if (isObject(schema.properties)) {
    const properties: JsonSchema = {};
    for (const [name, property] of Object.entries(schema.properties))
      if (isObject(property)) properties[name] = toJsonSchema(property);
    out.properties = properties;
  }
  if (isObject(schema.items)) out.items = toJsonSchema(schema.items);
  if (Array.isArray(schema.anyOf)) out.anyOf = schema.anyOf.filter(isObject).map(toJsonSchema);
  if (Array.isArray(out.enum) && schema.nullable === true && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
}

interface SchemaProblem {
  /** JSON Pointer of the offending value ("" = the whole answer). */
  path: string;
  message: string;
}

function typeMatches(type: string, value: JsonValue): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

const num = (value: JsonValue | undefined): number | null => (typeof value === 'number' ? value : null);
const pointer = (base: string, key: string | number) =>
  `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function check(schema: JsonSchema, value: JsonValue, path: string, problems: SchemaProblem[]): void {
  const fail = (message: string) => problems.push({ path, message });
  const types =
    typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  if (types.length > 0 && !types.some((type) => typeof type === 'string' && typeMatches(type, value))) {
    fail(`must be ${types.join(' or ')}`);
    return;
  }
  if (
    Array.isArray(schema.enum) &&
    !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))
  )
    fail(`must be one of ${schema.enum.map((option) => JSON.stringify(option)).join(', ')}`);
  if (Array.isArray(schema.anyOf)) {
    const matches = schema.anyOf.some((option) => {
      const inner: SchemaProblem[] = [];
      if (isObject(option)) check(option, value, path, inner);
      return inner.length === 0;
    });
    if (!matches) fail('must match one of anyOf');
  }
  if (typeof value === 'string') {
    const min = num(schema.minLength);
    const max = num(schema.maxLength);
    const length = [...value].length;
    if (min !== null && length < min) fail(`must have at least ${min} characters`);
    if (max !== null && length > max) fail(`must have at most ${max} characters`);
    if (typeof schema.pattern === 'string') {
      try {
        if (!new RegExp(schema.pattern, 'u').test(value)) fail(`must match ${schema.pattern}`);
      } catch {
        fail(`has an unusable pattern ${schema.pattern}`);
      }
    }
  }
  if (typeof value === 'number') {
    const min = num(schema.minimum);
    const max = num(schema.maximum);
    if (min !== null && value < min) fail(`must be >= ${min}`);
    if (max !== null && value > max) fail(`must be <= ${max}`);
  }
  if (Array.isArray(value)) {
    const min = num(schema.minItems);
    const max = num(schema.maxItems);
    if (min !== null && value.length < min) fail(`must have at least ${min} items`);
    if (max !== null && value.length > max) fail(`must have at most ${max} items`);
    if (isObject(schema.items)) {
      const items = schema.items;
      value.forEach((item, i) => check(items, item, pointer(path, i), problems));
    }
  }
  if (isObject(value)) {
    const count = Object.keys(value).length;
    const min = num(schema.minProperties);
    const max = num(schema.maxProperties);
    if (min !== null && count < min) fail(`must have at least ${min} properties`);
    if (max !== null && count > max) fail(`must have at most ${max} properties`);
    if (Array.isArray(schema.required))
      for (const name of schema.required)
        if (typeof name === 'string' && !Object.hasOwn(value, name))
          fail(`must have required property '${name}'`);
    if (isObject(schema.properties))
      for (const [name, property] of Object.entries(schema.properties)) {
        const child = value[name];
        if (isObject(property) && Object.hasOwn(value, name) && child !== undefined)
          check(property, child, pointer(path, name), problems);
      }
  }
}

export type AnswerCheck =
  | { kind: 'not-json'; error: string }
  | { kind: 'no-schema'; value: JsonValue }
  | { kind: 'checked'; value: JsonValue; problems: SchemaProblem[] };

/** Parses a JSON-mode answer and checks it against the Gemini responseSchema it was asked for. */
export function checkJsonAnswer(text: string, responseSchema: JsonObject | null): AnswerCheck {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    return { kind: 'not-json', error: error instanceof Error ? error.message : String(error) };
  }
  if (!responseSchema) return { kind: 'no-schema', value };
  const problems: SchemaProblem[] = [];
  check(toJsonSchema(responseSchema), value, '', problems);
  return { kind: 'checked', value, problems };
}
