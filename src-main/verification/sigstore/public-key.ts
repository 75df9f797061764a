// SubjectPublicKeyInfo (RFC 5280 §4.1.2.7) for the key types Sigstore uses: ECDSA P-256/P-384
// (RFC 5480), RSA (RFC 8017 A.1.1) and Ed25519 (RFC 8410).
import { DerError, parseDer, readBitString, readOid, readUnsigned, sequenceOf } from './der';
import { OID } from './oids';
import { parseAlgorithmIdentifier } from './x509';

export type PublicKey =
  | { kind: 'ecdsa'; curve: 'P-256' | 'P-384'; point: Uint8Array; spki: Uint8Array }
  | { kind: 'rsa'; modulus: bigint; exponent: bigint; bits: number; spki: Uint8Array }
  | { kind: 'ed25519'; raw: Uint8Array; spki: Uint8Array };

const CURVES: Record<string, 'P-256' | 'P-384'> = { [OID.p256]: 'P-256', [OID.p384]: 'P-384' };

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** Parses a DER SubjectPublicKeyInfo. Throws a DerError naming an unsupported or malformed key. */
export function parsePublicKey(spki: Uint8Array): PublicKey {
  const [algorithmNode, keyNode] = sequenceOf(parseDer(spki), 'subjectPublicKeyInfo');
  const algorithm = parseAlgorithmIdentifier(algorithmNode, 'subjectPublicKeyInfo');
  const keyBytes = readBitString(keyNode, 'subjectPublicKey');
  switch (algorithm.oid) {
    case OID.ecPublicKey: {
      const curveOid = readOid(algorithm.parameters ?? undefined, 'EC named curve');
      const curve = CURVES[curveOid];
      if (curve === undefined) throw new DerError(`unsupported elliptic curve ${curveOid}`);
      return { kind: 'ecdsa', curve, point: keyBytes, spki };
    }
    case OID.rsaEncryption: {
      const [modulusNode, exponentNode] = sequenceOf(parseDer(keyBytes), 'RSAPublicKey');
      const modulus = readUnsigned(modulusNode, 'RSA modulus');
      const exponent = readUnsigned(exponentNode, 'RSA public exponent');
      return { kind: 'rsa', modulus, exponent, bits: bitLength(modulus), spki };
    }
    case OID.ed25519:
      if (keyBytes.length !== 32) throw new DerError('an Ed25519 public key is 32 bytes (RFC 8410 §4)');
      return { kind: 'ed25519', raw: keyBytes, spki };
    default:
      throw new DerError(`unsupported public key algorithm ${algorithm.oid}`);
  }
}

export function describeKey(key: PublicKey): string {
  switch (key.kind) {
    case 'ecdsa':
      return `ECDSA ${key.curve}`;
    case 'rsa':
      return `RSA-${key.bits}`;
    case 'ed25519':
      return 'Ed25519';
  }
}
