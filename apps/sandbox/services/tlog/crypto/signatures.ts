// Signature checks the real server makes before it accepts an entry (sigstore/rekor:pkg/pki/x509/x509.go
// Signature.Verify with sigstore's LoadVerifier(key, SHA256)): over a message for rekord, DSSE and in-toto;
// over a ready digest for hashedrekord (ECDSA and RSA PKCS#1 v1.5 as usual, Ed25519 as Ed25519ph, which
// needs a SHA-512 digest). node:crypto verifies only over a message it hashes itself, so the digest checks
// of ECDSA and Ed25519ph go through @noble/curves.
import { constants, publicDecrypt, verify } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { eddsa } from '@noble/curves/abstract/edwards.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { EntryRejection } from '../kinds/entry-rejection';
import type { EcdsaCurveName, VerifierMaterial } from './verifier-material';

export type DigestAlgorithm = 'sha256' | 'sha384' | 'sha512';

/** DER DigestInfo prefixes of EMSA-PKCS1-v1_5 (RFC 8017 §9.2 note 1). */
const DIGEST_INFO_PREFIX: Record<DigestAlgorithm, string> = {
  sha256: '3031300d060960864801650304020105000420',
  sha384: '3041300d060960864801650304020205000430',
  sha512: '3051300d060960864801650304020305000440',
};

const DIGEST_BYTES: Record<DigestAlgorithm, number> = { sha256: 32, sha384: 48, sha512: 64 };

const ECDSA_CURVES: Record<EcdsaCurveName, typeof p256> = {
  prime256v1: p256,
  secp384r1: p384,
  secp521r1: p521,
};

/** RFC 8032 Ed25519ph whose "prehash" is the identity: the caller hands over the SHA-512 digest itself. */
const ed25519phOverDigest = eddsa(ed25519.Point, sha512, {
  domain: (data: Uint8Array, ctx: Uint8Array, phflag: boolean) =>
    Buffer.concat([
      Buffer.from('SigEd25519 no Ed25519 collisions'),
      Buffer.of(phflag ? 1 : 0, ctx.length),
      ctx,
      data,
    ]),
  prehash: (message: Uint8Array) => message,
});

function rawEd25519Key(material: VerifierMaterial): Uint8Array {
  return new Uint8Array(Buffer.from(material.key.export({ format: 'jwk' }).x ?? '', 'base64url'));
}

/** Verifies `signature` over a digest of the (unseen) artifact; hashedrekord's check. */
export function verifyDigestSignature(
  material: VerifierMaterial,
  algorithm: DigestAlgorithm,
  digest: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (digest.length !== DIGEST_BYTES[algorithm]) return false;
  const { algorithm: keyAlgorithm } = material;
  switch (keyAlgorithm.kind) {
    case 'ecdsa':
      // Go's ecdsa.VerifyASN1 accepts high-S signatures too, hence lowS: false.
      return ECDSA_CURVES[keyAlgorithm.curve].verify(signature, digest, keyAlgorithm.point, {
        prehash: false,
        lowS: false,
        format: 'der',
      });
    case 'rsa': {
      let decrypted: Buffer;
      try {
        decrypted = publicDecrypt({ key: material.key, padding: constants.RSA_PKCS1_PADDING }, signature);
      } catch {
        return false;
      }
      return (
        decrypted.toString('hex') === DIGEST_INFO_PREFIX[algorithm] + Buffer.from(digest).toString('hex')
      );
    }
    case 'ed25519':
      if (algorithm !== 'sha512') {
        throw new EntryRejection(
          'ed25519 keys sign hashedrekord entries as Ed25519ph, which needs a sha512 digest',
        );
      }
      try {
        return ed25519phOverDigest.verify(signature, digest, rawEd25519Key(material), { zip215: false });
      } catch {
        return false;
      }
  }
}

/** Verifies `signature` over `message` (SHA-256 for ECDSA and RSA, pure Ed25519). */
export function verifyMessageSignature(
  material: VerifierMaterial,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    return verify(material.algorithm.kind === 'ed25519' ? null : 'sha256', message, material.key, signature);
  } catch {
    return false;
  }
}

/** Go's error text for a failed check, so clients see what they would see from Rekor. */
export function signatureFailure(material: VerifierMaterial): string {
  switch (material.algorithm.kind) {
    case 'ecdsa':
      return 'invalid signature when validating ASN.1 encoded signature';
    case 'rsa':
      return 'crypto/rsa: verification error';
    case 'ed25519':
      return 'ed25519: invalid signature';
  }
}
