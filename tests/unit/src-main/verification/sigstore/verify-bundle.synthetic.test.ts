// Certificate hierarchies and time-stamps built here, for what the real fixtures do not show: Ed25519
// signers, CA constraints (RFC 5280 §4.2.1), key usages, RSA time-stamp authorities, key-id signers.
import { describe, expect, it } from 'vitest';
import type { TrustedAuthority, TrustSet } from '../../../../../src-main/verification/tlog/trust-types';
import { failing, verify } from '../../../../support/bundle-checks';
import {
  CODE_SIGNING,
  dsseBundle,
  makeCertificate,
  makeHierarchy,
  makeKey,
  makeTimestamp,
  messageBundle,
  SIGNING_TIME,
  TIME_STAMPING,
  YEAR_2024,
  YEAR_2030,
  type KeyType,
  type TestCertificate,
} from '../../../../support/test-pki';

const ARTIFACT = new TextEncoder().encode('synthetic artifact\n');

function trustOf(authority: TrustedAuthority, timestampAuthorities: TrustedAuthority[] = []): TrustSet {
  return { tlogs: [], ctlogs: [], certificateAuthorities: [authority], timestampAuthorities };
}

describe('signers of every supported key type', () => {
  it.each<KeyType>(['p256', 'p384', 'rsa', 'ed25519'])(
    '%s message signature over the artifact',
    async (type) => {
      const { leaf, authority } = makeHierarchy(type);
      const checks = await verify(messageBundle(leaf, ARTIFACT), trustOf(authority), {
        artifact: ARTIFACT,
        integratedTimes: [SIGNING_TIME],
      });
      expect(failing(checks)).toEqual([]);
      expect(checks['certificate-chain']?.detail).toContain(
        'SAN signer@example.com → "CN=test intermediate" → "CN=test root"',
      );
    },
  );

  it('an Ed25519 message signature cannot be checked from the digest alone', async () => {
    const { leaf, authority } = makeHierarchy('ed25519');
    const checks = await verify(messageBundle(leaf, ARTIFACT), trustOf(authority), {
      integratedTimes: [SIGNING_TIME],
    });
    expect(checks.signature?.ok).toBe(null);
    expect(checks.signature?.detail).toMatch(/Ed25519 signature covers the whole artifact/);
  });

  it.each<KeyType>(['p384', 'rsa', 'ed25519'])('%s DSSE envelope', async (type) => {
    const { leaf, authority } = makeHierarchy(type);
    const checks = await verify(dsseBundle(leaf, ARTIFACT), trustOf(authority), {
      artifact: ARTIFACT,
      integratedTimes: [SIGNING_TIME],
    });
    expect(failing(checks)).toEqual([]);
    expect(checks.artifact?.detail).toBe(
      'SHA-256 of the artifact matches subject "artifact.bin" of the in-toto statement (1 subject)',
    );
  });
});

describe('certification path rules', () => {
  async function chainDetail(leafOptions = {}, intermediateOptions = {}) {
    const { leaf, authority } = makeHierarchy('p256', leafOptions, intermediateOptions);
    const checks = await verify(messageBundle(leaf, ARTIFACT), trustOf(authority), {
      artifact: ARTIFACT,
      integratedTimes: [SIGNING_TIME],
    });
    return checks['certificate-chain'];
  }

  it('rejects an intermediate that is not a CA', async () => {
    const check = await chainDetail({}, { ca: false });
    expect(check?.ok).toBe(false);
    expect(check?.detail).toContain('"CN=test intermediate" is not a CA certificate');
  });

  it('rejects a CA without keyCertSign', async () => {
    const check = await chainDetail({}, { keyUsage: ['digitalSignature'] });
    expect(check?.detail).toContain('"CN=test intermediate" may not sign certificates');
  });

  it('rejects a path longer than the root allows', async () => {
    const root = makeCertificate({
      subject: 'r',
      key: makeKey('p256'),
      notBefore: YEAR_2024,
      notAfter: YEAR_2030,
      ca: true,
      pathLength: 0,
    });
    const middle = makeCertificate({
      subject: 'm',
      key: makeKey('p256'),
      issuer: root,
      notBefore: YEAR_2024,
      notAfter: YEAR_2030,
      ca: true,
    });
    const leaf = makeCertificate({
      subject: '',
      key: makeKey('p256'),
      issuer: middle,
      notBefore: YEAR_2024,
      notAfter: YEAR_2030,
      keyUsage: ['digitalSignature'],
      extendedKeyUsage: [CODE_SIGNING],
      sanEmail: 'x@example.com',
    });
    const authority = {
      name: 'short',
      uri: null,
      certChain: [middle.der, root.der],
      validFrom: null,
      validTo: null,
    };
    const checks = await verify(messageBundle(leaf, ARTIFACT), trustOf(authority), {
      integratedTimes: [SIGNING_TIME],
    });
    expect(checks['certificate-chain']?.detail).toContain(
      '"CN=r" allows 0 intermediate(s) below it but the path has 1',
    );
  });

  it('rejects a leaf without the codeSigning extended key usage', async () => {
    const check = await chainDetail({ extendedKeyUsage: [TIME_STAMPING] });
    expect(check?.detail).toContain('its extendedKeyUsage does not include codeSigning');
  });

  it('rejects an unknown critical extension', async () => {
    const check = await chainDetail({ unknownCritical: true });
    expect(check?.detail).toContain(
      'has a critical extension 1.3.6.1.4.1.99999.1 this verifier does not process',
    );
  });

  it('rejects a CA certificate that has expired at the signing time', async () => {
    const check = await chainDetail({}, { notAfter: new Date('2025-02-01T00:00:00Z') });
    expect(check?.detail).toContain('"CN=test intermediate" is not valid at 2025-03-01T12:01:00Z');
  });

  it('rejects a leaf signed by a different key under the same issuer name', async () => {
    const { leaf } = makeHierarchy('p256');
    const { authority: other } = makeHierarchy('p256');
    const checks = await verify(messageBundle(leaf, ARTIFACT), trustOf(other), {
      integratedTimes: [SIGNING_TIME],
    });
    expect(checks['certificate-chain']?.detail).toMatch(
      /signature does not verify with that certificate's key/,
    );
  });

  it('ignores certificates the bundle ships: a bundle cannot bring its own CA', async () => {
    const { leaf, intermediate, root } = makeHierarchy('p256');
    const { authority: other } = makeHierarchy('p256');
    const bundle = messageBundle(leaf, ARTIFACT);
    const v02 = {
      ...bundle,
      mediaType: 'application/vnd.dev.sigstore.bundle+json;version=0.2',
      verificationMaterial: {
        x509CertificateChain: {
          certificates: [leaf, intermediate, root].map((c) => ({
            rawBytes: Buffer.from(c.der).toString('base64'),
          })),
        },
      },
    };
    const checks = await verify(v02, trustOf(other), { integratedTimes: [SIGNING_TIME] });
    expect(checks['certificate-chain']?.ok).toBe(false);
  });
});

