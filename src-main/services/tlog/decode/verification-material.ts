import type { CertificateInfo, DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { certificateInfo, pemBlocks, publicKeyInfo, sha256Hex } from './certificate-info';

type PublicKeyInfo = DecodedBody['publicKeys'][number];

export interface Material {
  certificates: CertificateInfo[];
  publicKeys: PublicKeyInfo[];
  warnings: string[];
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Standard base64 to bytes; null when `text` is not base64. */
export function base64Bytes(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

export function base64Text(text: string): string | null {
  const bytes = base64Bytes(text);
  return bytes ? new TextDecoder('utf-8', { fatal: false }).decode(bytes) : null;
}

function otherKeyFormat(text: string): string | null {
  if (text.includes('-----BEGIN PGP PUBLIC KEY BLOCK-----')) return 'pgp';
  if (/^untrusted comment:/m.test(text)) return 'minisign';
  if (/^(ssh-(rsa|ed25519)|ecdsa-sha2-nistp\d+) /m.test(text)) return 'ssh';
  return null;
}

/**
 * Decodes verification material as Rekor bodies carry it: base64 of PEM
 * (so decoded twice), holding certificates (a leaf or a chain) or a public
 * key; PGP, minisign and SSH keys are recognized and fingerprinted as stored.
 */
export function decodeMaterial(label: string, encoded: string): Material {
  const out: Material = { certificates: [], publicKeys: [], warnings: [] };
  const bytes = base64Bytes(encoded);
  if (!bytes) {
    out.warnings.push(`${label}: not base64`);
    return out;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const blocks = pemBlocks(text);
  for (const block of blocks) {
    try {
      if (block.label === 'CERTIFICATE') out.certificates.push(certificateInfo(block.pem));
      else if (block.label === 'PUBLIC KEY') out.publicKeys.push(publicKeyInfo(block.pem));
    } catch (error) {
      out.warnings.push(
        `${label}: the ${block.label.toLowerCase()} could not be decoded (${(error as Error).message})`,
      );
    }
  }
  const format = otherKeyFormat(text);
  if (format) {
    out.publicKeys.push({ format, algorithm: null, fingerprint: sha256Hex(bytes), pem: null });
  } else if (blocks.length === 0) {
    out.warnings.push(`${label}: neither a certificate nor a public key`);
  }
  return out;
}
