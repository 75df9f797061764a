import { createHash, createPublicKey } from 'node:crypto';
import type { CertificateInfo, DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { decodeFulcioExtension } from './fulcio-extensions';
import { x509 } from './x509-loader';

type PublicKeyInfo = DecodedBody['publicKeys'][number];

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every PEM block in `text`, with its label (CERTIFICATE, PUBLIC KEY …). */
export function pemBlocks(text: string): Array<{ label: string; pem: string }> {
  return [...text.matchAll(PEM_BLOCK)].map((m) => ({ label: m[1]!, pem: m[0] }));
}

function keyAlgorithmName(algorithm: { name?: string; namedCurve?: string; modulusLength?: number }): string {
  const name = algorithm.name ?? 'unknown';
  if (algorithm.namedCurve) return `${name} ${algorithm.namedCurve}`;
  if (algorithm.modulusLength) return `${name} ${algorithm.modulusLength}`;
  return name;
}

/** An X.509 certificate decoded for display: names, validity, SANs and Fulcio's identity extensions. */
export function certificateInfo(pem: string): CertificateInfo {
  const { X509Certificate, SubjectAlternativeNameExtension } = x509();
  const cert = new X509Certificate(pem);
  const san = cert.getExtension(SubjectAlternativeNameExtension);
  const fulcio = cert.extensions.flatMap((ext) => {
    const decoded = decodeFulcioExtension(ext.type, new Uint8Array(ext.value));
    return decoded ? [decoded] : [];
  });
  const der = new Uint8Array(cert.rawData);
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    serialNumber: cert.serialNumber,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    sans: (san?.names.items ?? []).map((n) => ({ type: n.type, value: String(n.value) })),
    fulcio,
    keyAlgorithm: keyAlgorithmName(cert.publicKey.algorithm as { name?: string; namedCurve?: string }),
    sha256Fingerprint: sha256Hex(der),
    pem: cert.toString('pem'),
  };
}

/** OpenSSL curve names as people read them. */
const CURVE_NAMES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

/** A PEM public key: its algorithm and the SHA-256 of its DER SubjectPublicKeyInfo. */
export function publicKeyInfo(pem: string): PublicKeyInfo {
  const key = createPublicKey(pem);
  const der = key.export({ type: 'spki', format: 'der' });
  const details = key.asymmetricKeyDetails;
  const type = key.asymmetricKeyType ?? 'unknown';
  const algorithm =
    type === 'ec'
      ? `ECDSA ${CURVE_NAMES[details?.namedCurve ?? ''] ?? details?.namedCurve ?? ''}`.trim()
      : type === 'rsa'
        ? `RSA ${details?.modulusLength ?? ''}`.trim()
        : type;
  return {
    format: 'x509',
    algorithm,
    fingerprint: sha256Hex(der),
    pem: key.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
