// Malformed bundles: bundle-format fails with a reason, the other checks are not applicable, and
// nothing throws.
import { describe, expect, it } from 'vitest';
import { verifyBundleContent } from '../../../../../src-main/verification/sigstore/verify-bundle';
import { bundleFixture, clone, trustSetFromRoot, type BundleJson } from '../../../../support/bundle-fixtures';
import { verify } from '../../../../support/bundle-checks';

const TRUST = trustSetFromRoot('keys/trusted_root.production.json');
const V03 = bundleFixture('bundles/conformance.happy-path-v0.3.sigstore.json');
const V01 = bundleFixture('bundles/conformance.happy-path-v0.1.sigstore.json');
const DSSE = bundleFixture('bundles/sigstore-js.bundleV03-dsse.sigstore.json');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point is to build shapes no bundle type allows
type Malleable = Record<string, any>;

function altered(base: BundleJson, change: (bundle: Malleable) => void): unknown {
  const copy = clone(base) as Malleable;
  change(copy);
  return copy;
}

const CASES: [string, unknown, RegExp][] = [
  ['not an object', 'hello', /a bundle is a JSON object/],
  ['null', null, /a bundle is a JSON object/],
  ['an array', [V03], /a bundle is a JSON object/],
  [
    'an unknown media type',
    altered(V03, (b) => (b.mediaType = 'application/vnd.dev.sigstore.bundle+json;version=9.9')),
    /unknown mediaType "application\/vnd.dev.sigstore.bundle\+json;version=9.9"/,
  ],
  ['no media type', altered(V03, (b) => delete b.mediaType), /unknown mediaType \(undefined\)/],
  [
    'no verification material',
    altered(V03, (b) => delete b.verificationMaterial),
    /^malformed bundle: verificationMaterial: /,
  ],
  [
    'no key material',
    altered(V03, (b) => delete b.verificationMaterial.certificate),
    /has no x509CertificateChain, certificate or publicKey/,
  ],
  [
    'two kinds of key material',
    altered(V03, (b) => (b.verificationMaterial.publicKey = { hint: 'k' })),
    /more than one of x509CertificateChain, certificate, publicKey/,
  ],
  [
    'a v0.3 bundle with a certificate chain',
    altered(V01, (b) => (b.mediaType = 'application/vnd.dev.sigstore.bundle.v0.3+json')),
    /a v0.3 bundle carries verificationMaterial.certificate, not x509CertificateChain/,
  ],
  [
    'an empty certificate chain',
    altered(V01, (b) => (b.verificationMaterial.x509CertificateChain.certificates = [])),
    /verificationMaterial.x509CertificateChain.certificates: /,
  ],
  [
    'a certificate that is not base64',
    altered(V03, (b) => (b.verificationMaterial.certificate.rawBytes = 'not base64!')),
    /verificationMaterial.certificate.rawBytes: not base64/,
  ],
  [
    'a certificate that is not DER',
    altered(V03, (b) => (b.verificationMaterial.certificate.rawBytes = 'aGVsbG8gd29ybGQ=')),
    /verificationMaterial.certificate is not a DER X.509 certificate: /,
  ],
  ['no content', altered(V03, (b) => delete b.messageSignature), /neither messageSignature nor dsseEnvelope/],
  [
    'both kinds of content',
    altered(V03, (b) => (b.dsseEnvelope = clone(DSSE.dsseEnvelope))),
    /both messageSignature and dsseEnvelope/,
  ],
  [
    'a message signature without digest',
    altered(V03, (b) => delete b.messageSignature.messageDigest),
    /messageSignature.messageDigest: /,
  ],
  [
    'an empty signature',
    altered(V03, (b) => (b.messageSignature.signature = '')),
    /messageSignature.signature: empty/,
  ],
  [
    'a digest of the wrong length',
    altered(V03, (b) => (b.messageSignature.messageDigest.digest = 'AAAA')),
    /messageDigest.digest is 3 bytes; SHA2_256 gives 32/,
  ],
  [
    'an unknown digest algorithm',
    altered(V03, (b) => (b.messageSignature.messageDigest.algorithm = 'MD5')),
    /algorithm MD5 is not a known hash/,
  ],
  [
    'a hash named like an Object property',
    altered(V03, (b) => (b.messageSignature.messageDigest.algorithm = 'constructor')),
    /algorithm constructor is not a known hash/,
  ],
  [
    'a media type named like an Object property',
    altered(V03, (b) => (b.mediaType = 'constructor')),
    /unknown mediaType "constructor"/,
  ],
  [
    'a DSSE envelope with two signatures',
    altered(DSSE, (b) => b.dsseEnvelope.signatures.push(b.dsseEnvelope.signatures[0])),
    /dsseEnvelope has 2 signatures; a bundle's envelope has exactly one/,
  ],
  [
    'a DSSE envelope without payload type',
    altered(DSSE, (b) => delete b.dsseEnvelope.payloadType),
    /dsseEnvelope.payloadType: /,
  ],
  [
    'a time-stamp that is not base64',
    altered(
      V03,
      (b) =>
        (b.verificationMaterial.timestampVerificationData = {
          rfc3161Timestamps: [{ signedTimestamp: '%%%' }],
        }),
    ),
    /rfc3161Timestamps\[0\].signedTimestamp: not base64/,
  ],
  [
    'a BigInt where a string belongs',
    altered(V03, (b) => (b.mediaType = 10n)),
    /unknown mediaType \(bigint\)/,
  ],
];

