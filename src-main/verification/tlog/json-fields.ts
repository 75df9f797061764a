// zod field types for the JSON documents the verifiers read, with messages that say what is wrong.
import { z } from 'zod';
import { decodeBase64, toBase64 } from './encoding';

const DECIMAL = /^(0|[1-9][0-9]{0,19})$/;
const UINT64_LIMIT = 2n ** 64n;

/** Why `value` is not a 64-bit unsigned integer as JSON writes one, or null when it is. */
function uint64Problem(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return 'must be an integer';
    if (value < 0) return 'must not be negative';
    return Number.isSafeInteger(value) ? null : 'is beyond 2^53; write it as a decimal string';
  }
  if (typeof value !== 'string') return 'must be an integer (a JSON number or a decimal string)';
  if (!DECIMAL.test(value)) return 'must be a decimal integer without leading zeros';
  return BigInt(value) < UINT64_LIMIT ? null : 'does not fit in 64 bits';
}

/**
 * A 64-bit unsigned integer as JSON: a number (exact only below 2^53, as Rekor's JSON is) or a decimal
 * string (proto3 JSON writes int64 that way). Always a BigInt after parsing.
 */
export const Uint64Json = z.unknown().transform((value, ctx) => {
  const problem = uint64Problem(value);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }
  return BigInt(value as number | string);
});

/** A SHA-256 hash in hex (either case), as the Rekor v1 API and Verity proof files write them. */
export const HexHash = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a SHA-256 hash)')
  .transform((hex) => hex.toLowerCase());

/**
 * A base64 field, decoded with its text kept: standard padded base64 (RFC 4648 §4), or with `lenient` proto3
 * JSON bytes (standard or URL-safe, padding optional). `message` says what is wrong with any other text.
 */
export function base64Field(lenient: boolean, message: string) {
  return z.string().transform((text, ctx) => {
    const bytes = decodeBase64(text, lenient);
    if (bytes === null) {
      ctx.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    }
    return { text, bytes };
  });
}

/** Standard padded base64 (RFC 4648 §4), decoded. */
export const Base64Bytes = base64Field(false, 'must be standard padded base64').transform((v) => v.bytes);

/** proto3 JSON bytes: standard or URL-safe base64, padding optional (protobuf JSON mapping), decoded. */
export const ProtoBytes = base64Field(true, 'must be base64').transform((v) => v.bytes);

/** Like ProtoBytes, keeping the text too: a SET signs the body's standard base64, so re-encoding is avoided. */
export const ProtoBytesWithText = base64Field(true, 'must be base64').transform(({ text, bytes }) => {
  const standard = text.length % 4 === 0 && !/[-_]/.test(text);
  return { bytes, base64: standard ? text : toBase64(bytes) };
});

/** "a.b[2].c: message" for the first issue of a failed parse. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}
