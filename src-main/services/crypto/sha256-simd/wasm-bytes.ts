// The little of the WebAssembly binary format (WebAssembly/spec: document/core/binary, proposals/simd/
// BinarySIMD.md) that the SHA-256 module needs, written by hand: no well-kept assembler is a small, runtime
// dependency, and emitting a module from code keeps the source and the bytes from ever drifting apart.
import { concatBytes } from '@noble/hashes/utils.js';

/** An instruction sequence under construction. */
export class Code {
  readonly bytes: number[] = [];

  private op(...bytes: number[]): this {
    for (const byte of bytes) this.bytes.push(byte);
    return this;
  }

  private simd(opcode: number, ...immediates: number[]): this {
    return this.op(0xfd, ...unsignedLeb(opcode), ...immediates);
  }

  get(local: number) {
    return this.op(0x20, ...unsignedLeb(local));
  }
  set(local: number) {
    return this.op(0x21, ...unsignedLeb(local));
  }
  i32(value: number) {
    return this.op(0x41, ...signedLeb(value | 0));
  }
  i32Add() {
    return this.op(0x6a);
  }
  i32Sub() {
    return this.op(0x6b);
  }
  i32Eqz() {
    return this.op(0x45);
  }
  i32And() {
    return this.op(0x71);
  }
  i32Shl() {
    return this.op(0x74);
  }
  loop() {
    return this.op(0x03, 0x40);
  }
  block() {
    return this.op(0x02, 0x40);
  }
  /** `if` on the i32 on the stack, no result; closed by end(). */
  if() {
    return this.op(0x04, 0x40);
  }
  brIf(depth: number) {
    return this.op(0x0d, ...unsignedLeb(depth));
  }
  br(depth: number) {
    return this.op(0x0c, ...unsignedLeb(depth));
  }
  end() {
    return this.op(0x0b);
  }
  /** v128.load with a constant offset from the address on the stack (alignment hint 16 bytes). */
  load(offset: number) {
    return this.simd(0x00, 4, ...unsignedLeb(offset));
  }
  store(offset: number) {
    return this.simd(0x0b, 4, ...unsignedLeb(offset));
  }
  /** v128.load32_zero: the 32-bit word at address + offset into lane 0, the other lanes zero. */
  load32Zero(offset: number) {
    return this.simd(0x5c, 2, ...unsignedLeb(offset));
  }
  /** v128.load32_lane: operands address, vector; the word at address + offset replaces lane `lane`. */
  load32Lane(offset: number, lane: number) {
    return this.simd(0x56, 2, ...unsignedLeb(offset), lane);
  }
  /** i32x4.extract_lane. */
  extractLane(lane: number) {
    return this.simd(0x1b, lane);
  }
  /** A v128 constant given as four 32-bit lanes. */
  const4(lanes: readonly [number, number, number, number]) {
    const bytes: number[] = [];
    for (const lane of lanes) bytes.push(lane & 0xff, (lane >>> 8) & 0xff, (lane >>> 16) & 0xff, lane >>> 24);
    return this.simd(0x0c, ...bytes);
  }
  splat(value: number) {
    return this.const4([value, value, value, value]);
  }
  /** i8x16.shuffle of the two operands by 16 byte indices (0–15 first operand, 16–31 second). */
  shuffle(bytes: readonly number[]) {
    return this.simd(0x0d, ...bytes);
  }
  /** v128.any_true: 1 when any bit of the operand is set. */
  anyTrue() {
    return this.simd(0x53);
  }
  and() {
    return this.simd(0x4e);
  }
  or() {
    return this.simd(0x50);
  }
  xor() {
    return this.simd(0x51);
  }
  /** (a & mask) | (b & ~mask) for operands a, b, mask. */
  bitselect() {
    return this.simd(0x52);
  }
  shl(bits: number) {
    return this.i32(bits).simd(0xab);
  }
  shrU(bits: number) {
    return this.i32(bits).simd(0xad);
  }
  add() {
    return this.simd(0xae);
  }
}

export function unsignedLeb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}

export function signedLeb(value: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

const I32 = 0x7f;
const V128 = 0x7b;

function vector(items: number[][]): number[] {
  return [...unsignedLeb(items.length), ...items.flat()];
}

function section(id: number, content: number[]): number[] {
  return [id, ...unsignedLeb(content.length), ...content];
}

function name(text: string): number[] {
  return vector([...Buffer.from(text, 'utf8')].map((byte) => [byte]));
}

export interface ExportedFunction {
  name: string;
  /** Number of i32 parameters; the function returns nothing. */
  params: number;
  v128Locals: number;
  i32Locals: number;
  body: Code;
}

/** Bytes the module places in its memory when instantiated (an active data segment). */
export interface DataSegment {
  offset: number;
  bytes: Uint8Array;
}

/** A module of functions `(i32 …) -> ()` over one exported memory of `pages` 64 KiB pages. */
export function moduleBytes(
  functions: readonly ExportedFunction[],
  pages: number,
  data: readonly DataSegment[] = [],
): Uint8Array {
  const types = functions.map((fn) => [0x60, ...vector(Array.from({ length: fn.params }, () => [I32])), 0]);
  const bodies = functions.map((fn) => {
    const locals = vector([
      [...unsignedLeb(fn.i32Locals), I32],
      [...unsignedLeb(fn.v128Locals), V128],
    ]);
    const content = [...locals, ...fn.body.bytes, 0x0b];
    return [...unsignedLeb(content.length), ...content];
  });
  const exports = [
    ...functions.map((fn, index) => [...name(fn.name), 0x00, ...unsignedLeb(index)]),
    [...name('memory'), 0x02, 0],
  ];
  const sections = Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(types)),
    ...section(3, vector(functions.map((_, index) => unsignedLeb(index)))),
    ...section(5, vector([[0x00, ...unsignedLeb(pages)]])),
    ...section(7, vector(exports)),
    ...section(10, vector(bodies)),
  ]);
  if (data.length === 0) return sections;
  // The data section as byte arrays, not spread into number arrays: a segment can be tens of kilobytes.
  const segments = data.flatMap(({ offset, bytes }) => [
    Uint8Array.from([0x00, 0x41, ...signedLeb(offset), 0x0b, ...unsignedLeb(bytes.length)]),
    bytes,
  ]);
  const content = concatBytes(Uint8Array.from(unsignedLeb(data.length)), ...segments);
  return concatBytes(sections, Uint8Array.from([11, ...unsignedLeb(content.length)]), content);
}
