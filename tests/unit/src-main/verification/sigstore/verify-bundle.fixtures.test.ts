// Every real bundle of the fixture set through the full-bundle checks, with its artifact and the
// trusted root expected.json names.
import { SignedData } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import { TimeStampResp } from '@peculiar/asn1-tsp';
import { describe, expect, it } from 'vitest';
import type { TrustSet } from '../../../../../src-main/verification/tlog/trust-types';
import {
  artifactFor,
  bundleFixture,
  expectedBundles,
  integratedTimesOf,
  trustSetFromRoot,
  type ExpectedFile,
} from '../../../../support/bundle-fixtures';
import { verify } from '../../../../support/bundle-checks';

/**
 * expected.json says "pass" for this bundle because sigstore-python verified it with its own trust
 * config (sigstore/sigstore-python:test/assets/tsa/trust_config.json, a "Test TSA" chain that is not in
 * the fixture set) and because sigstore-python drops time-stamps it cannot verify. By default Verity
 * follows sigstore-js, where every time-stamp must verify; the 'set-aside' policy (the audit's
 * default) follows sigstore-python. See the dedicated tests below.
 */
const TSA_TEST_BUNDLE = 'bundles/sigstore-python.tsa.bundle.txt.sigstore.json';

/** The certificates a time-stamp carries: untrusted, here trusted on purpose to verify the time-stamp. */
function embeddedCertificates(timeStampResp: Uint8Array): Uint8Array[] {
  const token = AsnConvert.parse(timeStampResp, TimeStampResp).timeStampToken!;
  return (AsnConvert.parse(token.content, SignedData).certificates ?? []).map(
    (choice) => new Uint8Array(AsnConvert.serialize(choice.certificate!)),
  );
}

const entries = expectedBundles();
const passing = entries.filter(
  (entry) => entry.expect.fullBundle === 'pass' && entry.file !== TSA_TEST_BUNDLE,
);
const clientDependent = entries.filter((entry) => entry.expect.fullBundle?.startsWith('client-dependent'));

async function verifyEntry(entry: ExpectedFile, trust?: TrustSet) {
  const bundle = bundleFixture(entry.file);
  const artifact = artifactFor(entry, bundle);
  const checks = await verify(bundle, trust ?? trustSetFromRoot(entry.trustedRoot as string), {
    artifact,
    integratedTimes: integratedTimesOf(bundle),
  });
  return { bundle, artifact, checks };
}

describe('full-bundle verification of the fixture bundles', () => {
  it('covers every bundle of expected.json', () => {
    expect(entries.length).toBe(25);
    expect(passing.length + clientDependent.length + 1).toBe(entries.length);
  });

  it.each(passing.map((entry) => [entry.file, entry] as const))(
    '%s passes every applicable check',
    async (_file, entry) => {
      const { bundle, artifact, checks } = await verifyEntry(entry);
      for (const name of [
        'bundle-format',
        'certificate-chain',
        'certificate-validity',
        'signature',
      ] as const) {
        expect(checks[name]?.ok, `${name}: ${checks[name]?.detail}`).toBe(true);
      }
      expect(checks.artifact?.ok, checks.artifact?.detail).toBe(artifact === undefined ? null : true);
      const hasTimestamps =
        (bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps ?? []).length > 0;
      expect(checks.timestamp?.ok, checks.timestamp?.detail).toBe(hasTimestamps ? true : null);
    },
  );

  // The client-dependent bundles differ only in transparency-log policy (SET-only v0.1, proof without
  // checkpoint); their content, certificate and signature are sound.
  it.each(clientDependent.map((entry) => [entry.file, entry] as const))(
    '%s (client-dependent for the log) passes the content checks',
    async (_file, entry) => {
      const { checks } = await verifyEntry(entry);
      expect(Object.values(checks).filter((check) => check.ok === false)).toEqual([]);
      expect(checks.signature?.ok).toBe(true);
    },
  );

  it('says what the signature was checked against when no artifact is given', async () => {
    const bundle = bundleFixture('bundles/sigstore-python.bundle_v3_github.whl.sigstore.json');
    const checks = await verify(bundle, trustSetFromRoot('keys/trusted_root.production.json'), {
      integratedTimes: integratedTimesOf(bundle),
    });
    expect(checks.signature).toMatchObject({ ok: true });
    expect(checks.signature?.detail).toMatch(/message digest only/);
    expect(checks.artifact).toMatchObject({
      ok: null,
      detail: "no artifact given: the signature was checked against the bundle's message digest only",
    });
  });

  it('verifies RSA 2048 and 3072 signatures both over the artifact and over the digest alone', async () => {
    for (const size of [2048, 3072]) {
      const bundle = bundleFixture(`bundles/sigstore-java.PKIX_RSA_PKCS1V15_${size}_SHA256.sigstore.json`);
      const trust = trustSetFromRoot('keys/trusted_root.production.json');
      const integratedTimes = integratedTimesOf(bundle);
      const withArtifact = await verify(bundle, trust, {
        artifact: artifactFor({ file: '', kind: 'bundle', trustedRoot: null, expect: {} }, bundle),
        integratedTimes,
      });
      expect(withArtifact.signature?.detail).toContain(
        `RSA PKCS#1 v1.5 with SHA-256 signature over the artifact`,
      );
      expect(withArtifact.signature?.detail).toContain(`RSA-${size}`);
      const digestOnly = await verify(bundle, trust, { integratedTimes });
      expect(digestOnly.signature?.ok).toBe(true);
    }
  });

  it('uses the RFC 3161 time-stamp as the only signing time of a Rekor v2 bundle', async () => {
    const bundle = bundleFixture('bundles/sigstore-java.bundle.dsse.rekor-v2.sigstore.json');
    expect(integratedTimesOf(bundle)).toEqual([]);
    const checks = await verify(bundle, trustSetFromRoot('keys/trusted_root.production.json'));
    expect(checks['certificate-validity']).toMatchObject({ ok: true });
    expect(checks['certificate-validity']?.detail).toMatch(/\(RFC 3161 time-stamp 1\) is within/);
    expect(checks.timestamp?.detail).toMatch(/message imprint is the SHA-256 of the bundle signature/);
  });
});

