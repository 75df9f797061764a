// Trust sets, test log keys and small builders shared by the transparency-log verification tests.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { TlogContext } from '../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../src-main/verification/tlog/crypto';
import { fromHex, toBase64 } from '../../src-main/verification/tlog/encoding';
import { trustedKeyFromSpki } from '../../src-main/verification/tlog/keys';
import { loadTrustedRoot } from '../../src-main/verification/tlog/trusted-root';
import { EMPTY_TRUST, type TrustedLogKey, type TrustSet } from '../../src-main/verification/tlog/trust-types';
import { fixtureJson } from './tlog-fixtures';

export function trustFrom(path: string): TrustSet {
  return loadTrustedRoot(fixtureJson(path));
}

/** The context the verifiers take: `trust` with OpenSSL's primitives, as main and verity-audit pass them. */
export const contextOf = (trust: TrustSet): TlogContext => new TlogContext(trust, nodeCrypto);

export const PRODUCTION = 'keys/trusted_root.production.json';
export const STAGING = 'keys/trusted_root.staging.json';

export const hex = (value: string): Uint8Array => fromHex(value);

/** Flips one bit of a copy of `bytes`. */
export function flipBit(bytes: Uint8Array, bit = 0): Uint8Array {
  const copy = bytes.slice();
  copy[bit >> 3]! ^= 1 << (bit & 7);
  return copy;
}

/** A fresh signing key and the trust set holding its public half, for crafted checkpoints. */
export function testLogKey(
  type: 'p256' | 'p384' | 'ed25519',
  name: string | null,
): { privateKey: KeyObject; key: TrustedLogKey; trust: TrustSet; sign: (text: string) => Uint8Array } {
  const pair =
    type === 'ed25519'
      ? generateKeyPairSync('ed25519')
      : generateKeyPairSync('ec', { namedCurve: type === 'p256' ? 'P-256' : 'P-384' });
  const spki = new Uint8Array(pair.publicKey.export({ type: 'spki', format: 'der' }));
  const key = trustedKeyFromSpki(spki, { name, source: 'pem' });
  const hash = type === 'ed25519' ? null : type === 'p256' ? 'sha256' : 'sha384';
  return {
    privateKey: pair.privateKey,
    key,
    trust: { ...EMPTY_TRUST, tlogs: [key] },
    sign: (text) => new Uint8Array(sign(hash, Buffer.from(text), pair.privateKey)),
  };
}

/** C2SP signed-note signature line: "— name base64(keyHint ‖ signature)". */
export function signatureLine(name: string, keyHint: Uint8Array, signature: Uint8Array): string {
  return `\u2014 ${name} ${toBase64(Uint8Array.from([...keyHint, ...signature]))}\n`;
}