describe('synthetic RFC 3161 time-stamps', () => {
  const TSA_KEY_ID = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]);

  function tsaFor(type: KeyType, eku = [TIME_STAMPING]) {
    const root = makeCertificate({
      subject: 'tsa root',
      key: makeKey('p256'),
      notBefore: YEAR_2024,
      notAfter: YEAR_2030,
      ca: true,
      keyUsage: ['keyCertSign'],
    });
    const tsa = makeCertificate({
      subject: 'tsa',
      key: makeKey(type),
      issuer: root,
      notBefore: YEAR_2024,
      notAfter: YEAR_2030,
      keyUsage: ['digitalSignature'],
      extendedKeyUsage: eku,
      subjectKeyId: TSA_KEY_ID,
      serial: 5,
    });
    const authority: TrustedAuthority = {
      name: 'test TSA',
      uri: null,
      certChain: [tsa.der, root.der],
      validFrom: YEAR_2024,
      validTo: null,
    };
    return { tsa, root, authority };
  }

  function signatureOf(bundle: ReturnType<typeof messageBundle>): Uint8Array {
    return new Uint8Array(Buffer.from(bundle.messageSignature.signature, 'base64'));
  }

  async function withTimestamp(
    tsaType: KeyType,
    options: { eku?: string[]; tamper?: boolean; keyId?: Uint8Array } = {},
  ) {
    const { leaf, authority } = makeHierarchy('p256');
    const { tsa, root, authority: tsaAuthority } = tsaFor(tsaType, options.eku);
    const unsigned = messageBundle(leaf, ARTIFACT);
    const token = makeTimestamp(
      {
        tsa: tsa as TestCertificate,
        signed: signatureOf(unsigned),
        genTime: SIGNING_TIME,
        tamperMessageDigest: options.tamper,
        byKeyId: options.keyId,
      },
      root,
    );
    unsigned.verificationMaterial.timestampVerificationData.rfc3161Timestamps = [
      { signedTimestamp: Buffer.from(token).toString('base64') },
    ];
    return verify(unsigned, trustOf(authority, [tsaAuthority]), { artifact: ARTIFACT });
  }

  it.each<KeyType>(['p256', 'p384', 'rsa'])('a %s TSA gives the only signing time', async (type) => {
    const checks = await withTimestamp(type);
    expect(failing(checks)).toEqual([]);
    expect(checks['certificate-validity']?.detail).toContain('2025-03-01T12:01:00Z (RFC 3161 time-stamp 1)');
    expect(checks.timestamp?.detail).toContain('chain "CN=tsa" → "CN=tsa root" valid at genTime');
  });

  it('rejects a TSTInfo that does not match the signed message-digest attribute', async () => {
    const checks = await withTimestamp('p256', { tamper: true });
    expect(checks.timestamp?.detail).toContain(
      'the message-digest signed attribute does not match the TSTInfo',
    );
    expect(failing(checks)).toEqual(['certificate-validity', 'timestamp']);
  });

  it('rejects a TSA certificate without the timeStamping extended key usage', async () => {
    const checks = await withTimestamp('p256', { eku: [CODE_SIGNING] });
    expect(checks.timestamp?.detail).toContain(
      'its extendedKeyUsage does not include timeStamping (RFC 3161 §2.3)',
    );
  });

  it('finds a signer named by its subject key identifier (RFC 5652 §5.3)', async () => {
    const checks = await withTimestamp('p256', { keyId: TSA_KEY_ID });
    expect(checks.timestamp?.ok).toBe(true);
    expect(checks.timestamp?.detail).toContain('signer key id 0102030405060708');
  });

  it('reports a signer named by a key identifier the TSA does not have', async () => {
    const checks = await withTimestamp('p256', { keyId: Uint8Array.of(9, 9) });
    expect(checks.timestamp?.detail).toContain('signer key id');
    expect(checks.timestamp?.detail).toContain(
      'no trusted timestamp authority valid at genTime has this signing certificate',
    );
  });
});
