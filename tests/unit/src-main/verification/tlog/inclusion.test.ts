import { describe, expect, it } from 'vitest';
import { InclusionTrace } from '../../../../../src-shared/contract/schemas/verification';
import { toHex } from '../../../../../src-main/verification/tlog/encoding';
import { merkleTreeHash } from '../../../../../src-main/verification/tlog/rfc6962';
import {
  diagnoseInclusion,
  subtreeOfStep,
  verifyInclusion,
} from '../../../../../src-main/verification/tlog/inclusion';
import { decomposeInclusionProof } from '../../../../../src-main/verification/tlog/merkle-math';
import { flipBit, hex } from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

interface InclusionVector {
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  proof: string[] | null;
  rootHash: string;
}

const vectors = (file: string) => fixtureJson<{ vectors: InclusionVector[] }>(`merkle/${file}`).vectors;
const input = (v: InclusionVector) => ({
  leafIndex: BigInt(v.leafIndex),
  treeSize: BigInt(v.treeSize),
  leafHash: hex(v.leafHash),
  proof: (v.proof ?? []).map(hex),
  root: hex(v.rootHash),
});

const reference = fixtureJson<{ nodeHashesByLevel: string[][] }>('merkle/rfc6962-reference-tree.json');
const leafHashes = reference.nodeHashesByLevel[0]!.map(hex);
const rfcVectors = vectors('rfc6962-inclusion-proofs.json');

/** The hash of leaves [start, start + size) of the reference tree, computed from the leaves alone. */
function subtreeHash(start: bigint, size: bigint): Uint8Array {
  return merkleTreeHash(leafHashes.slice(Number(start), Number(start + size)));
}

describe('inclusion vectors', () => {
  for (const file of [
    'rfc6962-inclusion-proofs.json',
    'transparency-dev-inclusion-valid.json',
    'synthetic-large-index-inclusion.json',
  ]) {
    it(`every vector of ${file} verifies, with a schema-valid trace`, () => {
      const list = vectors(file);
      expect(list.length).toBeGreaterThan(5);
      for (const vector of list) {
        const trace = verifyInclusion(input(vector));
        expect(trace.error, `leaf ${vector.leafIndex} of ${vector.treeSize}`).toBeNull();
        expect(trace.ok).toBe(true);
        expect(trace.computedRoot).toBe(vector.rootHash);
        expect(trace.steps).toHaveLength((vector.proof ?? []).length);
        InclusionTrace.parse(trace);
      }
    });
  }

  it('records each step: side, level, kind, and the hash chain leaf → root', () => {
    const vector = rfcVectors.find((v) => v.leafIndex === 5 && v.treeSize === 8)!;
    const trace = verifyInclusion(input(vector));
    expect(trace.steps.map((s) => [s.kind, s.level, s.siblingSide])).toEqual([
      ['inner', 0, 'left'],
      ['inner', 1, 'right'],
      ['border', 2, 'left'],
    ]);
    expect(trace.steps[0]!.input).toBe(vector.leafHash);
    for (let i = 1; i < trace.steps.length; i++)
      expect(trace.steps[i]!.input).toBe(trace.steps[i - 1]!.output);
    expect(trace.steps.every((s) => s.status === 'unchecked' && s.expectedSibling === null)).toBe(true);
  });

  it('keeps 64-bit indices exact: border levels of a leaf near 2^53', () => {
    const vector = vectors('synthetic-large-index-inclusion.json').find(
      (v) => v.treeSize === 9007199254740991,
    )!;
    const trace = verifyInclusion(input(vector));
    expect(trace.ok).toBe(true);
    expect(trace.leafIndex).toBe('4503599627370503');
    const levels = trace.steps.map((s) => s.level);
    expect(levels[levels.length - 1]).toBe(52);
  });
});

