import { describe, expect, it } from 'vitest';
import { ConsistencyTrace } from '../../../../../src-shared/contract/schemas/verification';
import { fromBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import { verifyCheckpointSignatures } from '../../../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../../../../src-main/verification/tlog/crypto';
import { verifyConsistency } from '../../../../../src-main/verification/tlog/consistency';
import { flipBit, hex, PRODUCTION, STAGING, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

interface ConsistencyVector {
  size1: number;
  size2: number;
  root1: string;
  root2: string;
  proof: string[] | null;
  checkpoint2?: string;
  origin?: string;
}

const vectors = (file: string) => fixtureJson<{ vectors: ConsistencyVector[] }>(`merkle/${file}`).vectors;
const input = (v: ConsistencyVector) => ({
  size1: BigInt(v.size1),
  size2: BigInt(v.size2),
  root1: hex(v.root1),
  root2: hex(v.root2),
  proof: (v.proof ?? []).map(hex),
});
const rfcVectors = vectors('rfc6962-consistency-proofs.json');

describe('consistency vectors', () => {
  for (const file of [
    'rfc6962-consistency-proofs.json',
    'transparency-dev-consistency-valid.json',
    'synthetic-large-size-consistency.json',
    'real-derived-consistency.json',
  ]) {
    it(`every vector of ${file} verifies`, () => {
      for (const vector of vectors(file)) {
        const trace = verifyConsistency(input(vector));
        expect(trace.error, `${vector.size1} → ${vector.size2}`).toBeNull();
        expect(trace.ok).toBe(true);
        // One transparency-dev probe compares 12-byte placeholder roots: it verifies (as in Go) but cannot be drawn.
        if (vector.root1.length === 64) ConsistencyTrace.parse(trace);
      }
    });
  }

  it('the real derived proofs end at roots that real checkpoints sign', () => {
    for (const vector of vectors('real-derived-consistency.json')) {
      const trust = trustFrom(vector.origin!.startsWith('rekor.sigstage.dev') ? STAGING : PRODUCTION);
      const signed = verifyCheckpointSignatures(vector.checkpoint2!, trust, nodeCrypto);
      expect(signed.ok, signed.detail).toBe(true);
      expect(toHex(signed.checkpoint!.rootHash)).toBe(vector.root2);
      expect(signed.checkpoint!.size).toBe(BigInt(vector.size2));
    }
  });

  it('two independently signed checkpoints of a frozen shard are consistent with an empty proof', () => {
    const same = fixtureJson<{
      checkpoint1: string;
      checkpoint2: string;
      size1: number;
      root1: string;
      root2: string;
    }>('merkle/real-same-size-checkpoints.json');
    const trust = trustFrom(PRODUCTION);
    const [one, two] = [
      verifyCheckpointSignatures(same.checkpoint1, trust, nodeCrypto),
      verifyCheckpointSignatures(same.checkpoint2, trust, nodeCrypto),
    ];
    expect([one.ok, two.ok]).toEqual([true, true]);
    expect(one.checkpoint!.signedText).toBe(two.checkpoint!.signedText);
    const trace = verifyConsistency({
      size1: one.checkpoint!.size,
      size2: two.checkpoint!.size,
      root1: one.checkpoint!.rootHash,
      root2: two.checkpoint!.rootHash,
      proof: [],
    });
    expect(trace).toMatchObject({
      ok: true,
      error: null,
      steps: [],
      size1: '4163431',
      computedRoot1: same.root1,
    });
  });

  it('records the seed and which hashes join the old root', () => {
    const vector = rfcVectors.find((v) => v.size1 === 3 && v.size2 === 7)!;
    const trace = verifyConsistency(input(vector));
    expect(trace.steps[0]).toMatchObject({ index: 0, kind: 'seed', usedFor: 'both', siblingSide: null });
    expect(trace.steps.map((s) => s.usedFor)).toContain('new-only');
    expect(trace.steps[trace.steps.length - 1]!.newRoot).toBe(vector.root2);
    const powerOfTwo = verifyConsistency(input(rfcVectors.find((v) => v.size1 === 4 && v.size2 === 7)!));
    expect(powerOfTwo.steps.some((s) => s.kind === 'seed')).toBe(false);
  });
});

describe('must-fail mutations', () => {
  it('a flipped bit in any proof hash fails on the old or the new root', () => {
    let probes = 0;
    for (const vector of [...rfcVectors, ...vectors('real-derived-consistency.json')]) {
      const base = input(vector);
      base.proof.forEach((_, k) => {
        const trace = verifyConsistency({
          ...base,
          proof: base.proof.map((h, i) => (i === k ? flipBit(h, k + 1) : h)),
        });
        expect(trace.ok).toBe(false);
        expect(trace.error).toMatch(
          /^recomputed (old root [0-9a-f]{64} differs from root1|new root [0-9a-f]{64} differs from root2) [0-9a-f]{64}$/,
        );
        probes++;
      });
    }
    expect(probes).toBeGreaterThan(100);
  });

  it('names the problem precisely', () => {
    const vector = rfcVectors.find((v) => v.size1 === 6 && v.size2 === 8)!;
    const base = input(vector);
    expect(verifyConsistency({ ...base, size1: 9n }).error).toBe(
      'size1 (9) is larger than size2 (8): a log never shrinks',
    );
    expect(verifyConsistency({ ...base, size1: 0n }).error).toBe(
      'size1 is 0: a consistency proof from the empty tree is meaningless',
    );
    expect(verifyConsistency({ ...base, size2: 6n }).error).toBe(
      'both sizes are 6, so the proof must be empty; it has 3 hashes',
    );
    expect(verifyConsistency({ ...base, proof: [] }).error).toBe(
      'size1 (6) < size2 (8) but the proof is empty',
    );
    expect(verifyConsistency({ ...base, proof: base.proof.slice(1) }).error).toBe(
      'the proof has 2 hashes; from size 6 to size 8 it needs 3 (1 seed + 1 inner + 1 border)',
    );
    expect(verifyConsistency({ ...base, root1: flipBit(base.root1) }).error).toMatch(/^recomputed old root/);
    expect(verifyConsistency({ ...base, root2: flipBit(base.root2) }).error).toMatch(/^recomputed new root/);
    expect(
      verifyConsistency({ size1: 5n, size2: 5n, root1: base.root1, root2: base.root2, proof: [] }).error,
    ).toBe(`both trees have 5 leaves but their roots differ: ${vector.root1} vs ${vector.root2}`);
  });

  it('size1 off by one fails; size2 off by one fails unless the proof has the same shape', () => {
    // As with inclusion proofs, the hashes do not bind the new size (2 → 3 and 2 → 4 can chain alike); the
    // signed checkpoint of size2 does, which is why the monitor only compares signed tree heads.
    let sameShape = 0;
    for (const vector of rfcVectors.filter((v) => v.size1 > 1 && v.size1 < v.size2 - 1)) {
      const base = input(vector);
      for (const size1 of [base.size1 + 1n, base.size1 - 1n]) {
        expect(verifyConsistency({ ...base, size1 }).ok, `${size1} → ${base.size2}`).toBe(false);
      }
      for (const size2 of [base.size2 + 1n, base.size2 - 1n]) {
        const trace = verifyConsistency({ ...base, size2 });
        if (trace.ok) sameShape++;
        else expect(trace.error).not.toBeNull();
      }
    }
    expect(sameShape).toBeGreaterThan(0);
  });

  it('a checkpoint root taken from base64 is compared as bytes', () => {
    const root = fromBase64('TQBqpG78tgfdUdkAsSE3VMUMySUcNAXGwlYdnWovMjk=');
    expect(
      verifyConsistency({ size1: 4163431n, size2: 4163431n, root1: root, root2: root, proof: [] }).ok,
    ).toBe(true);
  });
});

describe('without recording steps', () => {
  it('reaches the same verdict, roots and error on every vector and on every bit-flip mutation', () => {
    const all = [
      'rfc6962-consistency-proofs.json',
      'transparency-dev-consistency-valid.json',
      'synthetic-large-size-consistency.json',
    ].flatMap(vectors);
    for (const vector of all) {
      const base = input(vector);
      const variants = [
        base,
        { ...base, size1: base.size1 + 1n },
        ...base.proof.map((_, k) => ({
          ...base,
          proof: base.proof.map((h, i) => (i === k ? flipBit(h, 9) : h)),
        })),
      ];
      for (const variant of variants) {
        expect(verifyConsistency(variant, false)).toEqual({ ...verifyConsistency(variant), steps: [] });
      }
    }
  });
});
