// The forkedTree fault: a second tree for the active shard that shares the real leaves before `fromIndex`
// and has different leaves from there on. Served in place of the real one, it is a split view: tree heads
// are validly signed, yet a checkpoint of the same size has a different root and no consistency proof from
// a real checkpoint past the fork point can verify.
import { hashLeaf } from '../../../../../src-main/verification/tlog/rfc6962';
import { MerkleTree } from '../merkle/merkle-tree';
import type { Shard } from '../shards';

const FORK_MARK = new TextEncoder().encode('verity-sandbox forked leaf\n');

function forkedLeaf(realLeafHash: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(FORK_MARK.length + realLeafHash.length);
  bytes.set(FORK_MARK, 0);
  bytes.set(realLeafHash, FORK_MARK.length);
  return hashLeaf(bytes);
}

export class ForkedView {
  private readonly tree = new MerkleTree();

  constructor(
    readonly treeId: string,
    /** Shard-local index of the first leaf that differs. */
    readonly fromIndex: number,
  ) {}

  /** The forked tree, grown to the real shard's size (entries keep arriving while the fault is on). */
  treeFor(shard: Shard): MerkleTree {
    const real = shard.tree;
    for (let i = this.tree.size; i < real.size; i++) {
      this.tree.append(i < this.fromIndex ? real.leafHash(i) : forkedLeaf(real.leafHash(i)));
    }
    return this.tree;
  }
}
