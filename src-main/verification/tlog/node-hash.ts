// RFC 6962 §2.1 interior-node hash through the active primitives (see crypto.ts): in Node, OpenSSL's
// one-shot SHA-256; in the renderer, @noble/hashes. Same value as rfc6962.ts hashChildren.
import { verifyCrypto } from './crypto';

const NODE_PREFIX = Uint8Array.of(0x01);

/** RFC 6962 §2.1: SHA-256(0x01 ‖ left ‖ right). */
export function hashNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  if (left.length !== 32 || right.length !== 32) {
    throw new RangeError(`child hashes are 32 bytes, not ${left.length} and ${right.length}`);
  }
  return verifyCrypto().sha256(NODE_PREFIX, left, right);
}
