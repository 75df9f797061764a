/**
 * Inclusion-proof verification per proof: Verity's traced verifier (leaf hash + every step recorded for
 * drawing) against @sigstore/verify's verifyMerkleInclusion on the same real proofs, each including the
 * leaf hash of the entry body. Also the cost of one RFC 6962 node hash next to `openssl speed sha256`
 * (its 64-byte column hashes 64-byte messages: two SHA-256 blocks, the same work as a 65-byte node hash).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyMerkleInclusion } from '@sigstore/verify/dist/tlog/merkle.js';
import { nodeVerifyCrypto } from '../src-main/services/crypto/node-verify-crypto';
import { useVerifyCrypto } from '../src-main/verification/tlog/crypto';
import { checkInclusion, verifyInclusion } from '../src-main/verification/tlog/inclusion';
import { checkInclusions } from '../src-main/verification/tlog/inclusion-batch';
import { hashChainsFourLanes } from '../src-main/services/crypto/sha256-simd/hash-chains';
import { hashLeafFast } from '../src-main/verification/tlog/leaf-hash';
import { hashNode } from '../src-main/verification/tlog/node-hash';
import { percentile } from './lib/stats';

interface RealProof {
  body: Uint8Array;
  leafIndex: bigint;
  treeSize: bigint;
  hashes: Uint8Array[];
  root: Uint8Array;
}

const ROUNDS = 15;
const REPEAT = 200;

/** Every inclusion proof in the bundle fixtures (Rekor v1 and v2), with its entry body. */
export function realInclusionProofs(root: string): RealProof[] {
  const dir = join(root, 'tests/fixtures/tlog/bundles');
  const proofs = new Map<string, RealProof>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.sigstore.json'))) {
    const bundle = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      verificationMaterial: { tlogEntries: Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bundle JSON
    };
    for (const entry of bundle.verificationMaterial.tlogEntries) {
      const proof = entry.inclusionProof;
      if (!proof?.checkpoint) continue;
      proofs.set(`${proof.rootHash}/${proof.logIndex}`, {
        body: new Uint8Array(Buffer.from(entry.canonicalizedBody, 'base64')),
        leafIndex: BigInt(proof.logIndex),
        treeSize: BigInt(proof.treeSize),
        hashes: (proof.hashes as string[]).map((h) => new Uint8Array(Buffer.from(h, 'base64'))),
        root: new Uint8Array(Buffer.from(proof.rootHash, 'base64')),
      });
    }
  }
  return [...proofs.values()];
}

