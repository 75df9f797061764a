// @sigstore/verify (sigstore-js) as a second opinion on the real bundles and LogEntries: its transparency-log
// verdict must agree with Verity's, except where the two differ by design, and each of those is shown here.
import { bundleFromJSON, type TransparencyLogEntry } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier, type TrustMaterial } from '@sigstore/verify';
import { verifyTLogInclusion } from '@sigstore/verify/dist/tlog/index.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditDocument } from '../../../src-main/verification/audit/audit-document';
import { TlogContext } from '../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../../src-main/verification/tlog/crypto';
import { loadTrustedRoot } from '../../../src-main/verification/tlog/trusted-root';
import { fixture, FIXTURES } from './run-cli';

interface Expectation {
  file: string;
  kind: string;
  trustedRoot: string;
  inputs?: { artifact?: string };
  expect: { fullBundle?: string };
}

const expected = (JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as { files: Expectation[] })
  .files;
const read = (path: string) => readFileSync(fixture(path), 'utf8');
/** Verity's context for a TrustedRoot file: its trust with OpenSSL's primitives. */
const contextOf = (path: string) => new TlogContext(loadTrustedRoot(JSON.parse(read(path))), nodeCrypto);
const trustMaterial = (path: string): TrustMaterial =>
  toTrustMaterial(TrustedRoot.fromJSON(JSON.parse(read(path))));

