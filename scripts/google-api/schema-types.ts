// Discovery schemas → TypeScript declarations of the JSON bodies. int64/uint64 values are strings on the wire
// (proto3 JSON), `any` is unknown, and every property is optional: Google omits what is unset or not
// asked for with `fields`.
import type { DiscoverySchema } from './method-table';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A description as one line of a doc comment (no comment terminator inside). */
function docLine(description: string | undefined, indent: string): string {
  if (!description) return '';
  const text = description.replace(/\s+/g, ' ').trim().replaceAll('*/', '*\\/');
  return `${indent}/** ${text} */\n`;
}

function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

function typeOf(schema: DiscoverySchema, indent: string): string {
  if (schema.$ref) return schema.$ref;
  switch (schema.type) {
    case 'string':
      return schema.enum ? schema.enum.map((value) => JSON.stringify(value)).join(' | ') : 'string';
    case 'integer':
    case 'number':
      return schema.format === 'int64' || schema.format === 'uint64' ? 'string' : 'number';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const item = typeOf(schema.items ?? {}, indent);
      return /^[\w$]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

function objectType(schema: DiscoverySchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return schema.additionalProperties
      ? `Record<string, ${typeOf(schema.additionalProperties, indent)}>`
      : 'Record<string, unknown>';
  }
  const inner = `${indent}  `;
  const lines = properties.map(
    ([name, property]) =>
      `${docLine(property.description, inner)}${inner}${propertyName(name)}?: ${typeOf(property, inner)};\n`,
  );
  return `{\n${lines.join('')}${indent}}`;
}

/** One `export` per schema, in the document's order. */
export function schemaTypes(schemas: Record<string, DiscoverySchema>): string {
  return Object.entries(schemas)
    .map(([name, schema]) => {
      const type = typeOf(schema, '');
      const declaration = type.startsWith('{')
        ? `export interface ${name} ${type}`
        : `export type ${name} = ${type};`;
      return `${docLine(schema.description, '')}${declaration}\n`;
    })
    .join('\n');
}
