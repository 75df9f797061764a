// Reads a JSON request body the way the Gemini front end's proto-JSON parser does: camelCase or snake_case
// names, unknown names rejected ("Invalid JSON payload received. Unknown name … Cannot find field."), scalars
// and enums type-checked, a single value accepted where a list is expected, null meaning "not set".
// Error texts follow live responses quoted in danny-avila/LibreChat#11761 and zed-industries/zed#62539.
import type { FieldViolation } from '../genai-errors';
import type { EnumType, FieldSpec, FieldType, MessageType, Scalar } from './proto-schema';

const MAX_VIOLATIONS = 50;
/** Nesting limit of the proto parser (protobuf's default recursion limit). */
const MAX_DEPTH = 100;
const SCALAR_TYPE_NAMES: Record<Scalar, string> = {
  string: 'TYPE_STRING',
  bool: 'TYPE_BOOL',
  int32: 'TYPE_INT32',
  int64: 'TYPE_INT64',
  float: 'TYPE_FLOAT',
  double: 'TYPE_DOUBLE',
  bytes: 'TYPE_BYTES',
};
const BASE64 = /^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/;

export interface DecodeResult {
  /** The message with camelCase names and enums as their names; meaningful only without violations. */
  value: Record<string, unknown>;
  violations: FieldViolation[];
}

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function toCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'null');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

class Decoder {
  readonly violations: FieldViolation[] = [];

  fail(field: string, description: string): undefined {
    if (this.violations.length < MAX_VIOLATIONS)
      this.violations.push(field === '' ? { description } : { field, description });
    return undefined;
  }

  message(json: Record<string, unknown>, type: MessageType, path: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    // Each nested message adds one path segment.
    if (path.split('.').length > MAX_DEPTH) {
      this.fail(
        path,
        `Invalid JSON payload received. Message nesting at '${path}' is deeper than ${MAX_DEPTH} levels.`,
      );
      return out;
    }
    const oneofs = new Map<string, string>();
    for (const [key, raw] of Object.entries(json)) {
      const name = key in type.fields ? key : toCamel(key);
      const spec = Object.hasOwn(type.fields, name) ? type.fields[name] : undefined;
      if (!spec || (name !== key && toSnake(name) !== key)) {
        const at = path === '' ? '' : ` at '${path}'`;
        this.fail(
          path,
          `Invalid JSON payload received. Unknown name ${JSON.stringify(key)}${at}: Cannot find field.`,
        );
        continue;
      }
      if (raw === null) continue;
      const fieldPath = path === '' ? toSnake(name) : `${path}.${toSnake(name)}`;
      if (spec.oneof) {
        const already = oneofs.get(spec.oneof);
        if (already !== undefined) {
          this.fail(
            path,
            `Invalid JSON payload received. Oneof field '${spec.oneof}' is already set. Cannot set '${toSnake(name)}'`,
          );
          continue;
        }
        oneofs.set(spec.oneof, name);
      }
      const decoded = this.field(raw, spec, key, path, fieldPath);
      if (decoded !== undefined) out[name] = decoded;
    }
    return out;
  }

  private field(raw: unknown, spec: FieldSpec, key: string, parent: string, path: string): unknown {
    if (spec.map) {
      if (!isObject(raw)) return this.fail(path, `Invalid value at '${path}' (map), ${show(raw)}`);
      const out: Record<string, unknown> = {};
      Object.entries(raw).forEach(([entryKey, entry], i) => {
        const decoded = this.single(entry, spec.type, key, path, `${path}[${i}].value`);
        if (decoded !== undefined) out[entryKey] = decoded;
      });
      return out;
    }
    if (spec.repeated) {
      // The front end takes a lone value where a list is expected.
      const items = Array.isArray(raw) ? raw : [raw];
      return items.map((item, i) => this.single(item, spec.type, key, parent, `${path}[${i}]`));
    }
    if (Array.isArray(raw) && !('any' in spec.type)) return this.notRepeating(key, parent);
    return this.single(raw, spec.type, key, parent, path);
  }

  private notRepeating(key: string, parent: string): undefined {
    const at = parent === '' ? '' : ` at '${parent}'`;
    return this.fail(
      parent,
      `Invalid JSON payload received. Unknown name ${JSON.stringify(key)}${at}: Proto field is not repeating, cannot start list.`,
    );
  }

  private single(raw: unknown, type: FieldType, key: string, parent: string, path: string): unknown {
    if ('any' in type) {
      if (type.any === 'struct' && !isObject(raw))
        return this.fail(
          path,
          `Invalid value at '${path}' (type.googleapis.com/google.protobuf.Struct), ${show(raw)}`,
        );
      return raw;
    }
    if ('message' in type) {
      const message = type.message();
      if (raw === null) return {};
      if (!isObject(raw)) {
        if (Array.isArray(raw)) return this.notRepeating(key, parent);
        return this.fail(
          path,
          `Invalid value at '${path}' (type.googleapis.com/google.ai.generativelanguage.v1beta.${message.name}), ${show(raw)}`,
        );
      }
      return this.message(raw, message, path);
    }
    if ('enumType' in type) return this.enumValue(raw, type.enumType, path);
    return this.scalar(raw, type.scalar, path);
  }

  private enumValue(raw: unknown, type: EnumType, path: string): string | undefined {
    if (typeof raw === 'number' && Number.isInteger(raw) && type.values[raw]) return type.values[raw];
    if (typeof raw === 'string') {
      const name = type.caseInsensitive ? raw.toUpperCase() : raw;
      if (name !== '' && type.values.includes(name)) return name;
    }
    return this.fail(path, `Invalid value at '${path}' (${type.name}), ${show(raw)}`);
  }

  private scalar(raw: unknown, scalar: Scalar, path: string): unknown {
    const bad = () =>
      this.fail(path, `Invalid value at '${path}' (${SCALAR_TYPE_NAMES[scalar]}), ${show(raw)}`);
    switch (scalar) {
      case 'string':
        return typeof raw === 'string' ? raw : bad();
      case 'bool':
        return typeof raw === 'boolean' ? raw : bad();
      case 'bytes':
        if (typeof raw !== 'string') return bad();
        if (!BASE64.test(raw))
          return this.fail(
            path,
            `Invalid value at '${path}' (TYPE_BYTES), Base64 decoding failed for ${show(raw)}`,
          );
        return raw;
      case 'int32':
      case 'int64': {
        const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
        if (typeof n !== 'number' || !Number.isInteger(n)) return bad();
        if (scalar === 'int32' && (n > 2_147_483_647 || n < -2_147_483_648)) return bad();
        return n;
      }
      case 'float':
      case 'double': {
        const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
        return typeof n === 'number' && Number.isFinite(n) ? n : bad();
      }
    }
  }
}

/** Decodes a whole request body (already parsed JSON) as `type`. */
export function decodeMessage(json: unknown, type: MessageType): DecodeResult {
  const decoder = new Decoder();
  if (!isObject(json)) {
    decoder.fail('', 'Invalid JSON payload received. Unknown name "": Root element must be a message.');
    return { value: {}, violations: decoder.violations };
  }
  const value = decoder.message(json, type, '');
  return { value, violations: decoder.violations };
}
