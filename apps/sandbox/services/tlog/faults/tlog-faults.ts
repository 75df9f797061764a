// Faults only a transparency log can have, switched at /__sandbox/tlog/faults. They produce answers that
// look entirely normal on the wire (no fault header, valid JSON, valid signatures where a real misbehaving
// log would have them), so only a client that verifies what it gets can notice:
//   tamperedProofs          one byte of one proof hash flipped;
//   badCheckpointSignature  checkpoints with the right key hint and a signature that does not verify;
//   forkedTree              a split view: a different tree from a given shard-local index on;
//   rotatedKey              a freshly generated signing key (new key hint, new logID, new /publicKey).
import { LogFaultSettings } from '../../../../../src-shared/contract/schemas/sandbox';
import { generateLogKey, type LogKey } from '../log-identity';
import type { Shard } from '../shards';
import { ForkedView } from './forked-view';

/** The settings are the console's contract (src-shared/contract/schemas/sandbox.ts), each off by default. */
export const NO_TLOG_FAULTS: LogFaultSettings = LogFaultSettings.parse({});

export class TlogFaults {
  private current: LogFaultSettings = structuredClone(NO_TLOG_FAULTS);
  private fork: ForkedView | undefined;
  private rotated: LogKey | undefined;

  get settings(): LogFaultSettings {
    return structuredClone(this.current);
  }

  /** Replaces all log faults; a fork without a start index begins at the active shard's newest entry. */
  set(settings: LogFaultSettings, active: Shard): LogFaultSettings {
    const next = structuredClone(settings);
    if (next.forkedTree) {
      const fromIndex = next.forkedTree.fromIndex ?? Math.max(0, active.tree.size - 1);
      next.forkedTree = { fromIndex };
      const same = this.fork && this.fork.treeId === active.treeId && this.fork.fromIndex === fromIndex;
      if (!same) this.fork = new ForkedView(active.treeId, fromIndex);
    } else {
      this.fork = undefined;
    }
    if (next.rotatedKey && !this.rotated) this.rotated = generateLogKey();
    if (!next.rotatedKey) this.rotated = undefined;
    this.current = next;
    return this.settings;
  }

  reset(): void {
    this.current = structuredClone(NO_TLOG_FAULTS);
    this.fork = undefined;
    this.rotated = undefined;
  }

  /** The key the log signs with now: its own, or the rotated one. */
  signingKey(own: LogKey): LogKey {
    return this.rotated ?? own;
  }

  /** No log fault is on: answers depend on the log's state alone, so they can be kept until it changes. */
  get quiet(): boolean {
    const { tamperedProofs, badCheckpointSignature, forkedTree, rotatedKey } = this.current;
    return tamperedProofs === null && !badCheckpointSignature && forkedTree === null && !rotatedKey;
  }

  get corruptCheckpoints(): boolean {
    return this.current.badCheckpointSignature;
  }

  /** The forked tree to serve for `shard`, when the fork applies to it (only the shard it started in, while active). */
  forkFor(shard: Shard): ForkedView | undefined {
    return this.fork && this.fork.treeId === shard.treeId && !shard.frozen ? this.fork : undefined;
  }

  /** Flips one byte of one hash (hex), if tampering applies to this kind of proof. */
  tamper(hashes: string[], proof: 'inclusion' | 'consistency'): string[] {
    const settings = this.current.tamperedProofs;
    if (!settings || hashes.length === 0) return hashes;
    if (settings.proofs !== 'both' && settings.proofs !== proof) return hashes;
    const at = Math.min(settings.hashIndex, hashes.length - 1);
    const bytes = Buffer.from(hashes[at]!, 'hex');
    bytes[settings.byteIndex] = bytes[settings.byteIndex]! ^ 0xff;
    return hashes.map((hash, i) => (i === at ? bytes.toString('hex') : hash));
  }
}
