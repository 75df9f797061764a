// Generates a JSON value valid against a Shape (schema-shape.ts): every required property, optional ones by
// chance, bounds, enums, formats, tuple items and unique items honoured; seeded, so deterministic.
import type { SeededRandom } from '../text/seeded-random';
import { stringForPattern } from './pattern-string';
import { formattedString, namedString } from './sample-strings';
import type { JsonType, Shape } from './schema-shape';

/** Below this depth optional properties are left out and arrays kept at their minimum, so recursion ends. */
const SHALLOW_DEPTH = 3;

export interface ValueContext {
  random: SeededRandom;
  /** A short phrase used to flavour strings. */
  topic: string;
  /** Values the prompt supplies for properties, by lowercase name (function-call arguments). */
  given?: (name: string, shape: Shape) => unknown;
}

function pickType(shape: Shape, random: SeededRandom): JsonType {
  const concrete = shape.types.filter((t) => t !== 'null');
  if (concrete.length === 0) return 'null';
  if (shape.types.includes('null') && random.chance(0.15)) return 'null';
  return concrete[0] as JsonType;
}

function numberIn(shape: Shape, name: string, integer: boolean, random: SeededRandom): number {
  const n = name.toLowerCase();
  const [hintLow, hintHigh] = /age/.test(n)
    ? [18, 80]
    : /year/.test(n)
      ? [1990, 2025]
      : /(count|quantity|number|amount)/.test(n)
        ? [1, 20]
        : /(rating|score|stars)/.test(n)
          ? [1, 5]
          : /(percent|probability|ratio|confidence)/.test(n)
            ? [0, 1]
            : [1, 100];
  let low = shape.minimum ?? (shape.exclusiveMinimum !== undefined ? shape.exclusiveMinimum : hintLow);
  let high =
    shape.maximum ??
    (shape.exclusiveMaximum !== undefined ? shape.exclusiveMaximum : Math.max(hintHigh, low + 10));
  if (shape.minimum === undefined && shape.maximum !== undefined && low > high) low = high - 10;
  if (shape.maximum === undefined && low > high) high = low + 10;
  const step = shape.multipleOf ?? (integer ? 1 : 0.01);
  const firstStep = Math.ceil(
    (low + (shape.exclusiveMinimum !== undefined && shape.minimum === undefined ? step / 2 : 0)) / step,
  );
  const lastStep = Math.floor(
    (high - (shape.exclusiveMaximum !== undefined && shape.maximum === undefined ? step / 2 : 0)) / step,
  );
  const k = lastStep >= firstStep ? random.int(firstStep, lastStep) : firstStep;
  const value = k * step;
  return integer ? Math.round(value) : Number(value.toFixed(6));
}

function stringFor(shape: Shape, name: string, ctx: ValueContext): string {
  let value = formattedString(shape.format, ctx.random) ?? namedString(name, ctx.topic, ctx.random);
  if (shape.pattern) {
    const pattern = safeRegExp(shape.pattern);
    const fits = (candidate: string) => pattern?.test(candidate) === true;
    value = fits(value) ? value : (stringForPattern(shape.pattern, ctx.random) ?? value);
    // A value built for the pattern is not shortened or padded, which could break it.
    if (fits(value)) return value;
  }

  if (shape.maxLength !== undefined && [...value].length > shape.maxLength)
    value = [...value].slice(0, shape.maxLength).join('');
  while (shape.minLength !== undefined && [...value].length < shape.minLength)
    value = `${value} ${namedString('word', ctx.topic, ctx.random)}`;
  if (shape.maxLength !== undefined && [...value].length > shape.maxLength)
    value = [...value].slice(0, shape.maxLength).join('');
  return value;
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

function arrayFor(shape: Shape, name: string, ctx: ValueContext, depth: number): unknown[] {
  const prefix = (shape.prefixItems ?? []).map((item, i) => valueFor(item, `${name}${i}`, ctx, depth + 1));
  const min = Math.max(shape.minItems ?? 0, prefix.length);
  const max = shape.maxItems ?? Math.max(min, 4);
  const wanted = depth >= SHALLOW_DEPTH ? min : Math.min(max, Math.max(min, ctx.random.int(2, 4)));
  const out = [...prefix];
  const itemName = name.replace(/(ies)$/, 'y').replace(/s$/, '');
  for (let attempt = 0; out.length < wanted && attempt < wanted * 8 + 8; attempt += 1) {
    const item = shape.items
      ? valueFor(shape.items, itemName, ctx, depth + 1)
      : ctx.random.pick(['alpha', 'beta', 'gamma', 'delta']);
    if (shape.uniqueItems && out.some((existing) => JSON.stringify(existing) === JSON.stringify(item)))
      continue;
    out.push(item);
  }
  return out;
}

function objectFor(shape: Shape, ctx: ValueContext, depth: number): Record<string, unknown> {
  const required = new Set(shape.required ?? []);
  const out: Record<string, unknown> = {};
  const optional: string[] = [];
  for (const [prop, child] of shape.properties ?? []) {
    if (required.has(prop) || (depth < SHALLOW_DEPTH && ctx.random.chance(0.8))) {
      const given = ctx.given?.(prop, child);
      out[prop] = given !== undefined ? given : valueFor(child, prop, ctx, depth + 1);
    } else optional.push(prop);
  }
  for (const prop of optional) {
    if (Object.keys(out).length >= (shape.minProperties ?? 0)) break;
    const child = shape.properties?.find(([n]) => n === prop)?.[1];
    if (child) out[prop] = valueFor(child, prop, ctx, depth + 1);
  }
  if (shape.maxProperties !== undefined)
    for (const prop of Object.keys(out).reverse()) {
      if (Object.keys(out).length <= shape.maxProperties) break;
      if (!required.has(prop)) delete out[prop];
    }
  // Keep the declared order (the loop above may have appended late optional members).
  const order = (shape.properties ?? []).map(([n]) => n);
  return Object.fromEntries(order.filter((n) => n in out).map((n) => [n, out[n]]));
}

export function valueFor(shape: Shape, name: string, ctx: ValueContext, depth = 0): unknown {
  if (shape.const) return shape.const.value;
  if (shape.enum && shape.enum.length > 0) return ctx.random.pick(shape.enum);
  if (shape.anyOf && shape.anyOf.length > 0) {
    const branches = shape.anyOf.filter((b) => !(b.types.length === 1 && b.types[0] === 'null'));
    const branch =
      branches.length > 0 && !ctx.random.chance(0.15)
        ? ctx.random.pick(branches)
        : ctx.random.pick(shape.anyOf);
    if (shape.types.length === 0 || shape.types.length === 6) return valueFor(branch, name, ctx, depth);
  }
  switch (pickType(shape, ctx.random)) {
    case 'null':
      return null;
    case 'string':
      return stringFor(shape, name, ctx);
    case 'integer':
      return numberIn(shape, name, true, ctx.random);
    case 'number':
      return numberIn(shape, name, false, ctx.random);
    case 'boolean':
      return ctx.random.chance(0.5);
    case 'array':
      return arrayFor(shape, name, ctx, depth);
    case 'object':
      return objectFor(shape, ctx, depth);
  }
}
