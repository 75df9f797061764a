// Index arithmetic shared by inclusion and consistency proofs (transparency-dev/merkle:proof/verify.go).
// Indices and sizes are 64-bit; production shards are past 2^31, so this is BigInt throughout — JS bitwise
// operators on numbers would silently truncate to 32 bits.

/** Number of bits needed to write `n` (n ≥ 0): Go's bits.Len64. */
export function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Number of set bits in `n` (n ≥ 0): Go's bits.OnesCount64. */
export function onesCount(n: bigint): number {
  let count = 0;
  for (const digit of n.toString(2)) if (digit === '1') count++;
  return count;
}

/** Number of trailing zero bits in `n` (n > 0): Go's bits.TrailingZeros64. */
export function trailingZeros(n: bigint): number {
  const binary = n.toString(2);
  return binary.length - 1 - binary.lastIndexOf('1');
}

/** Bit `i` of a number given as its binary string (n.toString(2)): cheaper than a BigInt shift per step. */
export function bitAt(binary: string, i: number): boolean {
  return i < binary.length && binary.charCodeAt(binary.length - 1 - i) === 0x31;
}

/** Byte-wise equality of two hashes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  // Four bytes a round, differences or-ed without branching: half the time of a byte-at-a-time loop for
  // a hash. Not constant-time in general (the length check returns early); hashes here are public.
  let difference = 0;
  let i = 0;
  for (; i + 4 <= a.length; i += 4) {
    difference |=
      (a[i]! ^ b[i]!) | (a[i + 1]! ^ b[i + 1]!) | (a[i + 2]! ^ b[i + 2]!) | (a[i + 3]! ^ b[i + 3]!);
  }
  for (; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * transparency-dev/merkle:proof/verify.go decompInclProof: an inclusion proof for `index` in a tree of
 * `size` leaves has `inner` hashes below the level where the paths to `index` and to the last leaf
 * diverge, then `border` hashes (one per set bit of index above that level) along the right border.
 */
export function decomposeInclusionProof(index: bigint, size: bigint): { inner: number; border: number } {
  if (index >= 0n && size > 0n && size <= MAX_SAFE) return decomposeSafe(Number(index), Number(size));
  const inner = bitLength(index ^ (size - 1n));
  const border = onesCount(index >> BigInt(inner));
  return { inner, border };
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const WORD = 2 ** 32;

/**
 * decomposeInclusionProof for sizes up to 2^53 in exact Number arithmetic: each operand is split into its
 * high and low 32-bit words, so the 32-bit operators only ever see one word (no truncation), and a proof
 * check skips the BigInt-to-string conversions that dominate its bookkeeping.
 */
function decomposeSafe(index: number, size: number): { inner: number; border: number } {
  const last = size - 1;
  const high = Math.floor(index / WORD) ^ Math.floor(last / WORD);
  const low = ((index % WORD) ^ (last % WORD)) >>> 0;
  const inner = high !== 0 ? 64 - Math.clz32(high) : 32 - Math.clz32(low);
  const above = Math.floor(index / 2 ** inner);
  return { inner, border: popCount32(Math.floor(above / WORD)) + popCount32(above % WORD) };
}

/** Set bits of a 32-bit word (Hacker's Delight 5-2). */
function popCount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * Bit `i` of a non-negative index, for i < 64: from its two 32-bit words when it is at most 2^53, else
 * from its binary string. The caller reads many bits of one index, so it gets a reader.
 */
export function indexBits(index: bigint): (i: number) => boolean {
  const words = safeIndexWords(index);
  if (words === null) {
    const binary = index.toString(2);
    return (i) => bitAt(binary, i);
  }
  const [low, high] = words;
  return (i) => (i < 32 ? ((low >>> i) & 1) === 1 : i < 64 && ((high >>> (i - 32)) & 1) === 1);
}

/** The low and high 32-bit words of an index from 0 to 2^53, exactly; null outside that range. */
export function safeIndexWords(index: bigint): readonly [low: number, high: number] | null {
  if (index < 0n || index > MAX_SAFE) return null;
  const value = Number(index);
  return [value % WORD, Math.floor(value / WORD)];
}

/** "1 hash" / "5 hashes". */
export function hashes(n: number): string {
  return `${n} hash${n === 1 ? '' : 'es'}`;
}
