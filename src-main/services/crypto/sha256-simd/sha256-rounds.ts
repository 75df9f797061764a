// FIPS 180-4 §6.2.2 SHA-256 compression emitted as i32x4 WebAssembly code: four messages per 32-bit lane,
// one round after another, the schedule expanded in locals or read from a table of precomputed schedules.
import type { Code } from './wasm-bytes';

/** FIPS 180-4 §4.2.2 round constants. */
export const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];
/** FIPS 180-4 §5.3.3 initial hash value. */
export const IV = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** The v128 locals one group of four lanes compresses with. */
export interface RoundLocals {
  /** a..h, 8 locals. */
  readonly st: number;
  /** Message schedule ring, 16 locals. */
  readonly w: number;
  readonly t1: number;
  role: number[];
}

const rotr = (x: number, n: number) => ((x >>> n) | (x << (32 - n))) >>> 0;
const bigSigma0 = (c: Code, x: number) => rotations(c, x, [2, 13, 22]);
const bigSigma1 = (c: Code, x: number) => rotations(c, x, [6, 11, 25]);

function rotations(c: Code, x: number, amounts: readonly number[]) {
  amounts.forEach((n, i) => {
    c.get(x)
      .shl(32 - n)
      .get(x)
      .shrU(n)
      .or();
    if (i > 0) c.xor();
  });
}

/** FIPS 180-4 §4.1.2 σ0 / σ1 of a local: two rotations and a shift. */
function smallSigma(c: Code, x: number, [r1, r2, s]: readonly [number, number, number]) {
  rotations(c, x, [r1, r2]);
  c.get(x).shrU(s).xor();
}
const SIGMA0: [number, number, number] = [7, 18, 3];
const SIGMA1: [number, number, number] = [17, 19, 10];
const smallSigmaOf = (v: number, [r1, r2, s]: readonly [number, number, number]) =>
  (rotr(v, r1) ^ rotr(v, r2) ^ (v >>> s)) >>> 0;

/**
 * FIPS 180-4 §6.2.2 steps 1–4 over each group's message words in its W, from its state in ST; the groups'
 * rounds interleave so the processor overlaps independent dependency chains.
 */
export function compress(c: Code, groups: readonly RoundLocals[]) {
  for (const g of groups) g.role = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => g.st + i); // a b c d e f g h
  for (let t = 0; t < 64; t++) {
    for (const g of groups) round(c, g, t);
  }
}

/**
 * Where K[t] + W[t] of every round is read from memory instead of computed: one table row of 64 words per
 * lane, its address in an i32 local (`rows` + lane), the row's words at `offset` + 4t.
 */
export interface TableRows {
  offset: number;
  rows: number;
}

/**
 * FIPS 180-4 §6.2.2 steps 2–4 with each lane's K[t] + W[t] gathered from its table row: for a message block
 * that takes few enough values to tabulate every schedule, such as the second block of a node hash.
 */
export function compressFromTable(
  c: Code,
  groups: readonly RoundLocals[],
  rows: (g: RoundLocals) => TableRows,
) {
  for (const g of groups) g.role = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => g.st + i);
  for (let t = 0; t < 64; t++) {
    for (const g of groups) round(c, g, t, rows(g));
  }
}

/** K[t] + W[t] for every round of the block whose 16 message words are `block` (FIPS 180-4 §6.2.2 step 1). */
export function roundInputs(block: readonly number[]): number[] {
  const w = block.slice();
  for (let t = 16; t < 64; t++) {
    w[t] =
      (smallSigmaOf(w[t - 2]!, SIGMA1) + w[t - 7]! + smallSigmaOf(w[t - 15]!, SIGMA0) + w[t - 16]!) >>> 0;
  }
  return w.map((word, t) => (word + K[t]!) >>> 0);
}

function round(c: Code, group: RoundLocals, t: number, table?: TableRows) {
  const { role, w: W, t1: T1 } = group;
  if (table === undefined && t >= 16) expand(c, W, t);
  const [a, b, cc, d, e, f, g, h] = role as [number, number, number, number, number, number, number, number];
  // T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]
  c.get(h);
  bigSigma1(c, e);
  c.add().get(f).get(g).get(e).bitselect().add();
  if (table === undefined)
    c.get(W + (t % 16))
      .splat(K[t]!)
      .add();
  else {
    // Addresses first, then the vector each lane's word goes into: the operand order of load32_lane.
    for (let lane = 3; lane >= 0; lane--) c.get(table.rows + lane);
    c.load32Zero(table.offset + 4 * t);
    for (let lane = 1; lane < 4; lane++) c.load32Lane(table.offset + 4 * t, lane);
  }
  c.add().set(T1);
  // d += T1; h = T1 + Σ0(a) + Maj(a, b, c), Maj as bitselect(c, a, a ^ b)
  c.get(d).get(T1).add().set(d);
  c.get(T1);
  bigSigma0(c, a);
  c.add().get(cc).get(a).get(a).get(b).xor().bitselect().add().set(h);
  role.unshift(role.pop()!);
}

/** FIPS 180-4 §6.2.2 step 1, t ≥ 16: W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], in slot t mod 16. */
function expand(c: Code, W: number, t: number) {
  const slot = (back: number) => W + ((t - back) % 16);
  smallSigma(c, slot(2), SIGMA1);
  c.get(slot(7)).add();
  smallSigma(c, slot(15), SIGMA0);
  c.add()
    .get(slot(16))
    .add()
    .set(W + (t % 16));
}
