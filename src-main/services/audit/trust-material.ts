import { trustMaterialKind } from '../../../src-shared/audit/trust-material-kind';
import { loadTrustedRoot } from '../../verification/tlog/trusted-root';
import { trustedKeyFromPem } from '../../verification/tlog/keys';
import { EMPTY_TRUST, type TrustSet } from '../../verification/tlog/trust-types';

/** A file among the audit inputs that is trust material rather than a document to verify. */
export type InputTrust =
  | { kind: 'trusted-root'; name: string; content: string; trust: TrustSet }
  | { kind: 'pem'; name: string; content: string; trust: TrustSet };

/**
 * Recognizes a Sigstore TrustedRoot (by its media type) or a PEM public key;
 * anything else is a document. A file that claims to be a TrustedRoot but
 * cannot be read is reported as an error, not silently ignored.
 */
export function asTrustMaterial(
  name: string,
  content: string,
): InputTrust | { kind: 'error'; error: string } | null {
  const material = trustMaterialKind(content);
  if (material === null) return null;
  if (material.kind === 'trusted-root') {
    try {
      return { kind: 'trusted-root', name, content, trust: loadTrustedRoot(material.json) };
    } catch (error) {
      return { kind: 'error', error: `a TrustedRoot that cannot be used: ${(error as Error).message}` };
    }
  }
  try {
    return {
      kind: 'pem',
      name,
      content,
      trust: { ...EMPTY_TRUST, tlogs: [trustedKeyFromPem(content, { source: 'pem' })] },
    };
  } catch (error) {
    return { kind: 'error', error: `a public key that cannot be used: ${(error as Error).message}` };
  }
}
