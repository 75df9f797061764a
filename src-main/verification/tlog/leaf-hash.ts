// RFC 6962 §2.1 leaf hash through the active primitives (see crypto.ts): entry bodies are kilobytes, where
// OpenSSL in Node hashes several times faster than JavaScript. Same value as rfc6962.ts hashLeaf.
import { verifyCrypto } from './crypto';

const LEAF_PREFIX = Uint8Array.of(0x00);

/** RFC 6962 §2.1: SHA-256(0x00 ‖ leaf). */
export function hashLeafFast(leaf: Uint8Array): Uint8Array {
  return verifyCrypto().sha256(LEAF_PREFIX, leaf);
}
