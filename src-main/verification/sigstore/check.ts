// Building blocks shared by the full-bundle checks.
import type {
  BUNDLE_CHECK_NAMES,
  Check,
  SignerPolicy,
} from '../../../src-shared/contract/schemas/verification';
import type { ParsedBundle } from './bundle-parse';
import { errorMessage } from './text';

export type BundleCheckName = (typeof BUNDLE_CHECK_NAMES)[number] | 'signer-identity';

export interface BundleVerifyOptions {
  /** The signed artifact (message signatures) or the attestation subject (DSSE in-toto). */
  artifact?: Uint8Array;
  /** The artifact's SHA-256, when only its digest is at hand. */
  artifactDigest?: { algorithm: 'sha256'; digest: Uint8Array };
  /** Reference "now" for rejecting times in the future; defaults to the current time. */
  now?: Date;
  /** Integrated times of the bundle's log entries that the transparency-log checks verified (SET). */
  integratedTimes?: Date[];
  /**
   * What an RFC 3161 time-stamp that does not verify does to the bundle. 'strict' (default, as
   * sigstore-js): it fails `timestamp`. 'set-aside' (as sigstore-python): when a verified integrated
   * time dates the signature, it is reported and ignored; with no other time source it still fails.
   */
  timestampPolicy?: 'strict' | 'set-aside';
  /** Who must have signed; without one (or an empty one) no signer-identity check is reported. */
  signerPolicy?: SignerPolicy;
  /** The artifact was asked for but not found (why, in words): the artifact check fails instead of being skipped. */
  artifactMissing?: string;
}

export function bundleCheck(name: BundleCheckName, ok: boolean | null, detail: string): Check {
  return { name, ok, scope: 'bundle', detail };
}

/** Runs one check; an unexpected exception becomes a failed check rather than escaping. */
export function guarded(name: BundleCheckName, run: () => Check): Check {
  try {
    return run();
  } catch (error) {
    return bundleCheck(name, false, `the check could not complete: ${errorMessage(error)}`);
  }
}

/** The signer's certificate, or null for a public-key bundle. */
export function leafOf(bundle: ParsedBundle) {
  return bundle.key.kind === 'certificate' ? bundle.key.leaf : null;
}

export function publicKeyBundleDetail(bundle: ParsedBundle): string {
  const hint = bundle.key.kind === 'public-key' && bundle.key.hint ? ` (hint "${bundle.key.hint}")` : '';
  return `not applicable: the bundle names a public key${hint} instead of a certificate`;
}
