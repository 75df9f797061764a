// certificate-chain and certificate-validity: the signing certificate chains to a trusted CA valid at
// the signing time, and the signing time lies within the certificate's own validity (RFC 5280 §4.1.2.5).
import type { Check } from '../../../src-shared/contract/schemas/verification';
import type { TrustSet } from '../tlog/trust-types';
import type { ParsedBundle } from './bundle-parse';
import { validateCertificatePath } from './cert-path';
import { bundleCheck, leafOf, publicKeyBundleDetail } from './check';
import { describeTimes, type SigningTimes } from './signing-time';
import { formatTime, formatWindow, plural } from './text';
import { describeCertificate } from './x509';

export function checkCertificateChain(bundle: ParsedBundle, trust: TrustSet, signing: SigningTimes): Check {
  const leaf = leafOf(bundle);
  if (leaf === null || bundle.key.kind !== 'certificate') {
    return bundleCheck('certificate-chain', null, publicKeyBundleDetail(bundle));
  }
  const times = signing.times.map(({ time }) => time);
  const outcome = validateCertificatePath(leaf, trust.certificateAuthorities, times, 'code-signing');
  if (!outcome.ok) {
    return bundleCheck(
      'certificate-chain',
      false,
      `the signing certificate does not chain to a trusted certificate authority: ${outcome.reason}`,
    );
  }
  const { authority, path } = outcome;
  const from = authority.validFrom ? ` from ${formatTime(authority.validFrom)}` : '';
  const to = authority.validTo ? ` until ${formatTime(authority.validTo)}` : '';
  const window = from || to ? `, trusted${from}${to}` : '';
  const timing =
    times.length > 0
      ? `the authority and every CA certificate are valid at ${describeTimes(signing.times)}`
      : 'validity windows of the authority and CA certificates not checked: no verified signing time';
  const extra = bundle.key.shippedCertificates - 1;
  const shipped =
    extra > 0 ? `; the ${plural(extra, 'other certificate')} shipped in the bundle were not used` : '';
  return bundleCheck(
    'certificate-chain',
    true,
    `${path.map(describeCertificate).join(' → ')} (authority "${authority.name}"${authority.uri ? ` ${authority.uri}` : ''}${window}); ` +
      `each link's name, key identifier and signature checked; CA flags, key usage and path length checked; ` +
      `leaf keyUsage digitalSignature and extendedKeyUsage codeSigning present; ${timing}${shipped}`,
  );
}

export function checkCertificateValidity(
  bundle: ParsedBundle,
  signing: SigningTimes,
  timestampsFailed: boolean,
): Check {
  const leaf = leafOf(bundle);
  if (leaf === null) return bundleCheck('certificate-validity', null, publicKeyBundleDetail(bundle));
  const window = formatWindow(leaf.notBefore, leaf.notAfter);
  if (signing.problems.length > 0) {
    return bundleCheck(
      'certificate-validity',
      false,
      `unusable signing time: ${signing.problems.join('; ')}`,
    );
  }
  if (signing.times.length === 0) {
    const why = timestampsFailed
      ? 'no integrated time was given by the transparency-log checks and no RFC 3161 time-stamp verified'
      : 'no integrated time was given by the transparency-log checks and the bundle has no RFC 3161 time-stamp';
    return bundleCheck(
      'certificate-validity',
      false,
      `no verified signing time (${why}); certificate valid ${window}`,
    );
  }
  const outside = signing.times.filter(({ time }) => time < leaf.notBefore || time > leaf.notAfter);
  if (outside.length > 0) {
    return bundleCheck(
      'certificate-validity',
      false,
      `signing time ${describeTimes(outside)} is outside the signing certificate's validity ${window}`,
    );
  }
  return bundleCheck(
    'certificate-validity',
    true,
    `signing time ${describeTimes(signing.times)} is within the signing certificate's validity ${window}`,
  );
}
