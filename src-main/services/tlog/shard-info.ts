import type { ShardInfo } from '../../../src-shared/contract/schemas/log';
import { toHex } from '../../verification/tlog/encoding';
import { verifyCheckpointSignatures } from '../../verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../verification/tlog/crypto';
import type { TreeHead } from '../../verification/tlog/log-info';
import type { TrustSet } from '../../verification/tlog/trust-types';

/**
 * A shard as the contract carries it: the checkpoint parsed and its
 * signatures checked against the trust store (never against the key the log
 * serves about itself). The signed size and root must also be the ones the
 * response states in the clear.
 */
export function toShardInfo(raw: TreeHead, trust: TrustSet): Omit<ShardInfo, 'alerts' | 'keyChange'> {
  const verified = verifyCheckpointSignatures(raw.signedTreeHead, trust, nodeCrypto);
  const parsed = verified.checkpoint;
  const rootHash = raw.rootHash.toLowerCase();
  const treeSize = String(raw.treeSize);
  const mismatch =
    parsed && (parsed.size.toString(10) !== treeSize || toHex(parsed.rootHash) !== rootHash)
      ? `the signed checkpoint (size ${parsed.size}, root ${toHex(parsed.rootHash)}) differs from the unsigned treeSize/rootHash (${treeSize}, ${rootHash})`
      : null;
  return {
    treeID: raw.treeID,
    treeSize,
    rootHash,
    signedTreeHead: raw.signedTreeHead,
    checkpoint: parsed && {
      origin: parsed.origin,
      size: parsed.size.toString(10),
      rootHash: toHex(parsed.rootHash),
      extensions: parsed.extensions,
      signatures: parsed.signatures.map((s) => ({ name: s.name, keyHint: s.keyHintHex })),
    },
    checkpointError: parsed ? null : verified.detail,
    verification: {
      ok: verified.ok && mismatch === null,
      detail: mismatch ? `${verified.detail}; but ${mismatch}` : verified.detail,
      signatures: verified.signatures.map((s) => ({ name: s.name, keyHint: s.keyHint, status: s.status })),
    },
  };
}
