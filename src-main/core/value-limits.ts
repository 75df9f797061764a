/**
 * How deep and how large a value may be before zod walks it. Zod recurses once per level of
 * nesting, so a few kilobytes of `[[[[…]]]]` in a free-form field (a function call's args)
 * overflow the stack; this walk keeps its own stack and stops at the first breach.
 */
export const MAX_DEPTH = 256;
export const MAX_VALUES = 1_000_000;

/** Why `value` is too deep or too large to validate, or null when it is within the limits. */
export function limitBreach(value: unknown): string | null {
  // Two parallel stacks rather than one of {value, depth} pairs: no allocation per value.
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let count = 0;
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (++count > MAX_VALUES) return `it holds more than ${MAX_VALUES.toLocaleString('en')} values`;
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_DEPTH) return `it is nested too deeply (more than ${MAX_DEPTH} levels)`;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      values.push(child);
      depths.push(depth + 1);
    }
  }
  return null;
}
