// Hand-written: a chain builder (@peculiar/x509's) only says no chain was found; each failure here has its own message.
// Certification path validation (RFC 5280 §6.1, reduced to what Sigstore trust roots need): from a
// leaf to a certificate of one trusted authority, each link checked by name, key identifier and
// signature; every CA certificate a CA (basicConstraints, keyUsage, pathLenConstraint) and valid at the
// signing time(s). Only the trust material's certificates are candidates: like
// sigstore/sigstore-js:packages/verify/src/key/certificate.ts, intermediates shipped inside a bundle
// are not used, so a bundle cannot bring its own CA. A path ends at a self-signed root (whose
// self-signature must verify) or at the authority's last certificate, its trust anchor; an authority
// that lists only one certificate trusts that certificate itself (RFC 5280 §6.1.1 (d)).
import { id_kp_codeSigning, id_kp_timeStamping } from '@peculiar/asn1-x509';
import type { TrustedAuthority } from '../tlog/trust-types';
import { isSignedBy, parseTrustedCertificate } from './certificate-links';
import { bytesEqual } from './hashes';
import { formatTime, formatWindow } from './text';
import { describeCertificate, UNDERSTOOD_EXTENSIONS, type Certificate } from './x509';

export type CertificatePurpose = 'code-signing' | 'time-stamping';

export type PathOutcome =
  { ok: true; path: Certificate[]; authority: TrustedAuthority } | { ok: false; reason: string };

/** Far longer than Fulcio's leaf → intermediate → root; stops loops in hostile trust material. */
const MAX_PATH_LENGTH = 8;
const PURPOSE_EKU: Record<CertificatePurpose, { oid: string; label: string }> = {
  'code-signing': { oid: id_kp_codeSigning, label: 'codeSigning' },
  'time-stamping': { oid: id_kp_timeStamping, label: 'timeStamping (RFC 3161 §2.3)' },
};

function isSelfIssued(certificate: Certificate): boolean {
  return bytesEqual(certificate.subject, certificate.issuer);
}

/** RFC 5280 §4.2.1.3 and §4.2.1.12: what the end-entity certificate may be used for. */
function purposeProblem(leaf: Certificate, purpose: CertificatePurpose): string | null {
  if (leaf.keyUsage !== null && !leaf.keyUsage.digitalSignature) {
    return 'its keyUsage does not include digitalSignature';
  }
  if (purpose === 'code-signing' && leaf.keyUsage === null) return 'it has no keyUsage extension';
  const eku = PURPOSE_EKU[purpose];
  if (leaf.extendedKeyUsage === null || !leaf.extendedKeyUsage.includes(eku.oid)) {
    return `its extendedKeyUsage does not include ${eku.label}`;
  }
  return null;
}

function unknownCriticalExtension(certificate: Certificate): string | null {
  const unknown = certificate.extensions.find((e) => e.critical && !UNDERSTOOD_EXTENSIONS.has(e.oid));
  return unknown ? unknown.oid : null;
}

/** Checks the CA certificates of a built path: CA flag, key usage, path length, validity, extensions. */
function pathProblem(path: Certificate[], times: Date[]): string | null {
  for (const [index, certificate] of path.entries()) {
    const name = describeCertificate(certificate);
    const critical = unknownCriticalExtension(certificate);
    if (critical !== null)
      return `${name} has a critical extension ${critical} this verifier does not process`;
    if (index === 0) continue;
    if (certificate.version >= 3 && certificate.basicConstraints?.ca !== true) {
      return `${name} is not a CA certificate (basicConstraints cA not set, RFC 5280 §4.2.1.9)`;
    }
    if (certificate.keyUsage !== null && !certificate.keyUsage.keyCertSign) {
      return `${name} may not sign certificates (keyUsage lacks keyCertSign, RFC 5280 §4.2.1.3)`;
    }
    const pathLength = certificate.basicConstraints?.pathLength ?? null;
    if (pathLength !== null && index - 1 > pathLength) {
      return `${name} allows ${pathLength} intermediate(s) below it but the path has ${index - 1}`;
    }
    for (const time of times) {
      if (time < certificate.notBefore || time > certificate.notAfter) {
        const window = formatWindow(certificate.notBefore, certificate.notAfter);
        return `${name} is not valid at ${formatTime(time)} (valid ${window})`;
      }
    }
  }
  return null;
}