describe('the sigstore-python TSA bundle', () => {
  const entry = entries.find((candidate) => candidate.file === TSA_TEST_BUNDLE) as ExpectedFile;

  it('passes everything but the time-stamps against the staging root, which lacks its TSA', async () => {
    const { checks } = await verifyEntry(entry);
    for (const name of [
      'bundle-format',
      'certificate-chain',
      'certificate-validity',
      'signature',
      'artifact',
    ]) {
      expect(checks[name]?.ok, checks[name]?.detail).toBe(true);
    }
    expect(checks.timestamp?.ok).toBe(false);
    expect(checks.timestamp?.detail).toContain(
      'time-stamp 1: FAILED, genTime 2024-10-31T10:23:39Z, signer "O=local, CN=Test TSA Intermediate"',
    );
    expect(checks.timestamp?.detail).toContain(
      'no trusted timestamp authority valid at genTime has this signing certificate',
    );
    // The second time-stamp vouches for SHA-512("hello"), not for this signature.
    expect(checks.timestamp?.detail).toContain('time-stamp 2: FAILED');
    expect(checks.timestamp?.detail).toContain(
      'its message imprint is not the SHA-512 of the bundle signature',
    );
  });

  it('verifies its first time-stamp once the TSA certificate is trusted, and still rejects the second', async () => {
    const bundle = bundleFixture(TSA_TEST_BUNDLE);
    const first =
      bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps?.[0]?.signedTimestamp;
    const certChain = embeddedCertificates(new Uint8Array(Buffer.from(first as string, 'base64')));
    const staging = trustSetFromRoot('keys/trusted_root.staging.json');
    const trust: TrustSet = {
      ...staging,
      timestampAuthorities: [{ name: 'Test TSA', uri: null, certChain, validFrom: null, validTo: null }],
    };
    const { checks } = await verifyEntry(entry, trust);
    expect(checks.timestamp?.detail).toMatch(/time-stamp 1: verified, genTime 2024-10-31T10:23:39Z/);
    expect(checks.timestamp?.detail).toMatch(/time-stamp 2: FAILED/);
    expect(checks.timestamp?.ok).toBe(false);
    expect(checks['certificate-validity']?.detail).toContain('(RFC 3161 time-stamp 1)');
  });

  it("passes with the 'set-aside' policy, which ignores unverifiable time-stamps when the log dates the signature", async () => {
    const bundle = bundleFixture(TSA_TEST_BUNDLE);
    const checks = await verify(bundle, trustSetFromRoot('keys/trusted_root.staging.json'), {
      artifact: artifactFor(entry, bundle),
      integratedTimes: integratedTimesOf(bundle),
      timestampPolicy: 'set-aside',
    });
    for (const name of [
      'bundle-format',
      'certificate-chain',
      'certificate-validity',
      'signature',
      'artifact',
    ]) {
      expect(checks[name]?.ok, checks[name]?.detail).toBe(true);
    }
    expect(checks.timestamp?.ok).toBeNull();
    expect(checks.timestamp?.detail).toMatch(/^set aside: no time-stamp verified/);
  });

  it("still fails with the 'set-aside' policy when the time-stamps are the only source of time", async () => {
    const bundle = bundleFixture(TSA_TEST_BUNDLE);
    const checks = await verify(bundle, trustSetFromRoot('keys/trusted_root.staging.json'), {
      artifact: artifactFor(entry, bundle),
      integratedTimes: [],
      timestampPolicy: 'set-aside',
    });
    expect(checks.timestamp?.ok).toBe(false);
    expect(checks['certificate-validity']?.ok).toBe(false);
  });
});
