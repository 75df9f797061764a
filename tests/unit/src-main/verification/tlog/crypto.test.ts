import { describe, expect, it } from 'vitest';
import { nodeCrypto, sha256 } from '../../../../../src-main/verification/tlog/crypto';
import { fromHex, toHex, utf8Encode } from '../../../../../src-main/verification/tlog/encoding';
import { verifyKeyOf } from '../../../../../src-main/verification/tlog/keys';
import { flipBit, testLogKey } from '../../../../support/tlog-verification';

/** P-256's group order: an ECDSA signature (r, s) verifies as (r, n − s) too. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
/** Ed25519's group order L (RFC 8032 §5.1). */
const ED25519_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

/** The integers of a DER ECDSA-Sig-Value (RFC 3279 §2.2.3), with short-form lengths as P-256 has. */
function readDerSignature(der: Uint8Array): [bigint, bigint] {
  const r = der.subarray(4, 4 + der[3]!);
  const s = der.subarray(6 + r.length, 6 + r.length + der[5 + r.length]!);
  return [BigInt(`0x${toHex(r)}`), BigInt(`0x${toHex(s)}`)];
}

function derSignature(r: bigint, s: bigint): Uint8Array {
  const integer = (n: bigint) => {
    let hex = n.toString(16);
    if (hex.length % 2) hex = `0${hex}`;
    if (parseInt(hex.slice(0, 2), 16) >= 0x80) hex = `00${hex}`;
    const bytes = fromHex(hex);
    return [0x02, bytes.length, ...bytes];
  };
  const body = [...integer(r), ...integer(s)];
  return Uint8Array.from([0x30, body.length, ...body]);
}

const littleEndian = (n: bigint) => fromHex(n.toString(16).padStart(64, '0')).reverse();

describe('nodeCrypto', () => {
  it('verifies P-256, P-384 and Ed25519, and rejects altered messages and garbage', () => {
    for (const type of ['p256', 'p384', 'ed25519'] as const) {
      const log = testLogKey(type, 'test');
      const signature = log.sign('hello');
      const key = verifyKeyOf(log.key);
      expect(nodeCrypto.verify(key, utf8Encode('hello'), signature), type).toBe(true);
      expect(nodeCrypto.verify(key, utf8Encode('hellO'), signature), type).toBe(false);
      expect(nodeCrypto.verify(key, utf8Encode('hello'), flipBit(signature, 100)), type).toBe(false);
      expect(nodeCrypto.verify(key, utf8Encode('hello'), Uint8Array.of(0x30, 0x01)), type).toBe(false);
    }
  });

  it('accepts a high-S ECDSA signature, as Go (Rekor) does', () => {
    const log = testLogKey('p256', 'test');
    const [r, s] = readDerSignature(log.sign('hello'));
    const highS = derSignature(r, s > P256_ORDER / 2n ? s : P256_ORDER - s);
    expect(readDerSignature(highS)[1]).toBeGreaterThan(P256_ORDER / 2n);
    expect(nodeCrypto.verify(verifyKeyOf(log.key), utf8Encode('hello'), highS)).toBe(true);
  });

  it('rejects an Ed25519 signature whose S is not reduced (RFC 8032 §5.1.7: S < L)', () => {
    const log = testLogKey('ed25519', 'test');
    const signature = log.sign('hello');
    const s = BigInt(`0x${toHex(signature.slice(32).reverse())}`);
    const malleated = Uint8Array.from([...signature.subarray(0, 32), ...littleEndian(s + ED25519_ORDER)]);
    expect(nodeCrypto.verify(verifyKeyOf(log.key), utf8Encode('hello'), signature)).toBe(true);
    expect(nodeCrypto.verify(verifyKeyOf(log.key), utf8Encode('hello'), malleated)).toBe(false);
  });
});

describe('sha256', () => {
  it('hashes the concatenation of its parts (FIPS 180-2 vectors)', () => {
    expect(toHex(sha256())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8Encode('ab'), utf8Encode('c')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
