// RFC 9162 proof generation for tests (§2.1.3.1 PATH, §2.1.4.1 SUBPROOF): the logs these tests fake must
// produce proofs the same way a real log does.
import { hashLeaf, merkleTreeHash } from '../../src-main/verification/tlog/rfc6962';

export const leafHashes = (bodies: Uint8Array[]) => bodies.map(hashLeaf);

function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** RFC 9162 §2.1.3.1 PATH(m, D[n]) over leaf hashes. */
export function inclusionPath(hashes: Uint8Array[], m: number): Uint8Array[] {
  const n = hashes.length;
  if (n <= 1) return [];
  const k = split(n);
  return m < k
    ? [...inclusionPath(hashes.slice(0, k), m), merkleTreeHash(hashes.slice(k))]
    : [...inclusionPath(hashes.slice(k), m - k), merkleTreeHash(hashes.slice(0, k))];
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]) = SUBPROOF(m, D[n], true). */
export function consistencyPath(hashes: Uint8Array[], m: number, complete = true): Uint8Array[] {
  const n = hashes.length;
  if (m === n) return complete ? [] : [merkleTreeHash(hashes)];
  const k = split(n);
  return m <= k
    ? [...consistencyPath(hashes.slice(0, k), m, complete), merkleTreeHash(hashes.slice(k))]
    : [...consistencyPath(hashes.slice(k), m - k, false), merkleTreeHash(hashes.slice(0, k))];
}

export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
