// The building blocks on their own: DER reading, proto3 JSON bytes, DSSE PAE, signature schemes,
// certificate parsing (compared with node:crypto's reading of the same certificates).
import { createHash, generateKeyPairSync, sign, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DerError, parseDer, readOid, readTime } from '../../../src-main/verification/sigstore/der';
import { preAuthEncoding, readStatementSubjects } from '../../../src-main/verification/sigstore/dsse';
import { decodeProtoBytes } from '../../../src-main/verification/sigstore/proto-bytes';
import { parsePublicKey } from '../../../src-main/verification/sigstore/public-key';
import { verifyPkcs1Digest } from '../../../src-main/verification/sigstore/rsa-pkcs1';
import {
  verifySignature,
  type SignatureScheme,
} from '../../../src-main/verification/sigstore/signature-verify';
import { parseCertificate } from '../../../src-main/verification/sigstore/x509';
import { generalizedTime, oid, utcTime } from './der-writer';
import { bundleFixture, fixtureJson } from './fixtures';

describe('DER reading', () => {
  it('reads object identifiers, including large arcs', () => {
    expect(readOid(parseDer(oid('1.2.840.113549.1.9.16.1.4')))).toBe('1.2.840.113549.1.9.16.1.4');
    expect(readOid(parseDer(oid('2.999.3')))).toBe('2.999.3');
  });

  it('reads UTCTime with the RFC 5280 century rule and GeneralizedTime with fractions', () => {
    expect(readTime(parseDer(utcTime(new Date('2049-12-31T23:59:59Z')))).toISOString()).toBe(
      '2049-12-31T23:59:59.000Z',
    );
    expect(readTime(parseDer(utcTime(new Date('1950-01-01T00:00:00Z')))).toISOString()).toBe(
      '1950-01-01T00:00:00.000Z',
    );
    expect(readTime(parseDer(generalizedTime(new Date('2025-06-12T12:02:20Z')))).toISOString()).toBe(
      '2025-06-12T12:02:20.000Z',
    );
    const fractional = Uint8Array.from([0x18, 0x13, ...new TextEncoder().encode('20250612120220.125Z')]);
    expect(readTime(parseDer(fractional)).toISOString()).toBe('2025-06-12T12:02:20.125Z');
  });

  it('rejects truncated input, indefinite lengths and trailing bytes', () => {
    expect(() => parseDer(Uint8Array.of(0x30, 0x05, 0x02, 0x01))).toThrow(DerError);
    expect(() => parseDer(Uint8Array.of(0x30, 0x80, 0x00, 0x00))).toThrow(/indefinite length/);
    expect(() => parseDer(Uint8Array.of(0x05, 0x00, 0x00))).toThrow(/trailing bytes/);
  });
});

describe('proto3 JSON bytes', () => {
  it('accepts standard and URL-safe base64, padded or not', () => {
    const bytes = Uint8Array.of(0xfb, 0xff, 0xfe, 0x01);
    for (const text of ['+//+AQ==', '+//+AQ', '-__-AQ==', '-__-AQ'])
      expect(decodeProtoBytes(text)).toEqual(bytes);
  });

  it('rejects what is not base64', () => {
    for (const text of ['a', 'ab=c', 'abc!', 'ab===']) expect(decodeProtoBytes(text)).toBeNull();
  });
});

describe('DSSE', () => {
  it('builds PAE as in the DSSE protocol example', () => {
    // secure-systems-lab/dsse:protocol.md, "Test vectors".
    const pae = preAuthEncoding('http://example.com/HelloWorld', new TextEncoder().encode('hello world'));
    expect(new TextDecoder().decode(pae)).toBe('DSSEv1 29 http://example.com/HelloWorld 11 hello world');
  });

  it('reads in-toto subjects and explains a payload that is not a statement', () => {
    const payload = new TextEncoder().encode(
      JSON.stringify({ subject: [{ name: 'a', digest: { sha256: 'AB', gitCommit: 'x' } }] }),
    );
    expect(readStatementSubjects(payload)).toEqual([{ name: 'a', digests: { sha256: 'ab' } }]);
    expect(readStatementSubjects(new TextEncoder().encode('{}'))).toBe(
      'the in-toto statement has no subject list',
    );
    expect(readStatementSubjects(Uint8Array.of(0xff))).toBe('the payload is not UTF-8 JSON');
  });
});

