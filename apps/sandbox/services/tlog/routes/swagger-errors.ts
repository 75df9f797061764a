// Rekor's router (go-swagger) validates parameters before any handler runs and answers violations with
// HTTP 422 and go-openapi's own codes and texts (go-openapi/errors:schema.go): 601 invalid type,
// 602 required, 605 pattern, 606 enum, 609 minimum, 611 max items, 612 min items. Clients that branch on
// these see the same here.
import type { Reply } from '../../../http/reply';

export class SwaggerViolation extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const violation = {
  type: (name: string, where: string, type: string, value: string) =>
    new SwaggerViolation(601, `${name} in ${where} must be of type ${type}: ${JSON.stringify(value)}`),
  required: (name: string, where: string) => new SwaggerViolation(602, `${name} in ${where} is required`),
  pattern: (name: string, where: string, pattern: string) =>
    new SwaggerViolation(605, `${name} in ${where} should match '${pattern}'`),
  enum: (name: string, where: string, values: readonly string[]) =>
    new SwaggerViolation(606, `${name} in ${where} should be one of [${values.join(' ')}]`),
  minimum: (name: string, where: string, minimum: number) =>
    new SwaggerViolation(609, `${name} in ${where} should be greater than or equal to ${minimum}`),
  maxItems: (name: string, where: string, max: number) =>
    new SwaggerViolation(611, `${name} in ${where} should have at most ${max} items`),
  minItems: (name: string, where: string, min: number) =>
    new SwaggerViolation(612, `${name} in ${where} should have at least ${min} items`),
};

export function sendViolation(reply: Reply, error: SwaggerViolation): void {
  reply.json(422, { code: error.code, message: error.message });
}

const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/**
 * An int64 query parameter with a minimum; undefined when absent and not required. Any int64 passes, as
 * go-swagger's does; past 2^53 the number returned is rounded, which only ever matters beyond the end of
 * any log this sandbox can hold.
 */
export function queryInteger(url: URL, name: string, minimum: number, required: boolean): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') {
    if (required) throw violation.required(name, 'query');
    return undefined;
  }
  if (!/^[-+]?[0-9]+$/.test(raw) || BigInt(raw) < INT64.min || BigInt(raw) > INT64.max)
    throw violation.type(name, 'query', 'int64', raw);
  const value = Number(raw);
  if (value < minimum) throw violation.minimum(name, 'query', minimum);
  return value;
}

/** A string query parameter that must match `pattern`; undefined when absent. */
export function queryMatching(url: URL, name: string, pattern: RegExp): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!pattern.test(raw)) throw violation.pattern(name, 'query', pattern.source);
  return raw;
}
