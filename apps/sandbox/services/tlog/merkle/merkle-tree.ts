// One shard's RFC 6962 tree, kept as the hashes of its complete subtrees: level h holds the hash of every
// aligned, complete subtree of 2^h leaves (level 0 = the leaf hashes). Any earlier tree head and any proof
// then costs O(log n) lookups plus the few hashes of incomplete right edges (memoized), never a rebuild.
// Proofs follow RFC 9162 §2.1.3 (PATH) and §2.1.4 (SUBPROOF), as transparency-dev/merkle:proof/proof.go does.
// Sizes and indices are plain numbers: exact up to 2^53, and no 32-bit bitwise operators are used.
import { EMPTY_TREE_ROOT, hashChildren, splitPoint } from '../../../../../src-main/verification/tlog/rfc6962';
import { HashList } from './hash-list';

/** Memoized hashes of incomplete ranges; they never change (the tree only grows), so only the size is bounded. */
const MAX_MEMOIZED_RANGES = 65_536;

function isPowerOfTwo(n: number): boolean {
  return n >= 1 && 2 ** Math.round(Math.log2(n)) === n;
}

export class MerkleTree {
  private readonly levels: HashList[] = [new HashList()];
  private readonly memo = new Map<string, Uint8Array>();

  /** Number of leaves. */
  get size(): number {
    return this.levels[0]!.length;
  }

  leafHash(index: number): Uint8Array {
    return this.levels[0]!.get(index);
  }

  /** Adds a leaf (its RFC 6962 leaf hash) and every complete subtree it closes. */
  append(leafHash: Uint8Array): void {
    let height = 0;
    let index = this.size;
    this.levels[0]!.push(leafHash);
    // A right child (odd index) completes its parent: hash the pair one level up, and so on.
    while (index % 2 === 1) {
      const level = this.levels[height]!;
      const parent = hashChildren(level.get(index - 1), level.get(index));
      height += 1;
      index = (index - 1) / 2;
      (this.levels[height] ??= new HashList()).push(parent);
    }
  }

  /** MTH(D[0:size]): the root hash of the tree as it was at `size` leaves. */
  rootHash(size: number = this.size): Uint8Array {
    this.checkSize(size);
    return size === 0 ? EMPTY_TREE_ROOT : this.rangeHash(0, size);
  }

  /** RFC 9162 §2.1.3.1 PATH(m, D[0:size]): sibling hashes from the leaf up to the root. */
  inclusionProof(index: number, size: number = this.size): Uint8Array[] {
    this.checkSize(size);
    if (!Number.isInteger(index) || index < 0 || index >= size) {
      throw new RangeError(`leaf index ${index} is outside a tree of ${size}`);
    }
    const proof: Uint8Array[] = [];
    this.path(index, 0, size, proof);
    return proof;
  }

  /** RFC 9162 §2.1.4.1 PROOF(m, D[0:n]) = SUBPROOF(m, D[0:n], true); empty when the sizes are equal. */
  consistencyProof(size1: number, size2: number = this.size): Uint8Array[] {
    this.checkSize(size2);
    if (!Number.isInteger(size1) || size1 < 1 || size1 > size2) {
      throw new RangeError(`cannot prove consistency from size ${size1} to size ${size2}`);
    }
    const proof: Uint8Array[] = [];
    if (size1 < size2) this.subproof(size1, 0, size2, true, proof);
    return proof;
  }

  private path(m: number, start: number, end: number, proof: Uint8Array[]): void {
    if (end - start === 1) return;
    const k = splitPoint(end - start);
    if (m < start + k) {
      this.path(m, start, start + k, proof);
      proof.push(this.rangeHash(start + k, end));
    } else {
      this.path(m, start + k, end, proof);
      proof.push(this.rangeHash(start, start + k));
    }
  }

  /** `m` counts the old tree's leaves from `start`; `complete` is SUBPROOF's b (the range is the old tree's root). */
  private subproof(m: number, start: number, end: number, complete: boolean, proof: Uint8Array[]): void {
    const n = end - start;
    if (m === n) {
      if (!complete) proof.push(this.rangeHash(start, end));
      return;
    }
    const k = splitPoint(n);
    if (m <= k) {
      this.subproof(m, start, start + k, complete, proof);
      proof.push(this.rangeHash(start + k, end));
    } else {
      this.subproof(m - k, start + k, end, false, proof);
      proof.push(this.rangeHash(start, start + k));
    }
  }

  /**
   * MTH(D[start:end]) for the ranges RFC 9162's recursion visits: `start` is always a multiple of the largest
   * power of two below the range size, so a power-of-two range is a stored complete subtree.
   */
  private rangeHash(start: number, end: number): Uint8Array {
    const n = end - start;
    if (isPowerOfTwo(n) && start % n === 0) {
      return this.levels[Math.log2(n)]!.get(start / n);
    }
    const key = `${start}:${end}`;
    const known = this.memo.get(key);
    if (known) return known;
    const k = splitPoint(n);
    const hash = hashChildren(this.rangeHash(start, start + k), this.rangeHash(start + k, end));
    if (this.memo.size >= MAX_MEMOIZED_RANGES) this.memo.clear();
    this.memo.set(key, hash);
    return hash;
  }

  private checkSize(size: number): void {
    if (!Number.isInteger(size) || size < 0 || size > this.size) {
      throw new RangeError(`tree size ${size} is outside 0..${this.size}`);
    }
  }
}
