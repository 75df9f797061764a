import { describe, expect, it } from 'vitest';
import { MerkleTree } from '../../../../../../../apps/sandbox/services/tlog/merkle/merkle-tree';
import { fromHex, toHex } from '../../../../../../../src-main/verification/tlog/encoding';
import {
  hashChildren,
  hashLeaf,
  merkleTreeHash,
  splitPoint,
} from '../../../../../../../src-main/verification/tlog/rfc6962';
import {
  rootFromInclusionProof,
  verifyConsistency,
} from '../../../../../../integration/sandbox/proof-verifier';
import { fixtureJson } from '../../../../../../support/tlog-fixtures';

interface ReferenceTree {
  leafInputs: string[];
  rootHashesBySize: Record<string, string>;
}

const reference = fixtureJson<ReferenceTree>('merkle/rfc6962-reference-tree.json');

/** RFC 9162 §2.1.3.1 PATH, written out recursively over the leaf list as the spec states it. */
function naivePath(m: number, leaves: readonly Uint8Array[]): Uint8Array[] {
  if (leaves.length <= 1) return [];
  const k = splitPoint(leaves.length);
  return m < k
    ? [...naivePath(m, leaves.slice(0, k)), merkleTreeHash(leaves.slice(k))]
    : [...naivePath(m - k, leaves.slice(k)), merkleTreeHash(leaves.slice(0, k))];
}

/** RFC 9162 §2.1.4.1 SUBPROOF, likewise. */
function naiveSubproof(m: number, leaves: readonly Uint8Array[], b: boolean): Uint8Array[] {
  const n = leaves.length;
  if (m === n) return b ? [] : [merkleTreeHash(leaves)];
  const k = splitPoint(n);
  return m <= k
    ? [...naiveSubproof(m, leaves.slice(0, k), b), merkleTreeHash(leaves.slice(k))]
    : [...naiveSubproof(m - k, leaves.slice(k), false), merkleTreeHash(leaves.slice(0, k))];
}

function treeOf(leaves: readonly Uint8Array[]): MerkleTree {
  const tree = new MerkleTree();
  for (const leaf of leaves) tree.append(leaf);
  return tree;
}

const syntheticLeaves = (count: number) =>
  Array.from({ length: count }, (_, i) => hashLeaf(new TextEncoder().encode(`leaf ${i}`)));

describe('the sandbox Merkle tree', () => {
  it('gives the reference tree’s root at every size', () => {
    const tree = treeOf(reference.leafInputs.map((leaf) => hashLeaf(fromHex(leaf))));
    for (const [size, root] of Object.entries(reference.rootHashesBySize)) {
      expect(toHex(tree.rootHash(Number(size))), `size ${size}`).toBe(root);
    }
  });

  it('produces RFC 9162 PATH for every leaf of every size up to 40, and they verify', () => {
    const leaves = syntheticLeaves(40);
    const tree = treeOf(leaves);
    for (let size = 1; size <= 40; size++) {
      const root = merkleTreeHash(leaves, size);
      for (let index = 0; index < size; index++) {
        const proof = tree.inclusionProof(index, size);
        expect(proof.map(toHex)).toEqual(naivePath(index, leaves.slice(0, size)).map(toHex));
        expect(toHex(rootFromInclusionProof(index, size, leaves[index]!, proof))).toBe(toHex(root));
      }
    }
  });

  it('produces RFC 9162 SUBPROOF for every pair of sizes up to 40, and they verify', () => {
    const leaves = syntheticLeaves(40);
    const tree = treeOf(leaves);
    for (let size2 = 1; size2 <= 40; size2++) {
      for (let size1 = 1; size1 <= size2; size1++) {
        const proof = tree.consistencyProof(size1, size2);
        const expected = size1 === size2 ? [] : naiveSubproof(size1, leaves.slice(0, size2), true);
        expect(proof.map(toHex), `${size1} → ${size2}`).toEqual(expected.map(toHex));
        verifyConsistency(size1, size2, merkleTreeHash(leaves, size1), merkleTreeHash(leaves, size2), proof);
      }
    }
  });

  it('keeps earlier heads while growing, and stays fast at thousands of leaves', () => {
    const leaves = syntheticLeaves(5000);
    const tree = new MerkleTree();
    const roots: string[] = [];
    for (const leaf of leaves) {
      tree.append(leaf);
      if (tree.size % 997 === 0) roots.push(toHex(tree.rootHash()));
    }
    roots.forEach((root, i) => expect(toHex(tree.rootHash((i + 1) * 997))).toBe(root));
    const started = performance.now();
    for (let i = 0; i < 2000; i++) {
      const size = 2500 + i;
      tree.inclusionProof((i * 7919) % size, size);
      tree.consistencyProof(1 + ((i * 104729) % (size - 1)), size);
    }
    expect(performance.now() - started).toBeLessThan(2000);
    expect(toHex(tree.rootHash())).toBe(toHex(merkleTreeHash(leaves)));
  });

  it('refuses sizes and indices outside the tree', () => {
    const tree = treeOf(syntheticLeaves(5));
    expect(() => tree.rootHash(6)).toThrow(RangeError);
    expect(() => tree.inclusionProof(5, 5)).toThrow(/outside a tree of 5/);
    expect(() => tree.consistencyProof(0, 5)).toThrow(RangeError);
    expect(() => tree.consistencyProof(4, 3)).toThrow(RangeError);
    expect(tree.consistencyProof(5, 5)).toEqual([]);
    expect(toHex(tree.rootHash(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashChildren(tree.leafHash(0), tree.leafHash(1))).toEqual(tree.inclusionProof(2, 4)[1]);
  });
});
