// A signature verifier as entries carry it: base64 of a PEM public key or certificate (chain). Parsed the
// way Rekor's x509 PKI does (sigstore/rekor:pkg/pki/x509/x509.go NewPublicKey, CanonicalValue, Subjects):
// PEM only; a certificate's key verifies and its SANs become search subjects; the canonical value is the
// PEM re-encoded, which is what stored bodies carry and what key searches fingerprint.
import { createHash, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { EntryRejection } from '../kinds/entry-rejection';
import { certificateSubjects } from './certificate-subjects';

/** OpenSSL's names of the curves Rekor's x509 PKI accepts. */
export type EcdsaCurveName = 'prime256v1' | 'secp384r1' | 'secp521r1';

type KeyAlgorithm =
  { kind: 'ecdsa'; curve: EcdsaCurveName; point: Uint8Array } | { kind: 'rsa' } | { kind: 'ed25519' };

export interface VerifierMaterial {
  key: KeyObject;
  algorithm: KeyAlgorithm;
  /** Rekor's CanonicalValue: the certificate(s) or the SPKI public key, PEM-encoded as Go's pem.Encode does. */
  canonicalPem: string;
  /** SAN values of the (leaf) certificate: e-mail addresses, URIs, DNS names, IP addresses. */
  subjects: string[];
  /** SHA-256 (hex) of the canonical PEM and, for a certificate, of its public key's PEM too. */
  fingerprints: string[];
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)-----END \1-----/g;
const CURVES: readonly string[] = ['prime256v1', 'secp384r1', 'secp521r1'] satisfies EcdsaCurveName[];
const MAX_CACHED = 4096;
const cache = new Map<string, VerifierMaterial>();

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function keyAlgorithm(key: KeyObject): KeyAlgorithm {
  const type = key.asymmetricKeyType;
  if (type === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve ?? '?';
    if (!CURVES.includes(curve)) throw new EntryRejection(`unsupported elliptic curve ${curve}`);
    const jwk = key.export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.of(4),
      Buffer.from(jwk.x ?? '', 'base64url'),
      Buffer.from(jwk.y ?? '', 'base64url'),
    ]);
    return { kind: 'ecdsa', curve: curve as EcdsaCurveName, point: new Uint8Array(point) };
  }
  if (type === 'rsa') {
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
      throw new EntryRejection('RSA keys must have at least 2048 bits');
    return { kind: 'rsa' };
  }
  if (type === 'ed25519') return { kind: 'ed25519' };
  throw new EntryRejection(`unsupported public key type ${type ?? '?'}`);
}

function parse(pemText: string): VerifierMaterial {
  const blocks = [...pemText.matchAll(PEM_BLOCK)];
  const first = blocks[0];
  if (!first) throw new EntryRejection('invalid public key: failure decoding PEM');
  if (first[1] === 'CERTIFICATE') {
    const certificates = blocks.map((block) => {
      if (block[1] !== 'CERTIFICATE')
        throw new EntryRejection(`unexpected PEM block ${block[1]} in a certificate chain`);
      try {
        return new X509Certificate(block[0]);
      } catch (error) {
        throw new EntryRejection(`invalid certificate: ${(error as Error).message}`);
      }
    });
    const leaf = certificates[0]!;
    const keyPem = leaf.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const canonicalPem = certificates.map((cert) => cert.toString()).join('');
    return {
      key: leaf.publicKey,
      algorithm: keyAlgorithm(leaf.publicKey),
      canonicalPem,
      subjects: certificateSubjects(leaf),
      fingerprints: [sha256Hex(canonicalPem), sha256Hex(keyPem)],
    };
  }
  if (first[1] !== 'PUBLIC KEY')
    throw new EntryRejection(`unsupported PEM block type ${first[1]}; expected PUBLIC KEY or CERTIFICATE`);
  let key: KeyObject;
  try {
    key = createPublicKey(first[0]);
  } catch (error) {
    throw new EntryRejection(`invalid public key: ${(error as Error).message}`);
  }
  const canonicalPem = key.export({ type: 'spki', format: 'pem' }).toString();
  return {
    key,
    algorithm: keyAlgorithm(key),
    canonicalPem,
    subjects: [],
    fingerprints: [sha256Hex(canonicalPem)],
  };
}

/** Parses decoded verifier bytes (PEM text); results are cached, since a few signers sign most entries. */
export function verifierFromPem(pemBytes: Uint8Array): VerifierMaterial {
  const text = Buffer.from(pemBytes).toString('utf8');
  const known = cache.get(text);
  if (known) return known;
  const material = parse(text);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(text, material);
  return material;
}
