import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import type { CertificateInfo, DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { describeKey } from '../../../verification/sigstore/public-key';
import { parseCertificate } from '../../../verification/sigstore/x509';
import { decodeFulcioExtension } from './fulcio-extensions';

type PublicKeyInfo = DecodedBody['publicKeys'][number];

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every PEM block in `text`, with its label (CERTIFICATE, PUBLIC KEY …). */
export function pemBlocks(text: string): Array<{ label: string; pem: string }> {
  return [...text.matchAll(PEM_BLOCK)].map((m) => ({ label: m[1]!, pem: m[0] }));
}

/** Decoded results by PEM text: browsing re-reads the same keys and certificates page after page. */
function memoize<T>(decode: (pem: string) => T, limit = 4096): (pem: string) => T {
  const cache = new Map<string, T>();
  return (pem) => {
    let value = cache.get(pem);
    if (value === undefined) {
      value = decode(pem);
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(pem, value);
    }
    return value;
  };
}

/**
 * An X.509 certificate decoded for display: names, validity, SANs and Fulcio's identity extensions, read
 * as the bundle verifier reads them (src-main/verification/sigstore/x509.ts): one parser for what is shown
 * and what is checked.
 */
export const certificateInfo = memoize(function decodeCertificate(pem: string): CertificateInfo {
  const x509 = new X509Certificate(pem);
  const cert = parseCertificate(x509.raw);
  const fulcio = cert.extensions.flatMap((ext) => {
    const decoded = decodeFulcioExtension(ext.oid, ext.value);
    return decoded ? [decoded] : [];
  });
  return {
    subject: cert.subjectText === '(empty name)' ? '' : cert.subjectText,
    issuer: cert.issuerText,
    serialNumber: Buffer.from(cert.serialNumber).toString('hex'),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    sans: cert.subjectAltNames,
    fulcio,
    keyAlgorithm: describeKey(x509.publicKey),
    sha256Fingerprint: sha256Hex(x509.raw),
    pem: x509.toString(),
  };
});

/** A PEM public key: its algorithm and the SHA-256 of its DER SubjectPublicKeyInfo. */
export const publicKeyInfo = memoize(function decodePublicKey(pem: string): PublicKeyInfo {
  const key = createPublicKey(pem);
  const der = key.export({ type: 'spki', format: 'der' });
  return {
    format: 'x509',
    algorithm: describeKey(key),
    fingerprint: sha256Hex(der),
    pem: key.export({ type: 'spki', format: 'pem' }).toString(),
  };
});
