/**
 * Reading and hashing files the person picked, entirely in this window:
 * nothing here sends a byte anywhere. Callers send only the digest (or, for
 * offline audit, the text to Verity's own core).
 */

/** SubtleCrypto digests a whole buffer at once, so very large files would exhaust memory. */
const MAX_HASHED_FILE_BYTES = 2 * 1024 ** 3;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a local file as 64 lowercase hex characters. */
export async function sha256OfFile(file: Blob): Promise<string> {
  if (file.size > MAX_HASHED_FILE_BYTES) {
    throw new Error(
      `The file is ${Math.round(file.size / 1024 ** 2)} MB; Verity hashes files up to 2 GB in the window. Hash it with \`sha256sum\` and paste the digest instead.`,
    );
  }
  // A view rather than the bare buffer: accepted everywhere, including runtimes that check the buffer's realm.
  return toHex(await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer())));
}

/** Bytes as base64, chunked so a megabyte payload does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** UTF-8 text as base64. */
export function utf8ToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}
