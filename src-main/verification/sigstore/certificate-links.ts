// Certificate links: whether one certificate's key signed another (RFC 5280 §4.1.1.3), and the
// parsed form of trust-material certificates. Both are memoised: the same trust material and the same
// CA links recur in every bundle of an audit, and only the leaf link is new each time.
import { createHash } from 'node:crypto';
import { parsePublicKey } from './public-key';
import { schemeFromOid, verifySignature } from './signature-verify';
import { parseCertificate, type Certificate } from './x509';

const SIGNATURE_CACHE_LIMIT = 4096;

/** Trust material is the same from call to call: parse each DER certificate once. */
const parsedTrustCertificates = new WeakMap<Uint8Array, Certificate | Error>();
/** Signature checks of certificate links, keyed by content; a bounded, first-in-first-out memo. */
const linkSignatureCache = new Map<string, boolean>();

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function parseTrustedCertificate(der: Uint8Array): Certificate | Error {
  let parsed = parsedTrustCertificates.get(der);
  if (parsed === undefined) {
    try {
      parsed = parseCertificate(der);
    } catch (error) {
      parsed = error instanceof Error ? error : new Error(String(error));
    }
    parsedTrustCertificates.set(der, parsed);
  }
  return parsed;
}

/** Whether `issuer`'s key signed `certificate`. */
export function isSignedBy(certificate: Certificate, issuer: Certificate): boolean {
  const key = `${sha256Hex(certificate.der)}:${sha256Hex(issuer.spki)}`;
  const cached = linkSignatureCache.get(key);
  if (cached !== undefined) return cached;
  const scheme = schemeFromOid(certificate.signatureAlgorithm);
  let ok = false;
  if (scheme !== null) {
    try {
      const outcome = verifySignature(
        parsePublicKey(issuer.spki),
        scheme,
        { message: certificate.tbs },
        certificate.signature,
      );
      ok = outcome.status === 'valid';
    } catch {
      ok = false;
    }
  }
  if (linkSignatureCache.size >= SIGNATURE_CACHE_LIMIT) {
    const oldest = linkSignatureCache.keys().next().value;
    if (oldest !== undefined) linkSignatureCache.delete(oldest);
  }
  linkSignatureCache.set(key, ok);
  return ok;
}
