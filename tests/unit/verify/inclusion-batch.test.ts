import { hash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeVerifyCrypto } from '../../../src-main/services/crypto/node-verify-crypto';
import {
  hashChainsFourLanes,
  STEPS_PER_CALL,
} from '../../../src-main/services/crypto/sha256-simd/hash-chains';
import { signedLeb, unsignedLeb } from '../../../src-main/services/crypto/sha256-simd/wasm-bytes';
import { nobleCrypto, useVerifyCrypto, type HashChain } from '../../../src-main/verification/tlog/crypto';
import { checkInclusion, type InclusionProofInput } from '../../../src-main/verification/tlog/inclusion';
import { checkInclusions } from '../../../src-main/verification/tlog/inclusion-batch';
import { fixtureJson, flipBit, hex } from './support';

interface InclusionVector {
  leafIndex: number | string;
  treeSize: number | string;
  leafHash: string;
  proof: string[] | null;
  rootHash: string;
}

const files = [
  'rfc6962-inclusion-proofs.json',
  'transparency-dev-inclusion-valid.json',
  'synthetic-large-index-inclusion.json',
];
const inputs: InclusionProofInput[] = files.flatMap((file) =>
  fixtureJson<{ vectors: InclusionVector[] }>(`merkle/${file}`).vectors.map((v) => ({
    leafIndex: BigInt(v.leafIndex),
    treeSize: BigInt(v.treeSize),
    leafHash: hex(v.leafHash),
    proof: (v.proof ?? []).map(hex),
    root: hex(v.rootHash),
  })),
);

/** RFC 6962 §2.1 node hash through OpenSSL, the reference the lanes must match. */
const nodeHash = (left: Uint8Array, right: Uint8Array) =>
  new Uint8Array(hash('sha256', Buffer.concat([Buffer.of(1), left, right]), 'buffer'));

function fold(chain: HashChain): Uint8Array {
  let current = chain.start;
  chain.siblings.forEach((sibling, i) => {
    current = chain.siblingLeft[i] === 1 ? nodeHash(sibling, current) : nodeHash(current, sibling);
  });
  return current;
}

function randomChain(steps: number): HashChain {
  return {
    start: new Uint8Array(randomBytes(32)),
    siblings: Array.from({ length: steps }, () => new Uint8Array(randomBytes(32))),
    siblingLeft: Uint8Array.from({ length: steps }, () => (Math.random() < 0.5 ? 1 : 0)),
  };
}

describe('four-lane WebAssembly audit paths', () => {
  it('encodes LEB128 immediates as the WebAssembly binary format does', () => {
    expect(unsignedLeb(0)).toEqual([0]);
    expect(unsignedLeb(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(signedLeb(-123456)).toEqual([0xc0, 0xbb, 0x78]);
    expect(signedLeb(64)).toEqual([0xc0, 0x00]);
    expect(signedLeb(-1)).toEqual([0x7f]);
  });

  it('reach the same root as one OpenSSL node hash at a time, for every length 0–64 and odd batch sizes', () => {
    for (const count of [1, 3, 4, 5, 9, 17]) {
      const chains = Array.from({ length: count }, () => randomChain(Math.floor(Math.random() * 65)));
      const roots = hashChainsFourLanes(chains, nodeHash);
      expect(roots.map((r) => Buffer.from(r).toString('hex'))).toEqual(
        chains.map((c) => Buffer.from(fold(c)).toString('hex')),
      );
    }
  });

  it('runs a batch longer than one call can hold in the lanes alone, paths of every length back to back', () => {
    const chains = Array.from({ length: 150 }, (_, i) => randomChain(1 + ((i * 37) % 64)));
    const notByNode = () => {
      throw new Error('hashed node by node');
    };
    const steps = chains.reduce((sum, c) => sum + c.siblings.length, 0) / 4;
    expect(steps).toBeGreaterThan(STEPS_PER_CALL);
    const roots = hashChainsFourLanes(chains, notByNode);
    expect(roots.map((r) => Buffer.from(r).toString('hex'))).toEqual(
      chains.map((c) => Buffer.from(fold(c)).toString('hex')),
    );
  });

  it('hashes a lone path, or paths too short to fill the lanes, node by node', () => {
    let calls = 0;
    const counting = (left: Uint8Array, right: Uint8Array) => (calls++, nodeHash(left, right));
    const lone = randomChain(20);
    expect(Buffer.from(hashChainsFourLanes([lone], counting)[0]!)).toEqual(Buffer.from(fold(lone)));
    expect(calls).toBe(20);
    const empty = randomChain(0);
    expect(Buffer.from(hashChainsFourLanes([empty, lone], counting)[0]!)).toEqual(Buffer.from(empty.start));
  });

  it('refuses hashes that are not 32 bytes instead of reading past them', () => {
    const chain = randomChain(3);
    expect(() =>
      hashChainsFourLanes(
        [{ ...chain, siblings: [...chain.siblings, new Uint8Array(31)], siblingLeft: new Uint8Array(4) }],
        nodeHash,
      ),
    ).toThrow(RangeError);
    expect(() => hashChainsFourLanes([{ ...chain, start: new Uint8Array(33) }], nodeHash)).toThrow(
      RangeError,
    );
  });
});

describe('checkInclusions', () => {
  let previous: ReturnType<typeof useVerifyCrypto>;
  beforeAll(() => (previous = useVerifyCrypto(nodeVerifyCrypto)));
  afterAll(() => useVerifyCrypto(previous));

  it('accepts every valid vector, as checkInclusion does', () => {
    const outcomes = checkInclusions(inputs);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes).toEqual(inputs.map(checkInclusion));
  });

  it('fails closed on a tampered sibling, leaf or root among valid proofs, with checkInclusion’s reason', () => {
    const tampered = inputs.map((input, i) => {
      if (i % 3 === 0 && input.proof.length > 0) {
        const proof = [...input.proof];
        proof[i % proof.length] = flipBit(proof[i % proof.length]!, i % 256);
        return { ...input, proof };
      }
      if (i % 3 === 1) return { ...input, leafHash: flipBit(input.leafHash, 7) };
      return input;
    });
    const outcomes = checkInclusions(tampered);
    expect(outcomes).toEqual(tampered.map(checkInclusion));
    expect(outcomes.filter((o) => !o.ok).length).toBeGreaterThan(inputs.length / 3);
  });

  it('reports malformed proofs in place without hashing them', () => {
    const [first, second] = [inputs[5]!, inputs[6]!];
    const malformed: InclusionProofInput[] = [
      first,
      { ...second, proof: second.proof.slice(1) },
      { ...first, leafIndex: first.treeSize },
      { ...first, root: new Uint8Array(31) },
      second,
    ];
    const outcomes = checkInclusions(malformed);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false, false, true]);
    expect(outcomes).toEqual(malformed.map(checkInclusion));
    expect(outcomes[1]!.computedRoot).toBeNull();
  });

  it('gives the same outcomes with primitives that cannot hash chains side by side', () => {
    const withLanes = checkInclusions(inputs);
    const before = useVerifyCrypto(nobleCrypto);
    try {
      expect(checkInclusions(inputs)).toEqual(withLanes);
    } finally {
      useVerifyCrypto(before);
    }
  });
});
