// Google's partial-response `fields` parameter (developers.google.com/workspace/drive/api/guides/
// fields-parameter): a comma list of paths, `a/b` for a field inside another, `a(b,c)` for several inside
// `a` (nested as deep as wanted), `*` for everything at that level. Arrays apply the selection to each item.
import { QueryError } from './query/query-tokens';

/** The selected fields at one level: a name maps to its own sub-selection, or to `true` (all of it). */
export type FieldsMask = Map<string, FieldsMask | true>;

const NAME = /[A-Za-z0-9_$.-]+|\*/y;
/** Resources nest a few levels; this refuses a selection that would exhaust the stack. */
const MAX_DEPTH = 32;

/** Parses a `fields` value; throws QueryError (with the offset) when it is not one. */
export function parseFieldsMask(text: string): FieldsMask {
  let i = 0;
  let depth = 0;
  const skipSpace = () => {
    while (text[i] === ' ') i++;
  };
  const list = (closing: string | undefined): FieldsMask => {
    const mask: FieldsMask = new Map();
    for (;;) {
      skipSpace();
      selection(mask);
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (closing === undefined ? i === text.length : text[i] === closing) return mask;
      throw new QueryError(closing ? `expected ',' or '${closing}'` : "expected ',' or the end", i);
    }
  };
  const selection = (into: FieldsMask): void => {
    const path: string[] = [];
    for (;;) {
      NAME.lastIndex = i;
      const name = NAME.exec(text);
      if (!name) throw new QueryError('expected a field name', i);
      path.push(name[0]);
      i += name[0].length;
      if (text[i] !== '/') break;
      i++;
    }
    let leaf: FieldsMask | true = true;
    if (text[i] === '(') {
      if (++depth > MAX_DEPTH) throw new QueryError(`the selection nests more than ${MAX_DEPTH} levels`, i);
      i++;
      leaf = list(')');
      i++;
      depth--;
    }
    let level = into;
    for (const name of path.slice(0, -1)) {
      const next = level.get(name);
      if (next === true) return; // all of it is selected already
      if (next) level = next;
      else level.set(name, (level = new Map()));
    }
    const last = path[path.length - 1]!;
    level.set(last, merge(level.get(last), leaf));
  };
  return list(undefined);
}

function merge(a: FieldsMask | true | undefined, b: FieldsMask | true): FieldsMask | true {
  if (a === undefined) return b;
  if (a === true || b === true) return true;
  const merged: FieldsMask = new Map(a);
  for (const [name, sub] of b) merged.set(name, merge(merged.get(name), sub));
  return merged;
}

/** `value` cut down to what `mask` selects. */
export function applyFieldsMask(value: unknown, mask: FieldsMask | true): unknown {
  if (mask === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => applyFieldsMask(item, mask));
  const all = mask.get('*');
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const sub = mask.get(name) ?? all;
    if (sub !== undefined) out[name] = applyFieldsMask(field, sub);
  }
  return out;
}

/** The first selected name at the top of `mask` (or inside `nested`'s selection) that `known` lacks. */
export function unknownField(
  mask: FieldsMask,
  known: ReadonlySet<string>,
  nested?: { name: string; known: ReadonlySet<string> },
): string | undefined {
  for (const [name, sub] of mask) {
    if (name !== '*' && !known.has(name)) return name;
    if (nested && name === nested.name && sub !== true) {
      const inner = unknownField(sub, nested.known);
      if (inner) return `${name}/${inner}`;
    }
  }
  return undefined;
}