describe('signature schemes', () => {
  const message = new TextEncoder().encode('signed bytes');

  it.each([
    ['P-256', 'sha256'],
    ['P-384', 'sha384'],
    ['P-384', 'sha256'],
  ] as const)('ECDSA %s with %s over a message and over its digest', async (curve, hash) => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: curve });
    const key = parsePublicKey(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    const signature = new Uint8Array(sign(hash, message, privateKey));
    const scheme: SignatureScheme = { scheme: 'ecdsa', hash };
    const digest = new Uint8Array(createHash(hash).update(message).digest());
    expect(await verifySignature(key, scheme, { message }, signature)).toEqual({ status: 'valid' });
    expect(await verifySignature(key, scheme, { digest }, signature)).toEqual({ status: 'valid' });
    expect(await verifySignature(key, scheme, { message: message.subarray(1) }, signature)).toEqual({
      status: 'invalid',
    });
    expect(await verifySignature(key, scheme, { message }, Uint8Array.of(1, 2, 3))).toEqual({
      status: 'invalid',
    });
  });

  it('RSA PKCS#1 v1.5 over a digest, by arithmetic', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = parsePublicKey(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    if (key.kind !== 'rsa') throw new Error('expected an RSA key');
    const signature = new Uint8Array(sign('sha384', message, privateKey));
    const digest = new Uint8Array(createHash('sha384').update(message).digest());
    expect(verifyPkcs1Digest(key, 'sha384', digest, signature)).toBe(true);
    expect(verifyPkcs1Digest(key, 'sha256', digest.subarray(0, 32), signature)).toBe(false);
    expect(verifyPkcs1Digest(key, 'sha384', digest, signature.subarray(1))).toBe(false);
  });

  it('Ed25519 over a message only', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const key = parsePublicKey(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    const signature = new Uint8Array(sign(null, message, privateKey));
    expect(await verifySignature(key, { scheme: 'ed25519' }, { message }, signature)).toEqual({
      status: 'valid',
    });
    expect((await verifySignature(key, { scheme: 'ed25519' }, { digest: message }, signature)).status).toBe(
      'unsupported',
    );
  });

  it('refuses a scheme that does not fit the key', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const key = parsePublicKey(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    const outcome = await verifySignature(
      key,
      { scheme: 'ecdsa', hash: 'sha256' },
      { message },
      Uint8Array.of(0),
    );
    expect(outcome).toEqual({
      status: 'unsupported',
      reason: 'ECDSA with SHA-256 needs an ECDSA key, but the key is Ed25519',
    });
  });
});

describe('certificate parsing', () => {
  const root = fixtureJson<{
    certificateAuthorities: { certChain: { certificates: { rawBytes: string }[] } }[];
  }>('keys/trusted_root.production.json');
  const leaf = bundleFixture('bundles/sigstore-java.PKIX_RSA_PKCS1V15_2048_SHA256.sigstore.json')
    .verificationMaterial.certificate!.rawBytes;
  const ders = [
    leaf,
    ...root.certificateAuthorities.flatMap((ca) => ca.certChain.certificates.map((c) => c.rawBytes)),
  ].map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));

  it.each(ders.map((der, index) => [index, der] as const))(
    'certificate %i reads as node:crypto reads it',
    (_index, der) => {
      const ours = parseCertificate(der);
      const node = new X509Certificate(der);
      expect(ours.notBefore.getTime()).toBe(new Date(node.validFrom).getTime());
      expect(ours.notAfter.getTime()).toBe(new Date(node.validTo).getTime());
      expect(Buffer.from(ours.serialNumber).toString('hex').replace(/^00/, '').toUpperCase()).toBe(
        node.serialNumber,
      );
      expect(ours.basicConstraints?.ca ?? false).toBe(node.ca);
      expect(Buffer.from(ours.spki)).toEqual(node.publicKey.export({ type: 'spki', format: 'der' }));
      const names = (text: string) => text.split(/, |\n/).sort();
      if (ours.subjectText !== '(empty name)') expect(names(ours.subjectText)).toEqual(names(node.subject));
      expect(names(ours.issuerText)).toEqual(names(node.issuer));
    },
  );

  it('reads the Fulcio leaf: empty subject, SAN, code signing, RSA key', () => {
    const ours = parseCertificate(ders[0] as Uint8Array);
    expect(ours.subjectText).toBe('(empty name)');
    expect(ours.subjectAltNames).toEqual(['untrusted-sa@sigstore-conformance.iam.gserviceaccount.com']);
    expect(ours.extendedKeyUsage).toContain('1.3.6.1.5.5.7.3.3');
    expect(parsePublicKey(ours.spki)).toMatchObject({ kind: 'rsa', bits: 2048, exponent: 65537n });
  });
});
