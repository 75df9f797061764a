// Test-side JSON Schema validation (ajv) of structured answers, with an independent translation of the
// OpenAPI-subset Schema the API takes (upper/lowercase types, nullable) into JSON Schema.
import { Ajv } from 'ajv';

type Json = Record<string, unknown>;

/** OpenAPI-subset Schema → JSON Schema (for checking answers only). */
export function openApiToJsonSchema(schema: Json): Json {
  const out: Json = {};
  if (typeof schema.type === 'string') {
    const type = schema.type.toLowerCase();
    out.type = schema.nullable === true ? [type, 'null'] : type;
  }
  for (const key of [
    'enum',
    'required',
    'minItems',
    'maxItems',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'pattern',
    'format',
  ])
    if (schema[key] !== undefined) out[key] = schema[key];
  if (Array.isArray(out.enum) && schema.nullable === true) out.enum = [...(out.enum as unknown[]), null];
  if (schema.properties && typeof schema.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, openApiToJsonSchema(v as Json)]),
    );
    out.additionalProperties = false;
  }
  if (schema.items) out.items = openApiToJsonSchema(schema.items as Json);
  if (Array.isArray(schema.anyOf)) out.anyOf = (schema.anyOf as Json[]).map(openApiToJsonSchema);
  return out;
}

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^\d{2}:\d{2}:\d{2}$/,
  email: /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i,
  uri: /^https?:\/\/\S+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  enum: /.*/,
};

export function schemaValidator(schema: unknown): (value: unknown) => string[] {
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  const validate = ajv.compile(schema as Json);
  return (value) =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
