import { createHash } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { SigningKeyInfo } from '../../../src-shared/contract/schemas/keys';
import { preAuthEncoding } from '../../verification/sigstore/dsse';
import { signDigestP256, signMessage } from '../keys/signers';

/**
 * Proposed entries as `POST /api/v1/log/entries` takes them
 * (sigstore/rekor:pkg/types/hashedrekord/v0.0.1 and dsse/v0.0.1 schemas).
 * Public keys travel as base64 of their PEM.
 */

const b64 = (bytes: Uint8Array | string) =>
  (typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)).toString('base64');

/** A hashedrekord v0.0.1 proposal: the signature and public key (base64 of its PEM) over an artifact digest. */
export interface HashedRekordProposal {
  apiVersion: '0.0.1';
  kind: 'hashedrekord';
  spec: {
    signature: { content: string; publicKey: { content: string } };
    data: { hash: { algorithm: 'sha256'; value: string } };
  };
}

export function hashedRekordProposal(
  signer: { key: SigningKeyInfo; privateKeyPem: string },
  artifactSha256Hex: string,
): HashedRekordProposal {
  if (signer.key.algorithm !== 'ecdsa-p256') {
    throw new VerityError(
      'VALIDATION',
      'A hashedrekord entry needs an ECDSA P-256 key: the log verifies a signature over the artifact digest, which Ed25519 cannot make. Use a DSSE entry for Ed25519 keys, or pick a P-256 key.',
    );
  }
  const digest = new Uint8Array(Buffer.from(artifactSha256Hex, 'hex'));
  const signature = signDigestP256(signer.privateKeyPem, digest);
  return {
    apiVersion: '0.0.1',
    kind: 'hashedrekord',
    spec: {
      signature: { content: b64(signature), publicKey: { content: b64(signer.key.publicKeyPem) } },
      data: { hash: { algorithm: 'sha256', value: artifactSha256Hex.toLowerCase() } },
    },
  };
}

export interface DsseProposal {
  proposed: unknown;
  envelope: { payloadType: string; payload: string; signatures: Array<{ keyid: string; sig: string }> };
  payloadSha256: string;
}

/** A DSSE envelope signed over PAE(payloadType, payload), proposed as a dsse v0.0.1 entry. */
export function dsseProposal(
  signer: { key: SigningKeyInfo; privateKeyPem: string },
  payloadType: string,
  payloadBase64: string,
): DsseProposal {
  const payload = new Uint8Array(Buffer.from(payloadBase64, 'base64'));
  if (b64(payload) !== payloadBase64.replace(/\s+/g, '')) {
    throw new VerityError('VALIDATION', 'The payload is not standard padded base64');
  }
  if (payload.length > 1_000_000) throw new VerityError('VALIDATION', 'The payload is larger than 1 MB');
  const signature = signMessage(
    signer.privateKeyPem,
    signer.key.algorithm,
    preAuthEncoding(payloadType, payload),
  );
  const envelope = { payloadType, payload: b64(payload), signatures: [{ keyid: '', sig: b64(signature) }] };
  return {
    envelope,
    payloadSha256: createHash('sha256').update(payload).digest('hex'),
    proposed: {
      apiVersion: '0.0.1',
      kind: 'dsse',
      spec: {
        proposedContent: { envelope: JSON.stringify(envelope), verifiers: [b64(signer.key.publicKeyPem)] },
      },
    },
  };
}
