// An independent verifier for what the sandbox log serves, written from the specs (RFC 9162 §2.1.3.2 and
// §2.1.4.2, as in transparency-dev/merkle:proof/verify.go) rather than from the sandbox's own code, so the
// tests check the log against the algorithms clients actually run.
import { createHash, createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { parseCheckpoint } from '../../../src-main/verification/tlog/checkpoint';
import { fromHex, toHex } from '../../../src-main/verification/tlog/encoding';
import { hashChildren, hashLeaf } from '../../../src-main/verification/tlog/rfc6962';

const bitLength = (n: bigint) => (n === 0n ? 0 : n.toString(2).length);
const popCount = (n: bigint) => [...n.toString(2)].filter((b) => b === '1').length;

/** RFC 9162 §2.1.3.2: the root a leaf hash and its audit path lead to, or an error. */
export function rootFromInclusionProof(
  index: number,
  size: number,
  leafHash: Uint8Array,
  proof: readonly Uint8Array[],
): Uint8Array {
  const i = BigInt(index);
  const n = BigInt(size);
  if (i >= n) throw new Error(`index ${index} is not below size ${size}`);
  const inner = bitLength(i ^ (n - 1n));
  const border = popCount(i >> BigInt(inner));
  if (proof.length !== inner + border)
    throw new Error(`proof has ${proof.length} hashes, expected ${inner + border}`);
  let hash = leafHash;
  for (let level = 0; level < inner; level++) {
    hash = (i >> BigInt(level)) & 1n ? hashChildren(proof[level]!, hash) : hashChildren(hash, proof[level]!);
  }
  for (const sibling of proof.slice(inner)) hash = hashChildren(sibling, hash);
  return hash;
}

/** RFC 9162 §2.1.4.2: throws unless `proof` shows the tree of size1 (root1) is a prefix of size2 (root2). */
export function verifyConsistency(
  size1: number,
  size2: number,
  root1: Uint8Array,
  root2: Uint8Array,
  proof: readonly Uint8Array[],
): void {
  if (size1 < 1 || size2 < size1) throw new Error(`bad sizes ${size1} → ${size2}`);
  if (size1 === size2) {
    if (proof.length !== 0 || toHex(root1) !== toHex(root2))
      throw new Error('equal sizes need an empty proof and equal roots');
    return;
  }
  if (proof.length === 0) throw new Error('empty consistency proof');
  const n1 = BigInt(size1);
  const n2 = BigInt(size2);
  let inner = bitLength((n1 - 1n) ^ (n2 - 1n));
  const border = popCount((n1 - 1n) >> BigInt(inner));
  const shift = Number((n1 & -n1).toString(2).length - 1);
  inner -= shift;
  const powerOfTwo = n1 === 1n << BigInt(shift);
  const seed = powerOfTwo ? root1 : proof[0]!;
  const rest = powerOfTwo ? proof : proof.slice(1);
  if (rest.length !== inner + border)
    throw new Error(`proof has ${proof.length} hashes, expected ${inner + border + (powerOfTwo ? 0 : 1)}`);
  const mask = (n1 - 1n) >> BigInt(shift);
  let h1 = seed;
  let h2 = seed;
  for (let level = 0; level < inner; level++) {
    if ((mask >> BigInt(level)) & 1n) {
      h1 = hashChildren(rest[level]!, h1);
      h2 = hashChildren(rest[level]!, h2);
    } else {
      h2 = hashChildren(h2, rest[level]!);
    }
  }
  for (const sibling of rest.slice(inner)) {
    h1 = hashChildren(sibling, h1);
    h2 = hashChildren(sibling, h2);
  }
  if (toHex(h1) !== toHex(root1)) throw new Error('consistency proof does not lead to the old root');
  if (toHex(h2) !== toHex(root2)) throw new Error('consistency proof does not lead to the new root');
}

export interface LogEntryValue {
  attestation?: { data: string };
  body: string;
  integratedTime: number;
  logID: string;
  logIndex: number;
  verification: {
    inclusionProof: {
      checkpoint: string;
      hashes: string[];
      logIndex: number;
      rootHash: string;
      treeSize: number;
    };
    signedEntryTimestamp: string;
  };
}

/** Checks a checkpoint's signature against a PEM key (Rekor v1 style: key hint = logID prefix). */
export function checkpointVerifies(note: string, publicKeyPem: string): boolean {
  const checkpoint = parseCheckpoint(note);
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  const hint = createHash('sha256').update(der).digest('hex').slice(0, 8);
  return checkpoint.signatures.some(
    (s) =>
      s.keyHintHex === hint &&
      verify('sha256', Buffer.from(checkpoint.signedText), publicKeyPem, s.signature),
  );
}

/** Every check an auditor makes on one LogEntry map; throws with the first failure. Returns its entry ID. */
export function verifyLogEntry(
  map: Record<string, LogEntryValue>,
  publicKeyPem: string,
): { entryId: string; entry: LogEntryValue } {
  const [entryId, entry] = Object.entries(map)[0]!;
  const body = new Uint8Array(Buffer.from(entry.body, 'base64'));
  const leafHash = hashLeaf(body);
  if (!entryId.endsWith(toHex(leafHash)))
    throw new Error(`entry ID ${entryId} does not end with the leaf hash`);
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  if (entry.logID !== createHash('sha256').update(der).digest('hex'))
    throw new Error('logID is not the key hash');
  const payload = canonicalize({
    body: entry.body,
    integratedTime: entry.integratedTime,
    logID: entry.logID,
    logIndex: entry.logIndex,
  })!;
  if (
    !verify(
      'sha256',
      Buffer.from(payload),
      publicKeyPem,
      Buffer.from(entry.verification.signedEntryTimestamp, 'base64'),
    )
  ) {
    throw new Error('SET does not verify');
  }
  const proof = entry.verification.inclusionProof;
  const root = rootFromInclusionProof(proof.logIndex, proof.treeSize, leafHash, proof.hashes.map(fromHex));
  if (toHex(root) !== proof.rootHash) throw new Error('inclusion proof does not lead to rootHash');
  const checkpoint = parseCheckpoint(proof.checkpoint);
  if (checkpoint.size !== BigInt(proof.treeSize) || toHex(checkpoint.rootHash) !== proof.rootHash) {
    throw new Error('checkpoint does not match the proof');
  }
  if (!checkpointVerifies(proof.checkpoint, publicKeyPem))
    throw new Error('checkpoint signature does not verify');
  const treeId = BigInt(checkpoint.origin.split(' - ')[1] ?? '0');
  if (entryId.length === 80 && BigInt(`0x${entryId.slice(0, 16)}`) !== treeId)
    throw new Error('entry ID tree ≠ checkpoint tree');
  return { entryId, entry };
}
