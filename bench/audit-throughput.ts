/**
 * Offline audit throughput: the real bundles and LogEntries of the fixtures, replicated to 10,000
 * documents, audited by Verity (worker threads on every core, checkpoint verifications cached by text)
 * and by @sigstore/verify on the same documents (its Verifier for bundles, its tlog verification for
 * LogEntries, which it has no other way to read; single-threaded, as the library is synchronous).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { bundleFromJSON, type TransparencyLogEntry } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { verifyTLogInclusion } from '@sigstore/verify/dist/tlog/index.js';
import { createAuditPool, type AuditPool } from '../apps/audit/worker-pool';
import { auditDocument, type AuditInput } from '../src-main/verification/audit/audit-document';
import { TlogContext } from '../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../src-main/verification/tlog/crypto';
import { loadTrustedRoot, mergeTrust } from '../src-main/verification/tlog/trusted-root';

const DOCUMENTS = 10_000;

interface Expectation {
  file: string;
  kind: string;
  trustedRoot: string | null;
  inputs?: { artifact?: string };
}

interface Document {
  file: string;
  kind: 'bundle' | 'logentry';
  text: string;
  artifact: Uint8Array | undefined;
  trustedRoot: string;
}

type SigstoreCheck = () => void;

/** A LogEntry as the TransparencyLogEntry sigstore-js reads (its tlog verification takes no other shape). */
function logEntryToTle(text: string): TransparencyLogEntry {
  const value = Object.values(JSON.parse(text) as Record<string, Record<string, any>>)[0]!; // eslint-disable-line @typescript-eslint/no-explicit-any -- API JSON
  const body = Buffer.from(value.body, 'base64');
  const { kind, apiVersion } = JSON.parse(body.toString()) as { kind: string; apiVersion: string };
  const proof = value.verification.inclusionProof;
  return {
    logIndex: String(value.logIndex),
    logId: { keyId: Buffer.from(value.logID, 'hex') },
    kindVersion: { kind, version: apiVersion },
    integratedTime: String(value.integratedTime),
    inclusionPromise: {
      signedEntryTimestamp: Buffer.from(value.verification.signedEntryTimestamp, 'base64'),
    },
    inclusionProof: proof && {
      logIndex: String(proof.logIndex),
      rootHash: Buffer.from(proof.rootHash, 'hex'),
      treeSize: String(proof.treeSize),
      hashes: (proof.hashes as string[]).map((h) => Buffer.from(h, 'hex')),
      checkpoint: { envelope: proof.checkpoint },
    },
    canonicalizedBody: body,
  };
}

/** How sigstore-js checks one document, parsing included (Verity's time includes its parsing too). */
function sigstoreCheckOf(doc: Document, material: ReturnType<typeof toTrustMaterial>): SigstoreCheck {
  if (doc.kind === 'logentry') return () => verifyTLogInclusion(logEntryToTle(doc.text), material.tlogs);
  const verifier = new Verifier(material);
  const artifact = doc.artifact === undefined ? undefined : Buffer.from(doc.artifact);
  return () => void verifier.verify(toSignedEntity(bundleFromJSON(JSON.parse(doc.text)), artifact));
}

function sigstoreTlogCheckOf(doc: Document, material: ReturnType<typeof toTrustMaterial>): SigstoreCheck {
  if (doc.kind === 'logentry') return () => verifyTLogInclusion(logEntryToTle(doc.text), material.tlogs);
  return () => {
    for (const entry of bundleFromJSON(JSON.parse(doc.text)).verificationMaterial.tlogEntries)
      verifyTLogInclusion(entry, material.tlogs);
  };
}

