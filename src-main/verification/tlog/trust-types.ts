/**
 * Trust material as the verifiers use it, whatever it was loaded from (a
 * Sigstore TrustedRoot, a PEM file, a key pinned on first use).
 */

export type KeyAlgorithm = 'ecdsa-p256-sha256' | 'ecdsa-p384-sha384' | 'ed25519';

/** A transparency log's public key (Rekor v1, Rekor v2, or a CT log). */
export interface TrustedLogKey {
  /** Stable id for display and removal: the hex logID. */
  id: string;
  /** Key name used on checkpoint signature lines (Rekor v1: the hostname; v2: the origin), when known. */
  name: string | null;
  /** SHA-256 of the DER SubjectPublicKeyInfo (Rekor v1, CT), or of name ‖ 0x0A ‖ 0x01 ‖ raw key for Ed25519 signed notes (Rekor v2). */
  logId: Uint8Array;
  /** The 4-byte key ID on checkpoint signature lines. */
  keyHint: Uint8Array;
  algorithm: KeyAlgorithm;
  /** DER SubjectPublicKeyInfo. */
  spki: Uint8Array;
  /** Validity window from the TrustedRoot (end inclusive); null = unbounded. */
  validFrom: Date | null;
  validTo: Date | null;
  /** The log's base URL, when the trust material says. */
  baseUrl: string | null;
  source: 'trusted-root' | 'pem' | 'pinned';
}

/** A certificate authority or timestamp authority: its chain, leaf first, as DER. */
export interface TrustedAuthority {
  name: string;
  uri: string | null;
  certChain: Uint8Array[];
  validFrom: Date | null;
  validTo: Date | null;
}

export interface TrustSet {
  tlogs: TrustedLogKey[];
  ctlogs: TrustedLogKey[];
  certificateAuthorities: TrustedAuthority[];
  timestampAuthorities: TrustedAuthority[];
}

export const EMPTY_TRUST: TrustSet = {
  tlogs: [],
  ctlogs: [],
  certificateAuthorities: [],
  timestampAuthorities: [],
};
