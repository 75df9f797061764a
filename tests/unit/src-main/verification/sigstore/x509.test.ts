// Certificates as the verifier reads them, compared with node:crypto's reading of the same certificates.
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../../../src-main/verification/sigstore/public-key';
import { describeCertificate, parseCertificate } from '../../../../../src-main/verification/sigstore/x509';
import { bundleFixture } from '../../../../support/bundle-fixtures';
import { fixtureJson } from '../../../../support/tlog-fixtures';
import { makeCertificate, makeKey } from '../../../../support/test-pki';

const root = fixtureJson<{
  certificateAuthorities: { certChain: { certificates: { rawBytes: string }[] } }[];
}>('keys/trusted_root.production.json');
const leaf = bundleFixture('bundles/sigstore-java.PKIX_RSA_PKCS1V15_2048_SHA256.sigstore.json')
  .verificationMaterial.certificate!.rawBytes;
const ders = [
  leaf,
  ...root.certificateAuthorities.flatMap((ca) => ca.certChain.certificates.map((c) => c.rawBytes)),
].map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));

describe('certificate reading', () => {
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
      expect(ours.extendedKeyUsage ?? undefined).toEqual(node.keyUsage);
      const names = (text: string) => text.split(/, |\n/).sort();
      if (ours.subjectText !== '(empty name)') expect(names(ours.subjectText)).toEqual(names(node.subject));
      expect(names(ours.issuerText)).toEqual(names(node.issuer));
    },
  );

  it('reads the Fulcio leaf: empty subject, SAN, code signing, RSA key', () => {
    const ours = parseCertificate(ders[0] as Uint8Array);
    expect(ours.subjectText).toBe('(empty name)');
    expect(ours.subjectAltNames).toEqual([
      { type: 'email', value: 'untrusted-sa@sigstore-conformance.iam.gserviceaccount.com' },
    ]);
    expect(describeCertificate(ours)).toBe('SAN untrusted-sa@sigstore-conformance.iam.gserviceaccount.com');
    expect(ours.extendedKeyUsage).toContain('1.3.6.1.5.5.7.3.3');
    expect(ours.keyUsage).toEqual({ digitalSignature: true, keyCertSign: false });
    expect(parsePublicKey(ours.spki)).toMatchObject({ kind: 'rsa', bits: 2048 });
  });

  it('reads CA constraints, key identifiers and UTCTime with the RFC 5280 century rule', () => {
    const ca = makeCertificate({
      subject: 'century',
      key: makeKey('p256'),
      notBefore: new Date('1950-01-01T00:00:00Z'),
      notAfter: new Date('2049-12-31T23:59:59Z'),
      ca: true,
      pathLength: 1,
      keyUsage: ['keyCertSign'],
      subjectKeyId: Uint8Array.of(1, 2, 3),
    });
    const ours = parseCertificate(ca.der);
    expect(ours.notBefore.toISOString()).toBe('1950-01-01T00:00:00.000Z');
    expect(ours.notAfter.toISOString()).toBe('2049-12-31T23:59:59.000Z');
    expect(ours.basicConstraints).toEqual({ ca: true, pathLength: 1 });
    expect(ours.keyUsage).toEqual({ digitalSignature: false, keyCertSign: true });
    expect(ours.subjectKeyId).toEqual(Uint8Array.of(1, 2, 3));
    expect(ours.subjectText).toBe('CN=century');
    expect(ours.version).toBe(3);
  });

  it('rejects truncated input and indefinite lengths with a reason', () => {
    const der = ders[0] as Uint8Array;
    expect(() => parseCertificate(der.subarray(0, der.length - 5))).toThrow(/end of input/i);
    expect(() => parseCertificate(Uint8Array.of(0x30, 0x80, 0x00, 0x00))).toThrow(/Certificate/);
  });
});
