// A small DER reader (ITU-T X.690 §8 and §10) for the parts of X.509 (RFC 5280), CMS (RFC 5652) and
// RFC 3161 this verifier reads. It keeps every element's exact bytes, because signatures cover the
// original encoding (a TBSCertificate, a TSTInfo, CMS signed attributes), never a re-encoding.

export class DerError extends Error {
  override readonly name = 'DerError';
}

export type TagClass = 'universal' | 'application' | 'context' | 'private';

export interface DerNode {
  tagClass: TagClass;
  constructed: boolean;
  tagNumber: number;
  /** The whole element: identifier, length and contents. */
  raw: Uint8Array;
  /** The contents octets only. */
  content: Uint8Array;
}

export const TAG = {
  boolean: 1,
  integer: 2,
  bitString: 3,
  octetString: 4,
  null: 5,
  oid: 6,
  utf8String: 12,
  sequence: 16,
  set: 17,
  printableString: 19,
  teletexString: 20,
  ia5String: 22,
  utcTime: 23,
  generalizedTime: 24,
  bmpString: 30,
} as const;

const CLASSES: TagClass[] = ['universal', 'application', 'context', 'private'];
/** Deeper or longer than anything in a certificate or a timestamp: a guard against hostile input. */
const MAX_LENGTH_OCTETS = 4;

/** Reads one element at `offset`; returns it and the offset just after it. */
function readElement(bytes: Uint8Array, offset: number): { node: DerNode; end: number } {
  const start = offset;
  const first = bytes[offset++];
  if (first === undefined) throw new DerError('unexpected end of data: expected an element');
  const tagClass = CLASSES[first >> 6] as TagClass;
  const constructed = (first & 0x20) !== 0;
  let tagNumber = first & 0x1f;
  if (tagNumber === 0x1f) {
    // X.690 §8.1.2.4: high tag numbers, base-128, most significant group first.
    tagNumber = 0;
    for (;;) {
      const next = bytes[offset++];
      if (next === undefined) throw new DerError('unexpected end of data inside a tag number');
      tagNumber = tagNumber * 128 + (next & 0x7f);
      if (tagNumber > 0xffffff) throw new DerError('tag number too large');
      if ((next & 0x80) === 0) break;
    }
  }
  const lengthByte = bytes[offset++];
  if (lengthByte === undefined) throw new DerError('unexpected end of data: expected a length');
  let length = lengthByte;
  if (lengthByte === 0x80) throw new DerError('indefinite length is not allowed in DER (X.690 §10.1)');
  if (lengthByte > 0x80) {
    const count = lengthByte & 0x7f;
    if (count > MAX_LENGTH_OCTETS) throw new DerError(`length of ${count} octets is too large`);
    length = 0;
    for (let i = 0; i < count; i++) {
      const next = bytes[offset++];
      if (next === undefined) throw new DerError('unexpected end of data inside a length');
      length = length * 256 + next;
    }
  }
  const end = offset + length;
  if (end > bytes.length) {
    throw new DerError(`element claims ${length} content bytes but only ${bytes.length - offset} remain`);
  }
  return {
    node: {
      tagClass,
      constructed,
      tagNumber,
      raw: bytes.subarray(start, end),
      content: bytes.subarray(offset, end),
    },
    end,
  };
}

/** Parses `bytes` as exactly one DER element (trailing bytes are an error). */
export function parseDer(bytes: Uint8Array): DerNode {
  const { node, end } = readElement(bytes, 0);
  if (end !== bytes.length) throw new DerError(`${bytes.length - end} trailing bytes after the element`);
  return node;
}

/** The elements inside a constructed element (SEQUENCE, SET, explicit tag). */
export function childrenOf(node: DerNode): DerNode[] {
  if (!node.constructed) throw new DerError('expected a constructed element');
  const out: DerNode[] = [];
  let offset = 0;
  while (offset < node.content.length) {
    const { node: child, end } = readElement(node.content, offset);
    out.push(child);
    offset = end;
  }
  return out;
}

export function isUniversal(node: DerNode | undefined, tag: number): node is DerNode {
  return node !== undefined && node.tagClass === 'universal' && node.tagNumber === tag;
}

export function isContext(node: DerNode | undefined, tag: number): node is DerNode {
  return node !== undefined && node.tagClass === 'context' && node.tagNumber === tag;
}

/** Asserts a universal tag; `what` names the field for the error message. */
export function expectUniversal(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!isUniversal(node, tag)) throw new DerError(`${what}: expected universal tag ${tag}`);
  return node;
}

/** The children of a SEQUENCE (or SET), asserting the tag. */
export function sequenceOf(node: DerNode | undefined, what: string, tag: number = TAG.sequence): DerNode[] {
  return childrenOf(expectUniversal(node, tag, what));
}

