// @sigstore/verify as a second opinion: its full verification (toTrustMaterial + toSignedEntity +
// Verifier) on the same bundles, artifacts and trusted roots must reach the same pass/fail verdict.
// It also checks the transparency log, which passes for every fixture here, so a disagreement would
// come from the bundle checks. Message-signature bundles without an artifact in the fixture set are
// left out: @sigstore/verify needs the artifact itself.
import { bundleFromJSON } from '@sigstore/bundle';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify';
import { describe, expect, it } from 'vitest';
import {
  artifactFor,
  bundleFixture,
  clone,
  expectedBundles,
  flipBase64Byte,
  integratedTimesOf,
  trustSetFromRoot,
  type BundleJson,
} from '../../../../support/bundle-fixtures';
import { fixtureJson } from '../../../../support/tlog-fixtures';
import { bundlePasses, verify } from '../../../../support/bundle-checks';

interface Case {
  label: string;
  bundle: BundleJson;
  root: string;
  artifact: Uint8Array | undefined;
}

function sigstoreJsVerdict(item: Case): { pass: boolean; reason: string } {
  try {
    const trust = toTrustMaterial(TrustedRoot.fromJSON(fixtureJson(item.root)));
    const entity = toSignedEntity(
      bundleFromJSON(item.bundle),
      item.artifact ? Buffer.from(item.artifact) : undefined,
    );
    new Verifier(trust).verify(entity);
    return { pass: true, reason: '' };
  } catch (error) {
    return { pass: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function verityVerdict(item: Case) {
  const checks = await verify(item.bundle, trustSetFromRoot(item.root), {
    artifact: item.artifact,
    integratedTimes: integratedTimesOf(item.bundle),
  });
  return { pass: bundlePasses(checks), checks };
}

const fixtureCases: Case[] = expectedBundles()
  .map((entry) => {
    const bundle = bundleFixture(entry.file);
    return {
      label: entry.file,
      bundle,
      root: entry.trustedRoot as string,
      artifact: artifactFor(entry, bundle),
    };
  })
  .filter((item) => item.artifact !== undefined || item.bundle.dsseEnvelope !== undefined);

function variant(
  label: string,
  base: Case,
  change: (bundle: BundleJson) => void,
  overrides: Partial<Case> = {},
): Case {
  const bundle = clone(base.bundle);
  change(bundle);
  return { ...base, ...overrides, label, bundle };
}

const byFile = (file: string) => fixtureCases.find((item) => item.label === file) as Case;
const v03 = byFile('bundles/conformance.happy-path-v0.3.sigstore.json');
const rsa = byFile('bundles/sigstore-java.PKIX_RSA_PKCS1V15_3072_SHA256.sigstore.json');
const dsse = byFile('bundles/sigstore-java.bundle.dsse.sigstore.json');
const withTsa = byFile('bundles/sigstore-java.bundle-with-timestamp.sigstore.json');

const negativeCases: Case[] = [
  variant('wrong artifact (ECDSA)', v03, () => {}, { artifact: new TextEncoder().encode('other') }),
  variant('wrong artifact (RSA)', rsa, () => {}, { artifact: new TextEncoder().encode('other') }),
  variant('tampered message signature', v03, (b) => {
    b.messageSignature!.signature = flipBase64Byte(b.messageSignature!.signature, -2);
  }),
  variant('tampered DSSE signature', dsse, (b) => {
    b.dsseEnvelope!.signatures[0]!.sig = flipBase64Byte(b.dsseEnvelope!.signatures[0]!.sig, -2);
  }),
  variant('production bundle, staging root', v03, () => {}, { root: 'keys/trusted_root.staging.json' }),
  variant('staging TSA bundle, production root', withTsa, () => {}, {
    root: 'keys/trusted_root.production.json',
  }),
  variant('tampered time-stamp', withTsa, (b) => {
    const token = b.verificationMaterial.timestampVerificationData!.rfc3161Timestamps![0]!;
    token.signedTimestamp = flipBase64Byte(token.signedTimestamp, -3);
  }),
];

describe('@sigstore/verify as a second opinion', () => {
  it('covers the fixture bundles it can verify and the altered ones', () => {
    expect(fixtureCases.length).toBe(23);
  });

  it.each([...fixtureCases, ...negativeCases].map((item) => [item.label, item] as const))(
    '%s: same verdict',
    async (_label, item) => {
      const theirs = sigstoreJsVerdict(item);
      const ours = await verityVerdict(item);
      const failed = Object.values(ours.checks).filter((check) => check.ok === false);
      expect(
        ours.pass,
        `Verity failed ${JSON.stringify(failed)}; @sigstore/verify: ${theirs.reason || 'pass'}`,
      ).toBe(theirs.pass);
    },
  );

  it('both reject the sigstore-python TSA bundle: one of its time-stamps cannot verify', async () => {
    const item = byFile('bundles/sigstore-python.tsa.bundle.txt.sigstore.json');
    expect(sigstoreJsVerdict(item)).toEqual({ pass: false, reason: 'timestamp could not be verified' });
    const ours = await verityVerdict(item);
    expect(ours.pass).toBe(false);
    expect(ours.checks.timestamp?.ok).toBe(false);
  });
});
