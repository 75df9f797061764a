// Base64 (RFC 4648 §4, and §5 URL-safe as proto3 JSON allows) decoded and validated in one table-driven
// pass. Bundle bodies and certificates are kilobytes; validating them with a regular expression and then
// decoding with atob cost more than the signature checks in a bulk audit.

const INVALID = 255;
const DECODE = new Uint8Array(128).fill(INVALID);
for (let i = 0; i < 64; i++) {
  DECODE['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;
}
const URL_SAFE = Uint8Array.from(DECODE);
URL_SAFE['-'.charCodeAt(0)] = 62;
URL_SAFE['_'.charCodeAt(0)] = 63;

/** Node's Buffer, when present: its native base64 codec is several times faster than any JavaScript loop. */
interface NativeBytes {
  buffer: ArrayBufferLike;
  byteOffset: number;
  length: number;
  toString(encoding: 'base64'): string;
}
const NativeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): NativeBytes } })
  .Buffer;

/**
 * Decodes standard base64 (padding required), or with `lenient` also URL-safe and unpadded input.
 * Returns null for anything else, including stray whitespace and non-zero trailing bits.
 */
export function decodeBase64(text: string, lenient = false): Uint8Array | null {
  if (NativeBuffer !== undefined) return decodeNative(text, lenient);
  return decodeBase64InJavaScript(text, lenient);
}

/**
 * Buffer decodes leniently (it skips invalid characters), so validity is checked by re-encoding: only
 * canonical base64 survives the round trip unchanged.
 */
function decodeNative(text: string, lenient: boolean): Uint8Array | null {
  let standard = text;
  if (lenient) {
    if (text.length % 4 === 1) return null;
    if (/[-_]/.test(text)) standard = text.replace(/-/g, '+').replace(/_/g, '/');
    if (standard.length % 4 !== 0) standard += '='.repeat(4 - (standard.length % 4));
  }
  if (standard.length % 4 !== 0) return null;
  const bytes = NativeBuffer!.from(standard, 'base64');
  if (bytes.toString('base64') !== standard) return null;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** The portable decoder (browsers, the renderer); exported so tests cover it in Node too. */
export function decodeBase64InJavaScript(text: string, lenient = false): Uint8Array | null {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--;
  const padding = text.length - end;
  if (padding > 2 || (!lenient && text.length % 4 !== 0) || (lenient && padding > 0 && text.length % 4 !== 0))
    return null;
  if (end % 4 === 1) return null;
  const table = lenient ? URL_SAFE : DECODE;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let o = 0;
  let i = 0;
  for (; i + 4 <= end; i += 4) {
    const a = sextet(table, text, i);
    const b = sextet(table, text, i + 1);
    const c = sextet(table, text, i + 2);
    const d = sextet(table, text, i + 3);
    if (a > 63 || b > 63 || c > 63 || d > 63) return null;
    out[o++] = (a << 2) | (b >> 4);
    out[o++] = ((b & 15) << 4) | (c >> 2);
    out[o++] = ((c & 3) << 6) | d;
  }
  const rest = end - i;
  if (rest >= 2) {
    const a = sextet(table, text, i);
    const b = sextet(table, text, i + 1);
    if (a > 63 || b > 63) return null;
    out[o++] = (a << 2) | (b >> 4);
    if (rest === 2) return (b & 15) === 0 ? out : null;
    const c = sextet(table, text, i + 2);
    if (c > 63 || (c & 3) !== 0) return null;
    out[o] = ((b & 15) << 4) | (c >> 2);
  }
  return out;
}

function sextet(table: Uint8Array, text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 128 ? table[code]! : INVALID;
}