export async function benchAuditThroughput(root = join(import.meta.dirname, '..')) {
  const dir = join(root, 'tests/fixtures/tlog');
  const expected = (JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { files: Expectation[] })
    .files;
  const roots = new Map<string, string>();
  const candidates: Document[] = expected
    .filter((f) => (f.kind === 'bundle' || f.kind === 'logentry') && f.trustedRoot !== null)
    .map((f) => {
      const artifact = f.inputs?.artifact?.split(' ')[0];
      roots.set(f.trustedRoot!, readFileSync(join(dir, f.trustedRoot!), 'utf8'));
      return {
        file: f.file,
        kind: f.kind as Document['kind'],
        text: readFileSync(join(dir, f.file), 'utf8'),
        artifact: artifact === undefined ? undefined : new Uint8Array(readFileSync(join(dir, artifact))),
        trustedRoot: f.trustedRoot!,
      };
    });
  const materials = new Map(
    [...roots].map(([path, json]) => [path, toTrustMaterial(TrustedRoot.fromJSON(JSON.parse(json)))]),
  );
  const trust = mergeTrust(...[...roots.values()].map((json) => loadTrustedRoot(JSON.parse(json))));

  // The comparison only counts documents both verifiers accept in full, so both do all their work.
  const documents: Document[] = [];
  for (const doc of candidates) {
    const ours = await auditDocument(doc.text, {
      context: new TlogContext(trust, nodeCrypto),
      artifact: doc.artifact,
    });
    let theirs = true;
    try {
      sigstoreCheckOf(doc, materials.get(doc.trustedRoot)!)();
    } catch {
      theirs = false;
    }
    if (theirs && ours.tlog === 'pass' && ours.bundle !== 'fail') documents.push(doc);
  }
  const replicated = Array.from({ length: DOCUMENTS }, (_, i) => documents[i % documents.length]!);
  const inputs: AuditInput[] = replicated.map((doc) => ({ text: doc.text, artifact: doc.artifact }));
  const workers = availableParallelism();

  const time = async (run: () => Promise<unknown> | void) => {
    const start = performance.now();
    await run();
    return (performance.now() - start) / 1000;
  };
  const sigstoreFull = replicated.map((doc) => sigstoreCheckOf(doc, materials.get(doc.trustedRoot)!));
  const sigstoreTlog = replicated.map((doc) => sigstoreTlogCheckOf(doc, materials.get(doc.trustedRoot)!));
  // Pools are started and warmed up first: a CI run pays the start-up once (reported below), not per document.
  const pools: Record<'full' | 'tlog' | 'tlogOne', AuditPool> = {
    full: createAuditPool({ trust, workers }),
    tlog: createAuditPool({ trust, workers, bundleChecks: false }),
    tlogOne: createAuditPool({ trust, workers: 1, bundleChecks: false }),
  };
  const warmUp = inputs.slice(0, 64 * workers);
  const startup = await time(() => pools.full.audit(warmUp));
  await pools.tlog.audit(warmUp);
  await pools.tlogOne.audit(warmUp);
  const results = {
    verityFull: await time(() => pools.full.audit(inputs)),
    sigstoreFull: await time(() => sigstoreFull.forEach((check) => check())),
    verityTlog: await time(() => pools.tlog.audit(inputs)),
    sigstoreTlog: await time(() => sigstoreTlog.forEach((check) => check())),
    verityTlogOneThread: await time(() => pools.tlogOne.audit(inputs)),
  };
  await Promise.all(Object.values(pools).map((pool) => pool.close()));
  const rate = (seconds: number) => Math.round(DOCUMENTS / seconds).toLocaleString('en-US');
  const bundles = documents.filter((d) => d.kind === 'bundle').length;
  return {
    ...results,
    startup,
    documents: documents.length,
    markdown: [
      `${DOCUMENTS.toLocaleString('en-US')} documents: ${documents.length} distinct fixtures that both verifiers accept (${bundles} bundles, ${documents.length - bundles} LogEntries), repeated. ` +
        `Verity runs ${workers} worker thread(s) and caches checkpoint verifications by note text (the copies share checkpoints, so the cache hits more often here than in a set of distinct entries; SETs are verified every time).`,
      ``,
      `| audit | documents/s | time |`,
      `|---|---|---|`,
      `| Verity full (tlog checks + full-bundle checks), ${workers} threads | ${rate(results.verityFull)} | ${results.verityFull.toFixed(2)} s |`,
      `| anchor: @sigstore/verify \`Verifier.verify\` (bundles) + \`verifyTLogInclusion\` (LogEntries), 1 thread | ${rate(results.sigstoreFull)} | ${results.sigstoreFull.toFixed(2)} s |`,
      `| Verity tlog checks only, ${workers} threads | ${rate(results.verityTlog)} | ${results.verityTlog.toFixed(2)} s |`,
      `| Verity tlog checks only, 1 thread | ${rate(results.verityTlogOneThread)} | ${results.verityTlogOneThread.toFixed(2)} s |`,
      `| anchor: @sigstore/verify \`verifyTLogInclusion\` per entry, 1 thread | ${rate(results.sigstoreTlog)} | ${results.sigstoreTlog.toFixed(2)} s |`,
      ``,
      `Starting ${workers} workers and auditing the first ${warmUp.length} documents took ${startup.toFixed(2)} s (module loading and JIT warm-up), not counted above. ` +
        `1-minute load average ${loadavg()[0]!.toFixed(1)} on ${workers} cores when the run ended.`,
      ``,
      `Full audit: Verity is **${(results.sigstoreFull / results.verityFull).toFixed(2)}×** @sigstore/verify (goal: 3×). ` +
        `Transparency-log checks alone: **${(results.sigstoreTlog / results.verityTlog).toFixed(2)}×** on ${workers} threads, ${(results.sigstoreTlog / results.verityTlogOneThread).toFixed(2)}× on one.`,
    ].join('\n'),
  };
}
