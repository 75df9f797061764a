// Signs tree heads the way Rekor v1 does (sigstore/rekor:pkg/util/checkpoint.go, signed_note.go):
// origin "<key name> - <tree ID>", ECDSA P-256 over SHA-256 of the note text, DER signature, 4-byte key hint.
import { sign } from 'node:crypto';
import { formatCheckpoint, formatCheckpointBody } from '../../../../src-shared/tlog/checkpoint';
import { formatSignatureLine } from '../../../../src-shared/tlog/signed-note';
import type { LogIdentity } from './log-identity';

export function checkpointOrigin(identity: LogIdentity): string {
  return `${identity.keyName} - ${identity.treeId.toString(10)}`;
}

/** A freshly signed checkpoint for the given tree head (ECDSA signatures differ on every call). */
export function signCheckpoint(identity: LogIdentity, treeSize: number, rootHash: Uint8Array): string {
  const checkpoint = { origin: checkpointOrigin(identity), size: BigInt(treeSize), rootHash, extensions: [] };
  const signature = sign(
    'sha256',
    Buffer.from(formatCheckpointBody(checkpoint), 'utf8'),
    identity.privateKey,
  );
  return formatCheckpoint(checkpoint, [formatSignatureLine(identity.keyName, identity.keyHint, signature)]);
}