/** OBJECT IDENTIFIER in dotted form (X.690 §8.19). */
export function readOid(node: DerNode | undefined, what = 'object identifier'): string {
  const bytes = expectUniversal(node, TAG.oid, what).content;
  if (bytes.length === 0) throw new DerError(`${what}: empty object identifier`);
  const arcs: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (value > Number.MAX_SAFE_INTEGER / 128) throw new DerError(`${what}: arc too large`);
    if ((byte & 0x80) === 0) {
      if (arcs.length === 0) {
        const first = value < 80 ? Math.floor(value / 40) : 2;
        arcs.push(first, value - first * 40);
      } else {
        arcs.push(value);
      }
      value = 0;
    }
  }
  return arcs.join('.');
}

/** INTEGER contents as the two's-complement bytes (serial numbers are compared as bytes). */
export function readIntegerBytes(node: DerNode | undefined, what = 'integer'): Uint8Array {
  const bytes = expectUniversal(node, TAG.integer, what).content;
  if (bytes.length === 0) throw new DerError(`${what}: empty integer`);
  return bytes;
}

/** INTEGER as an unsigned bigint (negative values are rejected: none of ours may be negative). */
export function readUnsigned(node: DerNode | undefined, what = 'integer'): bigint {
  const bytes = readIntegerBytes(node, what);
  if ((bytes[0] as number) & 0x80) throw new DerError(`${what}: negative integer`);
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** BIT STRING contents, requiring whole octets (keys and signatures always are). */
export function readBitString(node: DerNode | undefined, what = 'bit string'): Uint8Array {
  const bytes = expectUniversal(node, TAG.bitString, what).content;
  if (bytes.length === 0 || bytes[0] !== 0) throw new DerError(`${what}: not a whole number of octets`);
  return bytes.subarray(1);
}

/** BIT STRING as named bits, bit 0 first (X.690 §8.6; used by KeyUsage). */
export function readNamedBits(node: DerNode | undefined, what = 'bit string'): boolean[] {
  const bytes = expectUniversal(node, TAG.bitString, what).content;
  const unused = bytes[0];
  if (unused === undefined || unused > 7) throw new DerError(`${what}: malformed`);
  const bits: boolean[] = [];
  const total = (bytes.length - 1) * 8 - unused;
  for (let i = 0; i < total; i++) bits.push((((bytes[1 + (i >> 3)] as number) >> (7 - (i & 7))) & 1) === 1);
  return bits;
}

export function readBoolean(node: DerNode | undefined, what = 'boolean'): boolean {
  const bytes = expectUniversal(node, TAG.boolean, what).content;
  if (bytes.length !== 1) throw new DerError(`${what}: a boolean is one octet`);
  return bytes[0] !== 0;
}

export function readOctetString(node: DerNode | undefined, what = 'octet string'): Uint8Array {
  return expectUniversal(node, TAG.octetString, what).content;
}

/** UTCTime (RFC 5280 §4.1.2.5.1: YY ≥ 50 is 19YY) or GeneralizedTime, both as "Z" times. */
export function readTime(node: DerNode | undefined, what = 'time'): Date {
  if (node === undefined) throw new DerError(`${what}: missing`);
  const text = new TextDecoder().decode(node.content);
  let match: RegExpExecArray | null;
  let year: number;
  if (isUniversal(node, TAG.utcTime)) {
    match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
    if (!match) throw new DerError(`${what}: malformed UTCTime "${text}"`);
    const yy = Number(match[1]);
    year = yy >= 50 ? 1900 + yy : 2000 + yy;
  } else if (isUniversal(node, TAG.generalizedTime)) {
    // RFC 3161 §2.4.2 allows fractional seconds in genTime.
    match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
    if (!match) throw new DerError(`${what}: malformed GeneralizedTime "${text}"`);
    year = Number(match[1]);
  } else {
    throw new DerError(`${what}: expected UTCTime or GeneralizedTime`);
  }
  const [, , month, day, hour, minute, second, fraction] = match;
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const time = Date.UTC(year, Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return new Date(time + millis);
}

/** A directory string (PrintableString, UTF8String, IA5String, TeletexString as Latin-1, BMPString). */
export function readString(node: DerNode): string {
  if (node.tagClass === 'universal' && node.tagNumber === TAG.bmpString) {
    let out = '';
    for (let i = 0; i + 1 < node.content.length; i += 2) {
      out += String.fromCharCode(((node.content[i] as number) << 8) | (node.content[i + 1] as number));
    }
    return out;
  }
  if (node.tagClass === 'universal' && node.tagNumber === TAG.teletexString) {
    return String.fromCharCode(...node.content);
  }
  return new TextDecoder().decode(node.content);
}