describe('malformed bundles', () => {
  it.each(CASES)('%s fails bundle-format with the reason', async (_label, bundle, reason) => {
    const checks = await verify(bundle, TRUST);
    expect(checks['bundle-format']?.ok).toBe(false);
    expect(checks['bundle-format']?.detail).toMatch(/^malformed bundle: /);
    expect(checks['bundle-format']?.detail).toMatch(reason);
    for (const name of ['certificate-chain', 'certificate-validity', 'signature', 'artifact', 'timestamp']) {
      expect(checks[name]).toMatchObject({ ok: null, detail: 'not checked: the bundle is malformed' });
    }
  });

  it('accepts URL-safe and unpadded base64, as the proto3 JSON mapping allows', async () => {
    const urlSafe = altered(V03, (b) => {
      b.messageSignature.signature = b.messageSignature.signature
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    });
    const checks = await verifyBundleContent(urlSafe, TRUST, {
      integratedTimes: [new Date('2024-03-19T17:26:26Z')],
    });
    expect(checks.find((check) => check.name === 'signature')).toMatchObject({ ok: true });
  });

  it('accepts a numeric hash enum and null optional messages', async () => {
    const numeric = altered(V03, (b) => {
      b.messageSignature.messageDigest.algorithm = 1;
      b.verificationMaterial.timestampVerificationData = null;
    });
    const checks = await verify(numeric, TRUST, { integratedTimes: [new Date('2024-03-19T17:26:26Z')] });
    expect(checks['bundle-format']).toMatchObject({ ok: true });
    expect(checks['bundle-format']?.detail).toContain('message signature over a SHA2_256 digest');
  });

  it('reports a public-key bundle as not applicable where a certificate is needed', async () => {
    const publicKey = altered(V03, (b) => {
      delete b.verificationMaterial.certificate;
      b.verificationMaterial.publicKey = { hint: 'my-key' };
    });
    const checks = await verify(publicKey, TRUST);
    expect(checks['bundle-format']).toMatchObject({ ok: true });
    expect(checks['bundle-format']?.detail).toContain('public key hint "my-key"');
    for (const name of ['certificate-chain', 'certificate-validity', 'signature']) {
      expect(checks[name]?.ok).toBe(null);
      expect(checks[name]?.detail).toContain(
        'the bundle names a public key (hint "my-key") instead of a certificate',
      );
    }
  });
});
