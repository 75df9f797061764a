// Index arithmetic shared by inclusion and consistency proofs (transparency-dev/merkle:proof/verify.go).
// Indices and sizes are 64-bit; production shards are past 2^31, so this is BigInt throughout — JS bitwise
// operators on numbers would silently truncate to 32 bits.

/** Number of bits needed to write `n` (n ≥ 0): Go's bits.Len64. */
function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Number of set bits in `n` (n ≥ 0): Go's bits.OnesCount64. */
function onesCount(n: bigint): number {
  return n.toString(2).replaceAll('0', '').length;
}

/** Number of trailing zero bits in `n` (n > 0): Go's bits.TrailingZeros64. */
export function trailingZeros(n: bigint): number {
  const binary = n.toString(2);
  return binary.length - 1 - binary.lastIndexOf('1');
}

/** Bit `i` of `n` (n ≥ 0). */
export function bitAt(n: bigint, i: number): boolean {
  return ((n >> BigInt(i)) & 1n) === 1n;
}

/**
 * transparency-dev/merkle:proof/verify.go decompInclProof: an inclusion proof for `index` in a tree of
 * `size` leaves has `inner` hashes below the level where the paths to `index` and to the last leaf
 * diverge, then `border` hashes (one per set bit of index above that level) along the right border.
 */
export function decomposeInclusionProof(index: bigint, size: bigint): { inner: number; border: number } {
  const inner = bitLength(index ^ (size - 1n));
  return { inner, border: onesCount(index >> BigInt(inner)) };
}

/** "1 hash" / "5 hashes". */
export function hashes(n: number): string {
  return `${n} hash${n === 1 ? '' : 'es'}`;
}
