// Byte encodings used by transparency-log data, through Node's Buffer: Rekor writes hashes as lowercase
// hex, checkpoints and signatures as standard base64 (RFC 4648 §4), proto3 JSON bytes as standard or
// URL-safe base64 (RFC 4648 §5). Buffer decodes leniently (it skips what it cannot read), so each
// decoder here checks its input first.

/** RFC 4648 §4 with mandatory padding; Buffer alone would also accept whitespace and missing padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^[0-9a-fA-F]*$/;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** A plain copy: Buffer's small results are views into a shared pool, which a structured clone copies whole. */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  return bufferOf(bytes).toString('hex');
}

/** Bytes of a hex string (either case). Throws a RangeError that says what is wrong. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new RangeError(`hex string has an odd length (${hex.length})`);
  if (!HEX.test(hex)) throw new RangeError('hex string contains a character other than 0-9, a-f, A-F');
  return bytesOf(Buffer.from(hex, 'hex'));
}

/** Whether `text` is padded standard base64 (RFC 4648 §4). */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

/** Padded standard base64 (RFC 4648 §4) of `bytes`. */
export function toBase64(bytes: Uint8Array): string {
  return bufferOf(bytes).toString('base64');
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
  return bytesOf(Buffer.from(text, 'base64'));
}

/**
 * Canonical standard base64 (padding required), or with `lenient` also URL-safe and unpadded input (proto3
 * JSON bytes). Returns null for anything else, including stray whitespace and non-zero trailing bits: only
 * what re-encodes to the same text is accepted.
 */
export function decodeBase64(text: string, lenient = false): Uint8Array | null {
  let standard = text;
  if (lenient) {
    if (text.length % 4 === 1) return null;
    if (/[-_]/.test(text)) standard = text.replace(/-/g, '+').replace(/_/g, '/');
    if (standard.length % 4 !== 0) standard += '='.repeat(4 - (standard.length % 4));
  }
  if (standard.length % 4 !== 0) return null;
  const bytes = Buffer.from(standard, 'base64');
  return bytes.toString('base64') === standard ? bytesOf(bytes) : null;
}

/** UTF-8 bytes of `text`. */
export function utf8Encode(text: string): Uint8Array {
  return bytesOf(Buffer.from(text, 'utf8'));
}
