// A minimal DER writer (X.690 §10) for building test certificates and time-stamps.

function tlv(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else {
    const bytes: number[] = [];
    for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
    header = [tag, 0x80 | bytes.length, ...bytes];
  }
  const out = new Uint8Array(header.length + length);
  out.set(header, 0);
  out.set(content, header.length);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const seq = (...parts: Uint8Array[]) => tlv(0x30, concat(...parts));
export const set = (...parts: Uint8Array[]) => tlv(0x31, concat(...parts));
export const explicit = (tag: number, ...parts: Uint8Array[]) => tlv(0xa0 | tag, concat(...parts));
export const implicitPrimitive = (tag: number, content: Uint8Array) => tlv(0x80 | tag, content);
export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
export const bitString = (bytes: Uint8Array) => tlv(0x03, concat(Uint8Array.of(0), bytes));
export const nullValue = () => tlv(0x05, new Uint8Array());
export const bool = (value: boolean) => tlv(0x01, Uint8Array.of(value ? 0xff : 0));
const utf8 = (text: string) => tlv(0x0c, new TextEncoder().encode(text));

export function integer(value: number | bigint): Uint8Array {
  let hex = BigInt(value).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (parseInt(hex.slice(0, 2), 16) & 0x80) hex = `00${hex}`;
  return tlv(0x02, Uint8Array.from(Buffer.from(hex, 'hex')));
}

export function oid(dotted: string): Uint8Array {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const group: number[] = [arc & 0x7f];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128)) group.unshift((n & 0x7f) | 0x80);
    bytes.push(...group);
  }
  return tlv(0x06, Uint8Array.from(bytes));
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

export function utcTime(date: Date): Uint8Array {
  const text =
    twoDigits(date.getUTCFullYear() % 100) +
    twoDigits(date.getUTCMonth() + 1) +
    twoDigits(date.getUTCDate()) +
    twoDigits(date.getUTCHours()) +
    twoDigits(date.getUTCMinutes()) +
    twoDigits(date.getUTCSeconds()) +
    'Z';
  return tlv(0x17, new TextEncoder().encode(text));
}

/** GeneralizedTime, with the fraction of a second when there is one (no trailing zeros, X.690 §11.7). */
export function generalizedTime(date: Date): Uint8Array {
  const text = date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.?0*Z$/, 'Z');
  return tlv(0x18, new TextEncoder().encode(text));
}

/** A Name with one CN attribute; the empty Name (as in Fulcio leaves) for "". */
export function name(commonName: string): Uint8Array {
  return commonName === '' ? seq() : seq(set(seq(oid('2.5.4.3'), utf8(commonName))));
}