describe('subtreeOfStep', () => {
  it('names the leaves each sibling covers, for every proof in the reference tree', () => {
    for (const vector of rfcVectors) {
      (vector.proof ?? []).forEach((sibling, step) => {
        const { start, size } = subtreeOfStep(BigInt(vector.leafIndex), BigInt(vector.treeSize), step);
        expect(
          toHex(subtreeHash(start, size)),
          `leaf ${vector.leafIndex}/${vector.treeSize} step ${step}`,
        ).toBe(sibling);
      });
    }
  });

  it('rejects steps that do not exist', () => {
    expect(() => subtreeOfStep(5n, 8n, 3)).toThrow(
      'step 4 does not exist: the proof for leaf 5 of 8 has 3 steps',
    );
    expect(() => subtreeOfStep(8n, 8n, 0)).toThrow('leaf index 8 is outside a 8-leaf tree');
  });
});

describe('must-fail mutations', () => {
  it('a flipped bit in any proof hash fails, and diagnosis pinpoints that step', () => {
    let probes = 0;
    for (const vector of rfcVectors) {
      const proof = (vector.proof ?? []).map(hex);
      const independent = new Map(
        proof.map((_, step) => {
          const { start, size } = subtreeOfStep(BigInt(vector.leafIndex), BigInt(vector.treeSize), step);
          return [step, subtreeHash(start, size)] as const;
        }),
      );
      for (let k = 0; k < proof.length; k++) {
        const tampered = proof.map((hash, i) => (i === k ? flipBit(hash, 7 * k + 3) : hash));
        const trace = verifyInclusion({ ...input(vector), proof: tampered });
        expect(trace.ok).toBe(false);
        expect(trace.error).toMatch(/^computed root [0-9a-f]{64} differs from expected [0-9a-f]{64}$/);
        const diagnosed = diagnoseInclusion(trace, independent);
        expect(diagnosed.steps.map((s) => s.status)).toEqual(
          proof.map((_, i) => (i === k ? 'failed' : 'ok')),
        );
        expect(diagnosed.error).toContain(`step ${k + 1} (`);
        expect(diagnosed.steps[k]!.expectedSibling).toBe(vector.proof![k]);
        InclusionTrace.parse(diagnosed);
        probes++;
      }
    }
    expect(probes).toBeGreaterThan(50);
  });

  it('a flipped bit in the leaf hash or the root fails', () => {
    const vector = rfcVectors.find((v) => v.leafIndex === 2 && v.treeSize === 7)!;
    expect(verifyInclusion({ ...input(vector), leafHash: flipBit(hex(vector.leafHash)) }).ok).toBe(false);
    expect(verifyInclusion({ ...input(vector), root: flipBit(hex(vector.rootHash)) }).ok).toBe(false);
  });

  it('a proof of the wrong length names both counts', () => {
    const filler = Array.from({ length: 5 }, (_, i) => new Uint8Array(32).fill(i));
    const trace = verifyInclusion({
      leafIndex: 3n,
      treeSize: 10n,
      leafHash: filler[0]!,
      proof: filler,
      root: filler[1]!,
    });
    expect(trace.error).toBe(
      'the proof has 5 hashes; leaf 3 of a 10-leaf tree needs 4 (4 below the right border + 0 on it)',
    );
    expect(trace.computedRoot).toBeNull();
    const vector = rfcVectors.find((v) => v.leafIndex === 0 && v.treeSize === 8)!;
    const extra = verifyInclusion({ ...input(vector), proof: [...input(vector).proof, filler[0]!] });
    expect(extra.error).toBe(
      'the proof has 4 hashes; leaf 0 of a 8-leaf tree needs 3 (3 below the right border + 0 on it)',
    );
    const short = verifyInclusion({ ...input(vector), proof: input(vector).proof.slice(1) });
    expect(short.error).toMatch(/^the proof has 2 hashes; leaf 0 of a 8-leaf tree needs 3/);
  });

  it('an index off by one fails', () => {
    for (const vector of rfcVectors.filter((v) => v.treeSize > 1)) {
      const base = input(vector);
      for (const leafIndex of [base.leafIndex + 1n, base.leafIndex - 1n]) {
        if (leafIndex < 0n) continue;
        const trace = verifyInclusion({ ...base, leafIndex });
        expect(trace.ok, `leaf ${leafIndex} of ${base.treeSize}`).toBe(false);
        expect(trace.error).not.toBeNull();
      }
    }
  });

  it('a size off by one fails unless the proof has the same shape for both sizes', () => {
    // The proof hashes do not bind the tree size: leaf 0 of 3 and of 4 chain the same way, so the old
    // root still comes out. The signed checkpoint binds the size; hence the separate checkpoint-proof check.
    let sameShape = 0;
    for (const vector of rfcVectors.filter((v) => v.treeSize > 1)) {
      const base = input(vector);
      for (const treeSize of [base.treeSize + 1n, base.treeSize - 1n]) {
        if (treeSize <= base.leafIndex) continue;
        const trace = verifyInclusion({ ...base, treeSize });
        const shapeKept =
          JSON.stringify(decomposeInclusionProof(base.leafIndex, treeSize)) ===
          JSON.stringify(decomposeInclusionProof(base.leafIndex, base.treeSize));
        const sidesKept =
          shapeKept &&
          trace.steps.every((step, i) => step.siblingSide === verifyInclusion(base).steps[i]!.siblingSide);
        if (sidesKept) sameShape++;
        else expect(trace.ok, `leaf ${base.leafIndex} of ${treeSize}`).toBe(false);
      }
    }
    expect(sameShape).toBeGreaterThan(0);
    const leafZero = rfcVectors.find((v) => v.leafIndex === 0 && v.treeSize === 3)!;
    expect(verifyInclusion({ ...input(leafZero), treeSize: 4n }).ok).toBe(true);
  });

  it('rejects a leaf outside the tree and the empty tree', () => {
    const leaf = new Uint8Array(32);
    expect(
      verifyInclusion({ leafIndex: 8n, treeSize: 8n, leafHash: leaf, proof: [], root: leaf }).error,
    ).toBe('leaf index 8 is outside a 8-leaf tree (valid indices 0..7)');
    expect(
      verifyInclusion({ leafIndex: 0n, treeSize: 0n, leafHash: leaf, proof: [], root: leaf }).error,
    ).toBe('the tree is empty (size 0): it includes no leaf');
  });

  it('rejects hashes of the wrong length without throwing', () => {
    const leaf = new Uint8Array(32);
    expect(
      verifyInclusion({
        leafIndex: 0n,
        treeSize: 2n,
        leafHash: leaf,
        proof: [new Uint8Array(31)],
        root: leaf,
      }).error,
    ).toBe('proof hash 0 is 31 bytes; RFC 6962 SHA-256 hashes are 32');
    expect(
      verifyInclusion({ leafIndex: 0n, treeSize: 1n, leafHash: new Uint8Array(20), proof: [], root: leaf })
        .error,
    ).toBe('the leaf hash is 20 bytes; RFC 6962 SHA-256 hashes are 32');
  });

  it('a flipped bit deep in a 53-hash proof is caught', () => {
    const vector = vectors('synthetic-large-index-inclusion.json').find(
      (v) => v.treeSize === 9007199254740991,
    )!;
    const base = input(vector);
    const trace = verifyInclusion({
      ...base,
      proof: base.proof.map((h, i) => (i === 40 ? flipBit(h, 255) : h)),
    });
    expect(trace.ok).toBe(false);
    expect(diagnoseInclusion(trace, new Map([[40, base.proof[40]!]])).steps[40]!.status).toBe('failed');
  });
});

describe('without recording steps', () => {
  it('reaches the same verdict, root and error on every vector and on every bit-flip mutation', () => {
    const all = [
      'rfc6962-inclusion-proofs.json',
      'transparency-dev-inclusion-valid.json',
      'synthetic-large-index-inclusion.json',
    ].flatMap(vectors);
    for (const vector of all) {
      const base = input(vector);
      const variants = [
        base,
        ...base.proof.map((_, k) => ({
          ...base,
          proof: base.proof.map((h, i) => (i === k ? flipBit(h, 9) : h)),
        })),
      ];
      variants.push({ ...base, treeSize: base.treeSize + 3n }, { ...base, leafIndex: base.treeSize });
      for (const variant of variants) {
        expect(verifyInclusion(variant, false)).toEqual({ ...verifyInclusion(variant), steps: [] });
      }
    }
  });
});
