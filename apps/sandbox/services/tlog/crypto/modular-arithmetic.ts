// The BigInt arithmetic of ECDSA digest verification (ecdsa-digest.ts): reduction, modular inversion and
// the byte conversions around OpenSSL's ECDH. The inversion is Lehmer's extended GCD (Knuth, TAOCP vol. 2,
// §4.5.2, Algorithm L): most quotient steps run on 50-bit leading parts as doubles, and only every few
// dozen steps touch the BigInts, which is several times faster than BigInt-only Euclid on 256-bit values.

/** Leading bits kept as a double: quotients of such numbers stay exact and floor correctly. */
const LEADING_BITS = 50;
/** Below this, plain Euclid finishes: few steps remain. */
const SMALL = 1n << BigInt(LEADING_BITS);

export function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** Bits of a positive value. */
function bitLength(x: bigint): number {
  const hex = x.toString(16);
  return (hex.length - 1) * 4 + 32 - Math.clz32(parseInt(hex[0]!, 16));
}

type EuclidState = [u: bigint, v: bigint, x: bigint, y: bigint];

/** Up to `limit` full-precision extended-Euclid steps on (u, v, x, y), keeping x·a ≡ u, y·a ≡ v (mod m). */
function euclidSteps([u, v, x, y]: EuclidState, limit: number): EuclidState {
  for (let step = 0; step < limit && v !== 0n; step++) {
    const q = u / v;
    [u, v] = [v, u - q * v];
    [x, y] = [y, x - q * y];
  }
  return [u, v, x, y];
}

/** Textbook extended Euclid, the reference the fast path is checked against: a⁻¹ mod m, or 0n. */
function euclidInverse(a: bigint, m: bigint): bigint {
  const [g, , x] = euclidSteps([m, a, 0n, 1n], Infinity);
  return g === 1n ? mod(x, m) : 0n;
}

function lehmerInverse(a: bigint, m: bigint): bigint {
  // Invariant: x·a ≡ u and y·a ≡ v (mod m), u > v ≥ 0.
  let u = m;
  let v = a;
  let x = 0n;
  let y = 1n;
  while (v >= SMALL) {
    const shift = BigInt(Math.max(0, bitLength(u) - LEADING_BITS));
    let uh = Number(u >> shift);
    let vh = Number(v >> shift);
    // (u', v') = (A·u + B·v, C·u + D·v) after the quotient steps the leading parts settle for certain.
    let A = 1;
    let B = 0;
    let C = 0;
    let D = 1;
    while (vh + C !== 0 && vh + D !== 0) {
      const q = Math.floor((uh + A) / (vh + C));
      if (q !== Math.floor((uh + B) / (vh + D))) break;
      let t = A - q * C;
      A = C;
      C = t;
      t = B - q * D;
      B = D;
      D = t;
      t = uh - q * vh;
      uh = vh;
      vh = t;
    }
    if (B === 0) {
      // No step was certain from the leading parts: one full-precision step.
      [u, v, x, y] = euclidSteps([u, v, x, y], 1);
    } else {
      const [a1, b1, c1, d1] = [BigInt(A), BigInt(B), BigInt(C), BigInt(D)];
      const nu = a1 * u + b1 * v;
      v = c1 * u + d1 * v;
      u = nu;
      const nx = a1 * x + b1 * y;
      y = c1 * x + d1 * y;
      x = nx;
    }
  }
  const [g, , inverse] = euclidSteps([u, v, x, y], Infinity);
  return g === 1n ? mod(inverse, m) : 0n;
}

/** a⁻¹ mod m; throws when there is none (a ≡ 0, or gcd(a, m) ≠ 1). */
export function invert(a: bigint, m: bigint): bigint {
  const reduced = mod(a, m);
  if (reduced === 0n) throw new RangeError('0 has no inverse');
  let inverse = lehmerInverse(reduced, m);
  // A one-multiplication check keeps a wrong fast answer from ever reaching a verdict.
  if (mod(inverse * reduced, m) !== 1n) inverse = euclidInverse(reduced, m);
  if (mod(inverse * reduced, m) !== 1n) throw new RangeError('the value has no inverse for this modulus');
  return inverse;
}

/** Inverses of every value (all invertible mod m) with a single inversion (Montgomery's trick). */
export function invertAll(values: readonly bigint[], m: bigint): bigint[] {
  if (values.length === 0) return [];
  const prefix = new Array<bigint>(values.length);
  let running = 1n;
  for (let i = 0; i < values.length; i++) {
    running = mod(running * values[i]!, m);
    prefix[i] = running;
  }
  let inverse = invert(running, m);
  const result = new Array<bigint>(values.length);
  for (let i = values.length - 1; i > 0; i--) {
    result[i] = mod(inverse * prefix[i - 1]!, m);
    inverse = mod(inverse * values[i]!, m);
  }
  result[0] = inverse;
  return result;
}

/** Big-endian unsigned bytes → BigInt (no copy of the bytes). */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  return BigInt(`0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`);
}

/** Writes x (0 ≤ x < 256^length) big-endian into `out` at `offset`, in exactly `length` bytes. */
export function writeBigInt(x: bigint, out: Uint8Array, offset: number, length: number): void {
  if (x < 0n || x >> BigInt(length * 8) !== 0n)
    throw new RangeError(`the value does not fit ${length} bytes`);
  if (offset < 0 || offset + length > out.length) throw new RangeError('the bytes do not fit the buffer');
  const view = new DataView(out.buffer, out.byteOffset, out.length);
  let rest = x;
  let end = offset + length;
  for (; end - offset >= 8; end -= 8) {
    view.setBigUint64(end - 8, BigInt.asUintN(64, rest));
    rest >>= 64n;
  }
  for (; end > offset; end--) {
    out[end - 1] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

/** BigInt (0 ≤ x < 256^length) → big-endian bytes of exactly `length`. */
export function bigIntToBytes(x: bigint, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  writeBigInt(x, out, 0, length);
  return out;
}
