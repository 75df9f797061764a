import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8Encode } from '../../../../../src-main/verification/tlog/encoding';
import {
  EMPTY_TREE_ROOT,
  hashChildren,
  hashLeaf,
  merkleTreeHash,
  splitPoint,
} from '../../../../../src-main/verification/tlog/rfc6962';
import { fixtureJson } from '../../../../support/tlog-fixtures';

interface ReferenceTree {
  leafInputs: string[];
  nodeHashesByLevel: string[][];
  rootHashesBySize: Record<string, string>;
  hasherVectors: Array<{
    desc: string;
    input?: string;
    leaf?: string;
    left?: string;
    right?: string;
    want: string;
  }>;
}

const tree = fixtureJson<ReferenceTree>('merkle/rfc6962-reference-tree.json');
const leafHashes = tree.leafInputs.map((leaf) => hashLeaf(fromHex(leaf)));

describe('RFC 6962 hashing against the transparency-dev/merkle reference tree', () => {
  it('hashes the empty tree, a leaf and a node like the hasher vectors', () => {
    const [empty, emptyLeaf, leaf, node] = tree.hasherVectors;
    expect(toHex(EMPTY_TREE_ROOT)).toBe(empty?.want);
    expect(toHex(hashLeaf(fromHex(emptyLeaf?.leaf ?? 'x')))).toBe(emptyLeaf?.want);
    expect(toHex(hashLeaf(utf8Encode('L123456')))).toBe(leaf?.want);
    expect(toHex(hashChildren(utf8Encode('N123'), utf8Encode('N456')))).toBe(node?.want);
  });

  it('hashes every leaf to the level-0 node hashes', () => {
    expect(leafHashes.map(toHex)).toEqual(tree.nodeHashesByLevel[0]);
  });

  it('hashes each pair of children to the next level up', () => {
    for (let level = 1; level < tree.nodeHashesByLevel.length; level++) {
      const below = (tree.nodeHashesByLevel[level - 1] ?? []).map(fromHex);
      const expected = tree.nodeHashesByLevel[level] ?? [];
      const computed = expected.map((_, i) =>
        toHex(hashChildren(below[2 * i] ?? EMPTY_TREE_ROOT, below[2 * i + 1] ?? EMPTY_TREE_ROOT)),
      );
      expect(computed).toEqual(expected);
    }
  });

  it.each(Object.entries(tree.rootHashesBySize))('computes MTH for tree size %s', (size, root) => {
    expect(toHex(merkleTreeHash(leafHashes, Number(size)))).toBe(root);
    expect(toHex(merkleTreeHash(leafHashes.slice(0, Number(size))))).toBe(root);
  });

  it('splits at the largest power of two below n', () => {
    expect([2, 3, 4, 5, 8, 9, 1000].map(splitPoint)).toEqual([1, 2, 2, 4, 4, 8, 512]);
    expect(() => splitPoint(1)).toThrow(RangeError);
  });

  it('refuses a size beyond the leaves it has', () => {
    expect(() => merkleTreeHash(leafHashes, 9)).toThrow(/outside 0\.\.8/);
    expect(() => merkleTreeHash(leafHashes, -1)).toThrow(RangeError);
  });
});