function buildPath(leaf: Certificate, trusted: Certificate[]): Certificate[] | string {
  const anchor = trusted[trusted.length - 1];
  const path = [leaf];
  let current = leaf;
  if (anchor !== undefined && bytesEqual(leaf.der, anchor.der)) return path;
  while (path.length <= MAX_PATH_LENGTH) {
    const named = trusted.filter(
      (candidate) =>
        !path.some((member) => bytesEqual(member.der, candidate.der)) &&
        bytesEqual(candidate.subject, current.issuer),
    );
    // RFC 5280 §4.2.1.1: when both key identifiers exist they must agree.
    const candidates = named.filter(
      (candidate) =>
        current.authorityKeyId === null ||
        candidate.subjectKeyId === null ||
        bytesEqual(current.authorityKeyId, candidate.subjectKeyId),
    );
    let issuer: Certificate | undefined;
    for (const candidate of candidates) {
      if (isSignedBy(current, candidate)) {
        issuer = candidate;
        break;
      }
    }
    if (issuer === undefined) {
      const subject = describeCertificate(current);
      const issuerName = `"${current.issuerText}"`;
      if (named.length === 0)
        return `no trusted certificate is named ${issuerName}, the issuer of ${subject}`;
      if (candidates.length === 0) {
        return `the trusted certificate named ${issuerName} has a different key (subject key identifier) than the one that issued ${subject}`;
      }
      return `${subject} names ${issuerName} as its issuer but its signature does not verify with that certificate's key`;
    }
    path.push(issuer);
    if (isSelfIssued(issuer)) {
      return isSignedBy(issuer, issuer)
        ? path
        : `the self-signature of root ${describeCertificate(issuer)} does not verify`;
    }
    if (anchor !== undefined && bytesEqual(issuer.der, anchor.der)) return path;
    current = issuer;
  }
  return `no path within ${MAX_PATH_LENGTH} certificates`;
}

function authorityWindowContains(authority: TrustedAuthority, time: Date): boolean {
  return (
    (authority.validFrom === null || authority.validFrom <= time) &&
    (authority.validTo === null || time <= authority.validTo)
  );
}

/**
 * Finds an authority (whose TrustedRoot validity window holds every signing time) that `leaf` chains to.
 * With no signing time, authorities are tried regardless of their windows.
 */
export function validateCertificatePath(
  leaf: Certificate,
  authorities: TrustedAuthority[],
  times: Date[],
  purpose: CertificatePurpose,
): PathOutcome {
  const purposeIssue = purposeProblem(leaf, purpose);
  if (purposeIssue !== null) return { ok: false, reason: `${describeCertificate(leaf)}: ${purposeIssue}` };
  const candidates = authorities.filter((authority) =>
    times.every((t) => authorityWindowContains(authority, t)),
  );
  if (candidates.length === 0) {
    return {
      ok: false,
      reason:
        authorities.length === 0
          ? 'the trust material has no authorities of this kind'
          : `none of the ${authorities.length} trusted authorities is valid at ${times.map(formatTime).join(', ')}`,
    };
  }
  const failures: string[] = [];
  for (const authority of candidates) {
    const trusted: Certificate[] = [];
    for (const der of authority.certChain) {
      const parsed = parseTrustedCertificate(der);
      if (!(parsed instanceof Error)) trusted.push(parsed);
    }
    const built = buildPath(leaf, trusted);
    const problem = typeof built === 'string' ? built : pathProblem(built, times);
    if (problem === null && typeof built !== 'string') return { ok: true, path: built, authority };
    failures.push(`"${authority.name}": ${problem}`);
  }
  return { ok: false, reason: failures.join('; ') };
}