/** `openssl speed -seconds 1 sha256`: the time per 64-byte message, in µs; null when openssl is missing. */
function opensslSha256Per64Bytes(): number | null {
  try {
    const out = execFileSync('openssl', ['speed', '-seconds', '1', 'sha256'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    const line = out.split('\n').find((l) => /^sha256\s/.test(l));
    const kbPerSecond = Number(line?.trim().split(/\s+/)[2]?.replace(/k$/, ''));
    return Number.isFinite(kbPerSecond) ? (64 / (kbPerSecond * 1000)) * 1e6 : null;
  } catch {
    return null;
  }
}

/** Median µs per call of `run`, interleaved by the caller across rounds. */
function timePerCall(run: () => void, calls: number): number {
  const start = performance.now();
  run();
  return ((performance.now() - start) * 1000) / calls;
}

export async function benchInclusionVerify(root = join(import.meta.dirname, '..')) {
  useVerifyCrypto(nodeVerifyCrypto);
  const proofs = realInclusionProofs(root);
  // verifyMerkleInclusion reads only the body and the proof's index and hashes, and the checkpoint's size and root.
  const sigstoreInputs = proofs.map((p) => ({
    entry: {
      canonicalizedBody: Buffer.from(p.body),
      inclusionProof: { logIndex: p.leafIndex.toString(), hashes: p.hashes.map((h) => Buffer.from(h)) },
    } as unknown as Parameters<typeof verifyMerkleInclusion>[0],
    checkpoint: { logSize: p.treeSize, logHash: Buffer.from(p.root) } as unknown as Parameters<
      typeof verifyMerkleInclusion
    >[1],
  }));
  const verity = () => {
    for (let r = 0; r < REPEAT; r++) {
      for (const p of proofs) {
        const trace = verifyInclusion({
          leafIndex: p.leafIndex,
          treeSize: p.treeSize,
          leafHash: hashLeafFast(p.body),
          proof: p.hashes,
          root: p.root,
        });
        if (!trace.ok) throw new Error(`Verity rejected a real proof: ${trace.error}`);
      }
    }
  };
  const verityUntraced = () => {
    for (let r = 0; r < REPEAT; r++) {
      for (const p of proofs) {
        const outcome = checkInclusion({
          leafIndex: p.leafIndex,
          treeSize: p.treeSize,
          leafHash: hashLeafFast(p.body),
          proof: p.hashes,
          root: p.root,
        });
        if (!outcome.ok) throw new Error(`Verity rejected a real proof: ${outcome.error}`);
      }
    }
  };
  const verityBatch = () => {
    for (let r = 0; r < REPEAT; r++) {
      const outcomes = checkInclusions(
        proofs.map((p) => ({
          leafIndex: p.leafIndex,
          treeSize: p.treeSize,
          leafHash: hashLeafFast(p.body),
          proof: p.hashes,
          root: p.root,
        })),
      );
      if (!outcomes.every((o) => o.ok)) throw new Error('Verity rejected a real proof in a batch');
    }
  };
  const sigstore = () => {
    for (let r = 0; r < REPEAT; r++)
      for (const { entry, checkpoint } of sigstoreInputs) verifyMerkleInclusion(entry, checkpoint);
  };
  const left = proofs[0]!.hashes[0]!;
  const right = proofs[0]!.hashes[1]!;
  const nodeHashes = () => {
    for (let i = 0; i < 100_000; i++) hashNode(left, right);
  };
  // 4 chains × 25 steps, 1,000 times: 100,000 node hashes through the lanes.
  const laneChains = Array.from({ length: 4 }, () => ({
    start: left,
    siblings: Array.from({ length: 25 }, () => right),
    siblingLeft: new Uint8Array(25),
  }));
  const laneHashes = () => {
    for (let i = 0; i < 1000; i++) hashChainsFourLanes(laneChains, hashNode);
  };
  verity();
  verityUntraced();
  verityBatch();
  sigstore();
  laneHashes();
  const samples = {
    verity: [] as number[],
    untraced: [] as number[],
    batch: [] as number[],
    sigstore: [] as number[],
    node: [] as number[],
    lane: [] as number[],
  };
  const calls = REPEAT * proofs.length;
  for (let round = 0; round < ROUNDS; round++) {
    samples.verity.push(timePerCall(verity, calls));
    samples.untraced.push(timePerCall(verityUntraced, calls));
    samples.batch.push(timePerCall(verityBatch, calls));
    samples.sigstore.push(timePerCall(sigstore, calls));
    samples.node.push(timePerCall(nodeHashes, 100_000));
    samples.lane.push(timePerCall(laneHashes, 100_000));
  }
  const [verityUs, untracedUs, batchUs, sigstoreUs, nodeUs, laneUs] = [
    samples.verity,
    samples.untraced,
    samples.batch,
    samples.sigstore,
    samples.node,
    samples.lane,
  ].map((s) => percentile(s, 50)) as [number, number, number, number, number, number];
  const leafUs = (() => {
    const start = performance.now();
    for (let r = 0; r < REPEAT * 5; r++) for (const p of proofs) hashLeafFast(p.body);
    return ((performance.now() - start) * 1000) / (REPEAT * 5 * proofs.length);
  })();
  const meanHashes = proofs.reduce((n, p) => n + p.hashes.length, 0) / proofs.length;
  const meanBody = proofs.reduce((n, p) => n + p.body.length, 0) / proofs.length;
  const openssl = opensslSha256Per64Bytes();
  const us = (v: number) => `${v.toFixed(2)} µs`;
  return {
    verityUs,
    untracedUs,
    batchUs,
    sigstoreUs,
    nodeUs,
    opensslUs: openssl,
    markdown: [
      `${proofs.length} real inclusion proofs from the bundle fixtures (Rekor v1 and v2; ${meanHashes.toFixed(1)} hashes and a ${Math.round(meanBody)}-byte body on average), ${ROUNDS} interleaved rounds × ${REPEAT} passes, median per proof:`,
      ``,
      `| verifier | per proof | proofs/s (one core) |`,
      `|---|---|---|`,
      `| Verity \`verifyInclusion\` (leaf hash + every step recorded as hex for drawing) | ${us(verityUs)} | ${Math.round(1e6 / verityUs)} |`,
      `| Verity \`checkInclusion\` (leaf hash + chain, no trace: one proof at a time, its path one node at a time through OpenSSL) | ${us(untracedUs)} | ${Math.round(1e6 / untracedUs)} |`,
      `| Verity \`checkInclusions\` (the ${proofs.length} proofs as one batch: leaf hashes, then the audit paths dealt to four WebAssembly SIMD lanes, each lane running its paths back to back) | ${us(batchUs)} | ${Math.round(1e6 / batchUs)} |`,
      `| anchor: @sigstore/verify \`verifyMerkleInclusion\` (leaf hash + chain, node:crypto per hash) | ${us(sigstoreUs)} | ${Math.round(1e6 / sigstoreUs)} |`,
      ``,
      `Per proof Verity is **${(sigstoreUs / batchUs).toFixed(2)}×** as fast in a batch, ${(sigstoreUs / untracedUs).toFixed(2)}× one proof at a time and ${(sigstoreUs / verityUs).toFixed(2)}× while recording every step (goal: 4×). Of a batched proof's ${us(batchUs)}, the leaf hash of its ${Math.round(meanBody)}-byte body (OpenSSL) takes ${us(leafUs)} and its ${meanHashes.toFixed(1)} node hashes at least ${us(meanHashes * laneUs)} in the lanes: with no bookkeeping at all the ratio would be ${(sigstoreUs / (leafUs + meanHashes * laneUs)).toFixed(2)}×.`,
      ``,
      `| one RFC 6962 node hash, SHA-256(0x01 ‖ left ‖ right) | time |`,
      `|---|---|`,
      `| Verity \`hashNode\` (one-shot \`crypto.hash\` over a reused 65-byte buffer) | ${us(nodeUs)} |`,
      `| Verity four-lane WebAssembly SIMD (\`hashChainsFourLanes\`, per hash with four chains in flight) | ${us(laneUs)} |`,
      `| \`openssl speed -seconds 1 sha256\`, 64-byte messages (same two blocks, SHA-NI, no per-call overhead) | ${openssl === null ? 'openssl not available' : us(openssl)} |`,
      ``,
      openssl === null
        ? ''
        : `A node hash costs Verity ${(nodeUs / openssl).toFixed(1)}× OpenSSL's raw per-message time; the rest is the cost of crossing from JavaScript into OpenSSL once per hash; @sigstore/verify's createHash/update/digest crosses three times.`,
    ].join('\n'),
  };
}
