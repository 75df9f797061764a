// Byte encodings used by transparency-log data: Rekor writes hashes as lowercase hex, checkpoints and
// signatures as standard base64 (RFC 4648 §4). Pure (no Node built-ins imported; Node's Buffer is used when it is
// there): this module runs in the renderer too.
import { bytesToHex } from '@noble/hashes/utils.js';

/** Value of each ASCII hex digit, -1 for any other character. */
const HEX_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUES['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUES['0123456789ABCDEF'.charCodeAt(i)] = i;
}
/** RFC 4648 §4 with mandatory padding; atob alone would also accept whitespace and missing padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** btoa takes a "binary string"; build it in slices so large inputs do not overflow the argument list. */
const BINARY_STRING_SLICE = 0x8000;

/** The ASCII codes of the lowercase hex digits. */
const HEX_DIGITS = Uint8Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));
/** Hashes are 32 bytes; inputs up to this many bytes go through the scratch buffer below. */
const HEX_SCRATCH_BYTES = 128;
const hexScratch = new Uint8Array(HEX_SCRATCH_BYTES * 2);
// One native decode of the ASCII digits makes a flat string: about 2.5× faster for a hash than joining
// per-byte strings, which also leaves a rope to flatten at the first comparison. For ASCII bytes the
// 'latin1' (windows-1252) decoder is the identity.
const asciiDecoder = new TextDecoder('latin1');

/** Node's Buffer, when present (never in the renderer): its native hex encoder. */
interface NativeHexBuffer {
  set(bytes: Uint8Array, offset?: number): void;
  toString(encoding: 'hex', start: number, end: number): string;
}
const NativeBuffer = (
  globalThis as { Buffer?: { alloc(size: number): NativeHexBuffer & { length: number } } }
).Buffer;
/**
 * Where Node's encoder reads from (grown for toHexEach's batches): copying a hash in and encoding it natively
 * takes 0.6× the time of the loop below.
 */
let nativeHexScratch = NativeBuffer?.alloc(HEX_SCRATCH_BYTES * 8);

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  if (bytes.length > HEX_SCRATCH_BYTES) return bytesToHex(bytes);
  if (nativeHexScratch !== undefined) {
    nativeHexScratch.set(bytes);
    return nativeHexScratch.toString('hex', 0, bytes.length);
  }
  for (let i = 0, j = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    hexScratch[j++] = HEX_DIGITS[byte >>> 4]!;
    hexScratch[j++] = HEX_DIGITS[byte & 15]!;
  }
  return asciiDecoder.decode(hexScratch.subarray(0, bytes.length * 2));
}

/**
 * Lowercase hex of each of `list`: where Node's Buffer is there, all of them in one native encode that the
 * strings are then cut from (half the time per hash of one encode each, for a batch of proofs' roots).
 */
export function toHexEach(list: readonly Uint8Array[]): string[] {
  if (NativeBuffer === undefined || nativeHexScratch === undefined) return list.map(toHex);
  let total = 0;
  for (const bytes of list) total += bytes.length;
  if (nativeHexScratch.length < total) nativeHexScratch = NativeBuffer.alloc(total);
  let offset = 0;
  for (const bytes of list) {
    nativeHexScratch.set(bytes, offset);
    offset += bytes.length;
  }
  const hex = nativeHexScratch.toString('hex', 0, total);
  const out: string[] = new Array(list.length);
  offset = 0;
  for (let i = 0; i < list.length; i++) {
    const length = list[i]!.length * 2;
    out[i] = hex.slice(offset, offset + length);
    offset += length;
  }
  return out;
}

/** Bytes of a hex string (either case). Throws a RangeError that says what is wrong. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new RangeError(`hex string has an odd length (${hex.length})`);
  // Validated and decoded in one pass: an entry carries a dozen hashes, and a regular expression first
  // cost as much as the decoding.
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = hexDigit(hex.charCodeAt(2 * i));
    const low = hexDigit(hex.charCodeAt(2 * i + 1));
    if ((high | low) < 0) throw new RangeError('hex string contains a character other than 0-9, a-f, A-F');
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

const hexDigit = (code: number) => (code < 128 ? HEX_VALUES[code]! : -1);

/** Whether `text` is padded standard base64 (RFC 4648 §4). */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

/** Padded standard base64 (RFC 4648 §4) of `bytes`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BINARY_STRING_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BINARY_STRING_SLICE));
  }
  return btoa(binary);
}

/** Bytes of padded standard base64 (RFC 4648 §4). Throws a RangeError for anything else. */
export function fromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0) {
    throw new RangeError(`base64 length ${text.length} is not a multiple of 4 (missing "=" padding?)`);
  }
  if (!BASE64.test(text)) {
    throw new RangeError(
      'not standard base64: only A-Z, a-z, 0-9, "+", "/" and trailing "=" padding are allowed',
    );
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** UTF-8 bytes of `text`. */
export function utf8Encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
