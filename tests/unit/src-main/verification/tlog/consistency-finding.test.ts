import { describe, expect, it } from 'vitest';
import { verifyConsistency } from '../../../../../src-main/verification/tlog/consistency';
import {
  consistencyFinding,
  describeFinding,
} from '../../../../../src-main/verification/tlog/consistency-finding';
import { merkleTreeHash } from '../../../../../src-main/verification/tlog/rfc6962';
import { consistencyPath, leafHashes } from '../../../../support/merkle-paths';

const leaves = (prefix: string, count: number) =>
  leafHashes(Array.from({ length: count }, (_, i) => new TextEncoder().encode(`${prefix}${i}`)));

/** The check a monitor makes: its trusted head of size1 against a new head and the log's proof. */
function check(trusted: Uint8Array[], served: Uint8Array[], size1: number, tamper = false) {
  const proof = consistencyPath(served, size1);
  if (tamper) proof[0] = proof[0]!.map((byte, i) => (i === 0 ? byte ^ 1 : byte));
  return verifyConsistency({
    size1: BigInt(size1),
    size2: BigInt(served.length),
    root1: merkleTreeHash(trusted.slice(0, size1)),
    root2: merkleTreeHash(served),
    proof,
  });
}

describe('consistency finding', () => {
  const real = leaves('entry-', 11);
  const forked = [...real.slice(0, 4), ...leaves('forked-', 7)];

  it('is consistent when the proof joins both signed roots', () => {
    expect(consistencyFinding(check(real, real, 6))).toBe('consistent');
  });

  it('is a fork when the proof reproduces the new signed root but another root at the old size', () => {
    const trace = check(real, forked, 6);
    expect(consistencyFinding(trace)).toBe('fork');
    expect(describeFinding('fork', trace)).toMatch(/^fork \(split view\): the log's proof reproduces/);
  });

  it('is an inconsistent proof when the proof does not reproduce the new root', () => {
    const trace = check(real, real, 6, true);
    expect(trace.ok).toBe(false);
    expect(consistencyFinding(trace)).toBe('inconsistent-proof');
    expect(describeFinding('inconsistent-proof', trace)).toMatch(/not by itself evidence of a split view/);
  });

  it('is a fork for two different roots of one size, and an inconsistent proof for a malformed one', () => {
    expect(consistencyFinding(check(real.slice(0, 6), forked.slice(0, 6), 6))).toBe('fork');
    const wrongLength = verifyConsistency({
      size1: 6n,
      size2: 11n,
      root1: merkleTreeHash(real.slice(0, 6)),
      root2: merkleTreeHash(real),
      proof: [],
    });
    expect(consistencyFinding(wrongLength)).toBe('inconsistent-proof');
  });
});
