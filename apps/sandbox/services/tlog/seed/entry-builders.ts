// Proposed entries as real clients build them (cosign/rekor-cli: hashedrekord; rekor-cli: rekord;
// cosign attest/sigstore-js: dsse; older cosign: intoto), signed for real. Used to seed the log, and by
// tests and benchmarks to drive it.
import { createHash, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { preAuthEncoding } from '../../../../../src-main/verification/sigstore/dsse';

export interface Signer {
  privateKey: KeyObject;
  /** PEM the log verifies with: the public key, or the (Fulcio-style) certificate. */
  verifierPem: string;
}

const b64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64');

/** Signs `message` as sigstore clients do: SHA-256 for ECDSA and RSA (PKCS#1 v1.5), pure Ed25519. */
function signMessage(signer: Signer, message: Uint8Array): Buffer {
  const ed = signer.privateKey.asymmetricKeyType === 'ed25519';
  return sign(ed ? null : 'sha256', message, signer.privateKey);
}

/** A long-lived key and its public key's PEM; by default a fresh P-256 key. */
export function keySigner(
  privateKey: KeyObject = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
): Signer {
  return {
    privateKey,
    verifierPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A hashedrekord over the artifact's SHA-256, or over a SHA-384 or SHA-512 digest (P-384 keys, for instance). */
export function hashedRekordProposal(
  signer: Signer,
  artifact: Uint8Array,
  algorithm: 'sha256' | 'sha384' | 'sha512' = 'sha256',
): object {
  const signature =
    algorithm === 'sha256' ? signMessage(signer, artifact) : sign(algorithm, artifact, signer.privateKey);
  return {
    apiVersion: '0.0.1',
    kind: 'hashedrekord',
    spec: {
      data: { hash: { algorithm, value: createHash(algorithm).update(artifact).digest('hex') } },
      signature: { content: b64(signature), publicKey: { content: b64(signer.verifierPem) } },
    },
  };
}

export function rekordProposal(signer: Signer, content: Uint8Array): object {
  return {
    apiVersion: '0.0.1',
    kind: 'rekord',
    spec: {
      data: { content: b64(content) },
      signature: {
        format: 'x509',
        content: b64(signMessage(signer, content)),
        publicKey: { content: b64(signer.verifierPem) },
      },
    },
  };
}

/** A DSSE envelope (JSON text) signed by every signer. */
export function dsseEnvelope(signers: readonly Signer[], payloadType: string, payload: Uint8Array): string {
  const pae = preAuthEncoding(payloadType, payload);
  return JSON.stringify({
    payloadType,
    payload: b64(payload),
    signatures: signers.map((signer) => ({ keyid: '', sig: b64(signMessage(signer, pae)) })),
  });
}

export function dsseProposal(signers: readonly Signer[], payloadType: string, payload: Uint8Array): object {
  return {
    apiVersion: '0.0.1',
    kind: 'dsse',
    spec: {
      proposedContent: {
        envelope: dsseEnvelope(signers, payloadType, payload),
        verifiers: signers.map((signer) => b64(signer.verifierPem)),
      },
    },
  };
}

export function intotoV001Proposal(signer: Signer, payloadType: string, payload: Uint8Array): object {
  return {
    apiVersion: '0.0.1',
    kind: 'intoto',
    spec: {
      content: { envelope: dsseEnvelope([signer], payloadType, payload) },
      publicKey: b64(signer.verifierPem),
    },
  };
}

/** intoto v0.0.2 as cosign builds it: payload and signatures as base64 of the envelope's base64 text. */
export function intotoV002Proposal(signer: Signer, payloadType: string, payload: Uint8Array): object {
  const envelope = dsseEnvelope([signer], payloadType, payload);
  const parsed = JSON.parse(envelope) as { payload: string; signatures: Array<{ sig: string }> };
  return {
    apiVersion: '0.0.2',
    kind: 'intoto',
    spec: {
      content: {
        envelope: {
          payload: b64(parsed.payload),
          payloadType,
          signatures: parsed.signatures.map((s) => ({ sig: b64(s.sig), publicKey: b64(signer.verifierPem) })),
        },
        hash: { algorithm: 'sha256', value: createHash('sha256').update(envelope).digest('hex') },
      },
    },
  };
}
