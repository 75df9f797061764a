// hashedrekord v0.0.1 entry bodies (sigstore/rekor:pkg/types/hashedrekord/v0.0.1/hashedrekord_v0_0_1_schema.json):
// the artifact's digest, a signature over it and the verifier's public key as base64 of its PEM.
import canonicalize from 'canonicalize';

export interface HashedRekordInput {
  /** Lowercase hex SHA-256 of the artifact. */
  sha256Hex: string;
  /** DER ECDSA signature over the artifact (i.e. over its SHA-256 digest). */
  signature: Uint8Array;
  /** The verifier: SPKI public key in PEM. */
  publicKeyPem: string;
}

/** The canonical (RFC 8785) JSON bytes of a hashedrekord body: Rekor's Merkle leaf for the entry. */
export function canonicalHashedRekordBody(input: HashedRekordInput): Uint8Array {
  const body = {
    apiVersion: '0.0.1',
    kind: 'hashedrekord',
    spec: {
      data: { hash: { algorithm: 'sha256', value: input.sha256Hex } },
      signature: {
        content: Buffer.from(input.signature).toString('base64'),
        publicKey: { content: Buffer.from(input.publicKeyPem, 'utf8').toString('base64') },
      },
    },
  };
  const text = canonicalize(body);
  if (text === undefined) throw new Error('hashedrekord body could not be canonicalized');
  return new Uint8Array(Buffer.from(text, 'utf8'));
}
