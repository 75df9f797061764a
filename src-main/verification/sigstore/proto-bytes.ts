// `bytes` fields of Sigstore's protobuf messages in their JSON form. The proto3 JSON mapping
// (protobuf.dev/programming-guides/json) writes standard base64 with padding and accepts standard or
// URL-safe base64, with or without padding; bundles written by any client must read the same here.

const BASE64_BODY = /^[A-Za-z0-9+/]*$/;

/** Decodes a proto3 JSON `bytes` value; null when it is not base64. */
export function decodeProtoBytes(text: string): Uint8Array | null {
  const unpadded = text.replace(/={1,2}$/, '');
  if (unpadded.length !== text.length && text.length % 4 !== 0) return null;
  const standard = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64_BODY.test(standard) || standard.length % 4 === 1) return null;
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