/** sigstore-js's tlog verdict: what Verifier.verify runs per entry (verifyTLogInclusion). */
function sigstoreTlog(entries: TransparencyLogEntry[], material: TrustMaterial): 'pass' | 'fail' {
  try {
    for (const entry of entries) verifyTLogInclusion(entry, material.tlogs);
    return 'pass';
  } catch {
    return 'fail';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Rekor API JSON, edited freely in these tests
type LogEntryJson = Record<string, Record<string, any>>;

/** A Rekor v1 LogEntry as the TransparencyLogEntry sigstore-js reads (as expected.json's cross-check did). */
function logEntryToTle(json: LogEntryJson): TransparencyLogEntry {
  const value = Object.values(json)[0]!;
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
    inclusionProof:
      proof === undefined
        ? undefined
        : {
            logIndex: String(proof.logIndex),
            rootHash: Buffer.from(proof.rootHash, 'hex'),
            treeSize: String(proof.treeSize),
            hashes: proof.hashes.map((h: string) => Buffer.from(h, 'hex')),
            checkpoint: { envelope: proof.checkpoint },
          },
    canonicalizedBody: body,
  };
}

async function verityTlog(text: string, trustedRoot: string): Promise<'pass' | 'fail'> {
  const report = await auditDocument(text, { context: contextOf(trustedRoot) });
  return report.tlog;
}

/**
 * Bundles where the verdicts differ by design. sigstore-js requires a checkpoint whenever an inclusion proof
 * is present; this v0.1 bundle (the CPython 3.12.5 release) has a proof without one, which Verity accepts
 * as weak (the SET vouches for inclusion; the unsigned rootHash does not) and reports checkpoint-signature
 * as not applicable.
 */
const BY_DESIGN = new Map([
  ['bundles/sigstore-python.Python-3.12.5.tgz.sigstore.json', { sigstore: 'fail', verity: 'pass' }],
]);

describe('@sigstore/verify agrees with Verity on the transparency log', () => {
  const bundles = expected.filter((f) => f.kind === 'bundle');
  for (const file of bundles) {
    it(file.file, async () => {
      const text = read(file.file);
      const bundle = bundleFromJSON(JSON.parse(text));
      const theirs = sigstoreTlog(bundle.verificationMaterial.tlogEntries, trustMaterial(file.trustedRoot));
      const ours = await verityTlog(text, file.trustedRoot);
      const byDesign = BY_DESIGN.get(file.file);
      expect({ sigstore: theirs, verity: ours }).toEqual(byDesign ?? { sigstore: 'pass', verity: 'pass' });
    });
  }

  for (const file of expected.filter((f) => f.kind === 'logentry')) {
    it(file.file, async () => {
      const text = read(file.file);
      const theirs = sigstoreTlog([logEntryToTle(JSON.parse(text))], trustMaterial(file.trustedRoot));
      expect({ sigstore: theirs, verity: await verityTlog(text, file.trustedRoot) }).toEqual({
        sigstore: 'pass',
        verity: 'pass',
      });
    });
  }

  it('Verifier.verify (full verification) accepts the bundles whose artifact is known', () => {
    const withArtifact = bundles.filter(
      (f) =>
        f.inputs?.artifact !== undefined && f.expect.fullBundle === 'pass' && !f.file.includes('tsa.bundle'),
    );
    expect(withArtifact.length).toBeGreaterThanOrEqual(8);
    for (const file of withArtifact) {
      const bundle = bundleFromJSON(JSON.parse(read(file.file)));
      const artifact = readFileSync(fixture(file.inputs!.artifact!.split(' ')[0]!));
      expect(
        () => new Verifier(trustMaterial(file.trustedRoot)).verify(toSignedEntity(bundle, artifact)),
        file.file,
      ).not.toThrow();
    }
  });
});

describe('where Verity is stricter by design: the unsigned inclusionProof.rootHash', () => {
  // sigstore-js checks the proof against the checkpoint's size and root and ignores inclusionProof.rootHash
  // and treeSize (packages/verify/src/tlog/merkle.ts uses checkpoint.logSize and checkpoint.logHash). Those
  // fields are unsigned, so an entry whose rootHash was edited still verifies there. Rekor's own verifier
  // (sigstore/rekor:pkg/verify/verify.go) and sigstore-python require checkpoint root == rootHash; Verity
  // does both and fails 'checkpoint-proof', because a document that states a root nobody signed is not
  // what the log served.
  const edited = '00'.repeat(32);

  it('a LogEntry with an edited rootHash: sigstore-js accepts, Verity fails checkpoint-proof', async () => {
    const json = JSON.parse(
      read('entries/derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json'),
    ) as LogEntryJson;
    Object.values(json)[0]!.verification.inclusionProof.rootHash = edited;
    expect(sigstoreTlog([logEntryToTle(json)], trustMaterial('keys/trusted_root.production.json'))).toBe(
      'pass',
    );
    const report = await auditDocument(JSON.stringify(json), {
      context: contextOf('keys/trusted_root.production.json'),
    });
    expect(report.tlog).toBe('fail');
    expect(report.checks.find((c) => c.name === 'checkpoint-proof')).toMatchObject({
      ok: false,
      detail: expect.stringContaining(`rootHash ${edited}`),
    });
    expect(report.checks.find((c) => c.name === 'checkpoint-signature')!.ok).toBe(true);
  });

  it('a bundle with an edited rootHash: sigstore-js (even Verifier.verify) accepts, Verity fails checkpoint-proof', async () => {
    const json = JSON.parse(read('bundles/conformance.happy-path-v0.3.sigstore.json')) as {
      verificationMaterial: { tlogEntries: { inclusionProof: { rootHash: string } }[] };
    };
    json.verificationMaterial.tlogEntries[0]!.inclusionProof.rootHash = Buffer.from(edited, 'hex').toString(
      'base64',
    );
    const bundle = bundleFromJSON(json);
    const material = trustMaterial('keys/trusted_root.production.json');
    expect(sigstoreTlog(bundle.verificationMaterial.tlogEntries, material)).toBe('pass');
    expect(() =>
      new Verifier(material).verify(
        toSignedEntity(bundle, readFileSync(fixture('bundles/conformance.a.txt'))),
      ),
    ).not.toThrow();
    const report = await auditDocument(JSON.stringify(json), {
      context: contextOf('keys/trusted_root.production.json'),
    });
    expect(report.tlog).toBe('fail');
    expect(report.checks.find((c) => c.name === 'checkpoint-proof')!.ok).toBe(false);
  });
});
