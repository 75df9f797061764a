// The 'index' check: an entry's position must be consistent across everything that states it — the entry
// ID's tree ID, the checkpoint origin's tree ID, and global index = shard offset + shard index
// (sigstore/rekor:pkg/sharding/ranges.go; the SET signs the global index, the proof the shard index).
import type { Check } from '../../../src-shared/contract/schemas/verification';
import type { Checkpoint } from './checkpoint';
import { tlogCheck } from './check';
import { KNOWN_SHARD_OFFSETS, parseRekorOrigin } from './shards';
import type { TlogEntryFacts } from './tlog-entry-types';

export function checkIndex(facts: TlogEntryFacts, checkpoint: Checkpoint | null, rekorV2: boolean): Check {
  const { proof, logIndex } = facts;
  if (rekorV2) {
    if (proof === null) return tlogCheck('index', null, 'no inclusion proof to compare the log index with');
    return proof.logIndex === logIndex
      ? tlogCheck('index', true, `Rekor v2 logs have no shards: log index ${logIndex} is the proof's index`)
      : tlogCheck(
          'index',
          false,
          `log index ${logIndex} differs from the inclusion proof's index ${proof.logIndex} (Rekor v2 has no shards)`,
        );
  }
  const passed: string[] = [];
  const failed: string[] = [];
  const notes: string[] = [];
  // The check's claim is "global and shard index agree": only a checked offset can pass it; a matching
  // tree ID alone is reported but leaves the check "not checked".
  let offsetChecked = false;
  const origin = checkpoint === null ? null : parseRekorOrigin(checkpoint.origin);
  const entryTree = facts.entryId?.treeId ?? null;
  if (entryTree !== null && origin !== null) {
    (entryTree === origin.treeId ? passed : failed).push(
      entryTree === origin.treeId
        ? `entry ID tree ${facts.entryId!.treeIdHex} = checkpoint tree ${origin.treeId}`
        : `the entry ID names tree ${facts.entryId!.treeIdHex} (${entryTree}) but the checkpoint is for tree ${origin.treeId}`,
    );
  }
  const treeId = origin?.treeId ?? entryTree;
  const known = treeId === null ? undefined : KNOWN_SHARD_OFFSETS.get(treeId.toString());
  if (proof !== null) {
    const offset = logIndex - proof.logIndex;
    if (offset < 0n) {
      failed.push(`the shard index ${proof.logIndex} exceeds the global index ${logIndex}`);
    } else if (known !== undefined) {
      offsetChecked = true;
      (offset === known.offset ? passed : failed).push(
        offset === known.offset
          ? `global ${logIndex} = shard ${treeId} offset ${known.offset} + shard index ${proof.logIndex}`
          : `global ${logIndex} − shard index ${proof.logIndex} = ${offset}, but shard ${treeId} of ${known.host} starts at global ${known.offset}`,
      );
    } else {
      notes.push(
        `global ${logIndex} − shard index ${proof.logIndex} = offset ${offset} (${unknownShard(treeId, offset)})`,
      );
    }
  } else if (known !== undefined) {
    notes.push(
      `shard index = global ${logIndex} − offset ${known.offset} = ${logIndex - known.offset} (no proof to compare)`,
    );
  }
  const detail = [...failed, ...passed, ...notes].join('; ');
  if (failed.length > 0) return tlogCheck('index', false, detail);
  if (offsetChecked) return tlogCheck('index', true, detail);
  return tlogCheck(
    'index',
    null,
    `not checked: ${detail || "nothing states the entry's shard, so the index cannot be cross-checked"}`,
  );
}

/** Why an offset could not be checked, and which known shard starts there if one does. */
function unknownShard(treeId: bigint | null, offset: bigint): string {
  const candidates = [...KNOWN_SHARD_OFFSETS].filter(([, shard]) => shard.offset === offset);
  const hint =
    candidates.length === 0
      ? ''
      : `; that is where shard ${candidates.map(([id, s]) => `${id} of ${s.host}`).join(' or ')} starts`;
  return treeId === null
    ? `no checkpoint or entry ID names the shard, so the offset is not checked${hint}`
    : `shard ${treeId} is not in the known-offsets table, so the offset is not checked${hint}`;
}
