// One internal form for both schema dialects the API takes: responseSchema / parameters (the OpenAPI subset:
// upper- or lowercase type, nullable, propertyOrdering) and responseJsonSchema / parametersJsonSchema (JSON
// Schema: type lists, const, anyOf/oneOf/allOf, $ref into $defs/definitions, prefixItems, exclusive bounds).
import type { SchemaNode } from '../request/types';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

export interface Shape {
  types: JsonType[];
  enum?: unknown[];
  const?: { value: unknown };
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Shape;
  prefixItems?: Shape[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  /** In output order. */
  properties?: Array<[string, Shape]>;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  anyOf?: Shape[];
  description?: string;
}

const ALL_TYPES: JsonType[] = ['string', 'number', 'integer', 'boolean', 'array', 'object'];
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The OpenAPI-subset Schema: without propertyOrdering the service orders properties alphabetically. */
export function fromOpenApi(schema: SchemaNode): Shape {
  const type = schema.type?.toLowerCase();
  const types: JsonType[] =
    type && type !== 'type_unspecified'
      ? [type as JsonType]
      : schema.properties
        ? ['object']
        : schema.items
          ? ['array']
          : schema.enum
            ? ['string']
            : schema.anyOf
              ? []
              : ALL_TYPES;
  if (schema.nullable) types.push('null');
  const names = Object.keys(schema.properties ?? {});
  const ordering = schema.propertyOrdering?.length
    ? [
        ...schema.propertyOrdering.filter((n) => names.includes(n)),
        ...names.filter((n) => !schema.propertyOrdering?.includes(n)).sort(),
      ]
    : [...names].sort();
  return {
    types,
    enum: schema.enum,
    format: schema.format,
    pattern: schema.pattern,
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    minimum: schema.minimum,
    maximum: schema.maximum,
    items: schema.items && fromOpenApi(schema.items),
    minItems: schema.minItems,
    maxItems: schema.maxItems,
    properties: schema.properties && ordering.map((n) => [n, fromOpenApi(schema.properties?.[n] ?? {})]),
    required: schema.required,
    minProperties: schema.minProperties,
    maxProperties: schema.maxProperties,
    anyOf: schema.anyOf?.map(fromOpenApi),
    description: schema.description,
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function resolveRef(ref: string, root: Json): unknown {
  if (!ref.startsWith('#')) return {};
  return ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
}

const MAX_DEPTH = 10;

/**
 * Tuple and item keywords of both drafts: 2020-12 prefixItems + items, draft-07 items[] + additionalItems;
 * `false` for the rest means no items beyond the tuple.
 */
function arrayKeywords(schema: Json, next: (s: unknown) => Shape): Partial<Shape> {
  const tuple = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : undefined;
  const rest = Array.isArray(schema.prefixItems)
    ? schema.items
    : Array.isArray(schema.items)
      ? schema.additionalItems
      : schema.items;
  const maxItems = num(schema.maxItems);
  return {
    prefixItems: tuple?.map(next),
    items: rest !== undefined && rest !== false && rest !== true ? next(rest) : undefined,
    minItems: num(schema.minItems),
    maxItems: rest === false ? Math.min(maxItems ?? Infinity, tuple?.length ?? 0) : maxItems,
  };
}

/** allOf: members and required lists add up, other keywords from later parts win. */
function mergeSchemas(acc: Json, part: Json): Json {
  const merged: Json = { ...acc, ...part };
  if (isObject(acc.properties) || isObject(part.properties))
    merged.properties = {
      ...(isObject(acc.properties) ? acc.properties : {}),
      ...(isObject(part.properties) ? part.properties : {}),
    };
  if (Array.isArray(acc.required) || Array.isArray(part.required))
    merged.required = [
      ...(Array.isArray(acc.required) ? acc.required : []),
      ...(Array.isArray(part.required) ? part.required : []),
    ];
  return merged;
}

/** A JSON Schema (draft-07 or 2020-12). */
export function fromJsonSchema(schema: unknown, root: unknown = schema, depth = 0): Shape {
  // Built eagerly, so recursive schemas stop at a fixed depth (the value generator stays shallower).
  if (schema === false) return { types: ['null'] };
  if (schema === true || !isObject(schema) || depth > MAX_DEPTH) return { types: ALL_TYPES };
  const rootObject = isObject(root) ? root : {};
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, rootObject);
    const { $ref: _ref, ...rest } = schema;
    return fromJsonSchema({ ...(isObject(target) ? target : {}), ...rest }, root, depth + 1);
  }
  const next = (s: unknown) => fromJsonSchema(s, root, depth + 1);
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    const parts = [
      ...allOf.map((p) => (isObject(p) && typeof p.$ref === 'string' ? resolveRef(p.$ref, rootObject) : p)),
      rest,
    ];
    return fromJsonSchema(parts.filter(isObject).reduce(mergeSchemas, {}), root, depth + 1);
  }
  const declared = Array.isArray(schema.type)
    ? schema.type
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  const branches = schema.anyOf ?? schema.oneOf;
  const properties = isObject(schema.properties) ? Object.entries(schema.properties) : undefined;
  const types = (
    declared.length > 0
      ? declared
      : properties
        ? ['object']
        : schema.items !== undefined || schema.prefixItems !== undefined
          ? ['array']
          : Array.isArray(branches) || 'const' in schema || Array.isArray(schema.enum)
            ? []
            : ALL_TYPES
  ) as JsonType[];
  return {
    types,
    enum: Array.isArray(schema.enum) ? schema.enum : undefined,
    const: 'const' in schema ? { value: schema.const } : undefined,
    format: typeof schema.format === 'string' ? schema.format : undefined,
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    minLength: num(schema.minLength),
    maxLength: num(schema.maxLength),
    minimum: num(schema.minimum),
    maximum: num(schema.maximum),
    exclusiveMinimum: num(schema.exclusiveMinimum),
    exclusiveMaximum: num(schema.exclusiveMaximum),
    multipleOf: num(schema.multipleOf),
    ...arrayKeywords(schema, next),
    uniqueItems: schema.uniqueItems === true,
    properties: properties?.map(([name, child]) => [name, next(child)]),
    required: Array.isArray(schema.required)
      ? schema.required.filter((r): r is string => typeof r === 'string')
      : undefined,
    minProperties: num(schema.minProperties),
    maxProperties: num(schema.maxProperties),
    anyOf: Array.isArray(branches) ? branches.map(next) : undefined,
    description: typeof schema.description === 'string' ? schema.description : undefined,
  };
}
