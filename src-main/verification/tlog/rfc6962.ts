// RFC 6962 Merkle tree hashing (identical in RFC 9162 §2.1.1), as Rekor v1 uses it through Trillian.
// Written out here because no maintained JS package exposes these primitives, and each one is a line of
// code next to its spec text. Mirrors transparency-dev/merkle:rfc6962/rfc6962.go.
import { sha256 } from './crypto';

const LEAF_HASH_PREFIX = Uint8Array.of(0x00);
const NODE_HASH_PREFIX = Uint8Array.of(0x01);

/** RFC 6962 §2.1: the hash of an empty list is the hash of an empty string, MTH({}) = SHA-256(). */
export const EMPTY_TREE_ROOT: Uint8Array = sha256();

/** RFC 6962 §2.1: MTH({d(0)}) = SHA-256(0x00 || d(0)), the hash of one leaf. */
export function hashLeaf(leaf: Uint8Array): Uint8Array {
  return sha256(LEAF_HASH_PREFIX, leaf);
}

/** RFC 6962 §2.1: an interior node is SHA-256(0x01 || left || right). */
export function hashChildren(left: Uint8Array, right: Uint8Array): Uint8Array {
  return sha256(NODE_HASH_PREFIX, left, right);
}

/** RFC 6962 §2.1: k, the largest power of two smaller than n (n > 1), where a tree of n leaves splits. */
export function splitPoint(n: number): number {
  if (!Number.isSafeInteger(n) || n < 2)
    throw new RangeError(`a tree splits only with 2 or more leaves, not ${n}`);
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * RFC 6962 §2.1: MTH(D[n]) over the first `size` leaves, given their leaf hashes (not the raw leaves),
 * so a log can keep one hash per entry and recompute any earlier root from them.
 */
export function merkleTreeHash(
  leafHashes: readonly Uint8Array[],
  size: number = leafHashes.length,
): Uint8Array {
  if (!Number.isSafeInteger(size) || size < 0 || size > leafHashes.length) {
    throw new RangeError(`tree size ${size} is outside 0..${leafHashes.length}`);
  }
  return size === 0 ? EMPTY_TREE_ROOT : subtreeHash(leafHashes, 0, size);
}

/** RFC 6962 §2.1: MTH(D[start:end]) = hashChildren(MTH(D[start:start+k]), MTH(D[start+k:end])). */
function subtreeHash(leafHashes: readonly Uint8Array[], start: number, end: number): Uint8Array {
  const count = end - start;
  if (count === 1) {
    const leafHash = leafHashes[start];
    if (leafHash === undefined) throw new RangeError(`leaf hash ${start} is missing`);
    return leafHash;
  }
  const k = splitPoint(count);
  return hashChildren(subtreeHash(leafHashes, start, start + k), subtreeHash(leafHashes, start + k, end));
}
