// Plain checks of JSON values for the zod-free fast parsers (tle-fast-parse.ts, log-entry-fast-parse.ts),
// accepting exactly what their zod fields (json-fields.ts) accept.

export type JsonObject = Record<string, unknown>;

const DECIMAL = /^(0|[1-9][0-9]{0,19})$/;

/** A JSON object (not an array, not null), or null. */
export function jsonObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

/** Same acceptance as json-fields Uint64Json. */
export function uint64(value: unknown): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = BigInt(value);
  return n < 2n ** 64n ? n : null;
}
