// RSASSA-PKCS1-v1_5 verification over a digest (RFC 8017 §8.2.2 and §9.2). WebCrypto cannot verify a
// prehashed input, and a bundle without its artifact only offers the digest.
import { bytesEqual, type HashName } from './hashes';

/** DigestInfo DER prefixes (RFC 8017 §9.2, note 1). */
const DIGEST_INFO_PREFIX: Partial<Record<HashName, number[]>> = {
  sha256: [
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00,
    0x04, 0x20,
  ],
  sha384: [
    0x30, 0x41, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02, 0x05, 0x00,
    0x04, 0x30,
  ],
  sha512: [
    0x30, 0x51, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03, 0x05, 0x00,
    0x04, 0x40,
  ],
};
/** RFC 8017 §9.2 step 3: at least 8 octets of 0xff padding. */
const MIN_PADDING = 8;

export function supportsPkcs1Hash(hash: HashName): boolean {
  return DIGEST_INFO_PREFIX[hash] !== undefined;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function toBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** Whether `signature` is a PKCS#1 v1.5 signature of `digest` (already hashed with `hash`) under (n, e). */
export function verifyPkcs1Digest(
  key: { modulus: bigint; exponent: bigint },
  hash: HashName,
  digest: Uint8Array,
  signature: Uint8Array,
): boolean {
  const prefix = DIGEST_INFO_PREFIX[hash];
  if (prefix === undefined) return false;
  const k = Math.ceil(key.modulus.toString(16).length / 2);
  // RFC 8017 §8.2.2 step 1: the signature is exactly k octets; §5.2.2: s < n.
  if (signature.length !== k) return false;
  const s = toBigInt(signature);
  if (s >= key.modulus) return false;
  const encoded = toBytes(modPow(s, key.exponent, key.modulus), k);
  const tLength = prefix.length + digest.length;
  const paddingLength = k - tLength - 3;
  if (paddingLength < MIN_PADDING) return false;
  const expected = new Uint8Array(k);
  expected[1] = 0x01;
  expected.fill(0xff, 2, 2 + paddingLength);
  expected.set(prefix, 3 + paddingLength);
  expected.set(digest, 3 + paddingLength + prefix.length);
  return bytesEqual(encoded, expected);
}
