// Signs tree heads the way Rekor v1 does (sigstore/rekor:pkg/util/checkpoint.go, signed_note.go): origin
// "<key name> - <tree ID>", ECDSA P-256 over SHA-256 of the note text, DER signature, 4-byte key hint.
// Unlike Rekor, which signs afresh on every response, each tree head is signed once and the note reused
// (bounded cache), so every client at the same size holds the byte-identical checkpoint.
import { sign } from 'node:crypto';
import {
  formatCheckpoint,
  formatCheckpointBody,
  type Checkpoint,
} from '../../../../src-main/verification/tlog/checkpoint';
import { toHex } from '../../../../src-main/verification/tlog/encoding';
import { formatSignatureLine } from '../../../../src-main/verification/tlog/signed-note';
import type { LogKey } from './log-identity';

const MAX_CACHED_NOTES = 8192;

function checkpointOrigin(keyName: string, treeId: string): string {
  return `${keyName} - ${treeId}`;
}

/** A freshly signed checkpoint. `corrupt` signs a different text: right key hint, signature that fails. */
export function signCheckpoint(
  key: LogKey,
  treeId: string,
  treeSize: number,
  rootHash: Uint8Array,
  corrupt = false,
): string {
  const checkpoint: Checkpoint = {
    origin: checkpointOrigin(key.keyName, treeId),
    size: BigInt(treeSize),
    rootHash,
    extensions: [],
  };
  const text = formatCheckpointBody(checkpoint);
  const signed = corrupt ? `${text}\u0000` : text;
  const signature = sign('sha256', Buffer.from(signed, 'utf8'), key.privateKey);
  return formatCheckpoint(checkpoint, [formatSignatureLine(key.keyName, key.keyHint, signature)]);
}

export class CheckpointNotary {
  private readonly notes = new Map<string, string>();

  /** The one note for this key, tree and head (and fault), signed on first request. */
  note(key: LogKey, treeId: string, treeSize: number, rootHash: Uint8Array, corrupt = false): string {
    const id = `${key.logId}|${treeId}|${treeSize}|${toHex(rootHash)}|${corrupt ? 'x' : ''}`;
    let note = this.notes.get(id);
    if (note === undefined) {
      note = signCheckpoint(key, treeId, treeSize, rootHash, corrupt);
      if (this.notes.size >= MAX_CACHED_NOTES) this.notes.delete(this.notes.keys().next().value!);
      this.notes.set(id, note);
    }
    return note;
  }
}
