import type { TrustList, TrustedLogInfo } from '../../../src-shared/contract/schemas/trust';
import { toBase64, toHex } from '../../verification/tlog/encoding';
import type { TrustedAuthority, TrustedLogKey, TrustSet } from '../../verification/tlog/trust-types';
import { parseCertificate } from '../../verification/sigstore/x509';

/** RFC 7468: DER SubjectPublicKeyInfo as a "PUBLIC KEY" PEM block. */
function spkiToPem(spki: Uint8Array): string {
  const lines = toBase64(spki).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function logInfoOf(
  key: TrustedLogKey,
  extra: { id: string; pinnedAt: number | null; pem?: string },
): TrustedLogInfo {
  return {
    id: extra.id,
    name: key.name,
    logId: key.id,
    keyHint: toHex(key.keyHint),
    algorithm: key.algorithm,
    source: key.source,
    baseUrl: key.baseUrl,
    validFrom: iso(key.validFrom),
    validTo: iso(key.validTo),
    pinnedAt: extra.pinnedAt,
    pem: extra.pem ?? spkiToPem(key.spki),
  };
}

function subjectOf(authority: TrustedAuthority): string {
  const leaf = authority.certChain[0];
  if (!leaf) return authority.name;
  try {
    return parseCertificate(leaf).subjectText;
  } catch {
    return authority.name;
  }
}

/** The CAs, TSAs and CT logs of a trust set, for display. */
export function authoritiesOf(trust: TrustSet): TrustList['authorities'] {
  const authority = (a: TrustedAuthority, kind: 'certificate-authority' | 'timestamp-authority') => ({
    name: a.name,
    kind,
    subject: subjectOf(a),
    validFrom: iso(a.validFrom),
    validTo: iso(a.validTo),
  });
  return [
    ...trust.certificateAuthorities.map((a) => authority(a, 'certificate-authority')),
    ...trust.timestampAuthorities.map((a) => authority(a, 'timestamp-authority')),
    ...trust.ctlogs.map((key) => ({
      name: key.baseUrl ?? key.name ?? key.id,
      kind: 'ct-log' as const,
      subject: `log ID ${key.id}`,
      validFrom: iso(key.validFrom),
      validTo: iso(key.validTo),
    })),
  ];
}
