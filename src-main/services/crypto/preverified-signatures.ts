// Signatures checked ahead on libuv's thread pool, so a batch of ECDSA verifications does not hold the main
// thread. The verification core is synchronous; `apply` runs it with primitives that answer true for a
// (key, message, signature) triple OpenSSL has already accepted, byte for byte, and verify anything else
// as usual. A rejected or unchecked signature is never remembered, so the verdicts are the same.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import {
  useVerifyCrypto,
  verifyCrypto,
  type VerifyCrypto,
  type VerifyKey,
} from '../../verification/tlog/crypto';

const keyObjects = new WeakMap<Uint8Array, KeyObject>();

function keyObjectOf(key: VerifyKey): KeyObject {
  let object = keyObjects.get(key.spki);
  if (object === undefined) {
    object = createPublicKey({ key: Buffer.from(key.spki), format: 'der', type: 'spki' });
    keyObjects.set(key.spki, object);
  }
  return object;
}

/** node:crypto's verify with a callback runs on the thread pool; same algorithms as node-verify-crypto.ts. */
export function verifyOnThreadPool(
  key: VerifyKey,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (error: Error | null, ok: boolean) => resolve(error === null && ok);
    try {
      const object = keyObjectOf(key);
      if (key.algorithm === 'ed25519') return verify(null, message, object, signature, done);
      const digest = key.algorithm === 'ecdsa-p384-sha384' ? 'sha384' : 'sha256';
      verify(digest, message, { key: object, dsaEncoding: 'der' }, signature, done);
    } catch {
      resolve(false);
    }
  });
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;
const signatureKey = (signature: Uint8Array) =>
  Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength).toString('base64');

interface Accepted {
  algorithm: VerifyKey['algorithm'];
  spki: Uint8Array;
  message: Uint8Array;
}

export class PreverifiedSignatures {
  private readonly accepted = new Map<string, Accepted[]>();

  /** Verifies on the thread pool and remembers the triple when it verifies. */
  async check(key: VerifyKey, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
    const ok = await verifyOnThreadPool(key, message, signature);
    if (ok) {
      const id = signatureKey(signature);
      const list = this.accepted.get(id) ?? [];
      list.push({ algorithm: key.algorithm, spki: key.spki.slice(), message: message.slice() });
      this.accepted.set(id, list);
    }
    return ok;
  }

  /** Whether exactly this key, message and signature verified in `check`. */
  has(key: VerifyKey, message: Uint8Array, signature: Uint8Array): boolean {
    const list = this.accepted.get(signatureKey(signature));
    return (
      list?.some(
        (a) => a.algorithm === key.algorithm && sameBytes(a.spki, key.spki) && sameBytes(a.message, message),
      ) ?? false
    );
  }

  /** Runs synchronous verification with these signatures known good; the primitives are restored after. */
  apply<T>(work: () => T): T {
    const base = verifyCrypto();
    const known: VerifyCrypto = {
      ...base,
      verify: (key, message, signature) =>
        this.has(key, message, signature) || base.verify(key, message, signature),
    };
    const previous = useVerifyCrypto(known);
    try {
      return work();
    } finally {
      useVerifyCrypto(previous);
    }
  }
}
