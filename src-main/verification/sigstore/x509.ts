// X.509 v3 certificates (RFC 5280 §4.1) read through the @peculiar/asn1-x509 schemas, as far as path
// validation and display need: the bundle checks and the explorer's certificate view share this reading.
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate as CertificateSchema,
  ExtendedKeyUsage,
  id_ce_authorityKeyIdentifier,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  id_ce_subjectAltName,
  id_ce_subjectKeyIdentifier,
  KeyUsage,
  KeyUsageFlags,
  SubjectAlternativeName,
  SubjectKeyIdentifier,
  type Name,
} from '@peculiar/asn1-x509';

interface CertificateExtension {
  oid: string;
  critical: boolean;
  value: Uint8Array;
}

type SubjectAltName = { type: 'email' | 'dns' | 'uri'; value: string };

export interface Certificate {
  der: Uint8Array;
  /** The exact TBSCertificate bytes the issuer signed (RFC 5280 §4.1.1.3). */
  tbs: Uint8Array;
  signatureAlgorithm: string;
  signature: Uint8Array;
  version: number;
  serialNumber: Uint8Array;
  /** DER of the issuer and subject Names: compared byte for byte when chaining. */
  issuer: Uint8Array;
  subject: Uint8Array;
  issuerText: string;
  subjectText: string;
  notBefore: Date;
  notAfter: Date;
  /** DER SubjectPublicKeyInfo. */
  spki: Uint8Array;
  extensions: CertificateExtension[];
  basicConstraints: { ca: boolean; pathLength: number | null } | null;
  /** The KeyUsage bits path validation reads (RFC 5280 §4.2.1.3); null when the extension is absent. */
  keyUsage: { digitalSignature: boolean; keyCertSign: boolean } | null;
  extendedKeyUsage: string[] | null;
  subjectKeyId: Uint8Array | null;
  authorityKeyId: Uint8Array | null;
  /** E-mail, DNS and URI names from subjectAltName, in order. */
  subjectAltNames: SubjectAltName[];
}

/** The extensions read here; path validation rejects a certificate with any other critical one (RFC 5280 §4.2). */
export const UNDERSTOOD_EXTENSIONS = new Set<string>([
  id_ce_keyUsage,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
  id_ce_subjectAltName,
  id_ce_subjectKeyIdentifier,
  id_ce_authorityKeyIdentifier,
]);

/** Short labels for name attributes, as in RFC 4514 string representations. */
const NAME_LABELS: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
};

/** RFC 4514-style text of a Name, most significant RDN first as encoded (e.g. "O=sigstore.dev, CN=sigstore"). */
export function nameToText(name: Name): string {
  const parts = name.flatMap((rdn) =>
    rdn.map((attribute) => `${NAME_LABELS[attribute.type] ?? attribute.type}=${attribute.value.toString()}`),
  );
  return parts.length === 0 ? '(empty name)' : parts.join(', ');
}

export const derOf = (value: object): Uint8Array => new Uint8Array(AsnConvert.serialize(value));

function extensionOf<T>(extensions: CertificateExtension[], oid: string, schema: new () => T): T | null {
  const matches = extensions.filter((extension) => extension.oid === oid);
  if (matches.length > 1) throw new Error(`extension ${oid} appears more than once (RFC 5280 §4.2)`);
  return matches[0] ? AsnConvert.parse(matches[0].value, schema) : null;
}

function subjectAltNamesOf(extensions: CertificateExtension[]): SubjectAltName[] {
  return (extensionOf(extensions, id_ce_subjectAltName, SubjectAlternativeName) ?? []).flatMap(
    (name): SubjectAltName[] => {
      if (name.rfc822Name !== undefined) return [{ type: 'email', value: name.rfc822Name }];
      if (name.dNSName !== undefined) return [{ type: 'dns', value: name.dNSName }];
      if (name.uniformResourceIdentifier !== undefined) {
        return [{ type: 'uri', value: name.uniformResourceIdentifier }];
      }
      return [];
    },
  );
}

/** Parses a DER certificate. Throws an error that says what is malformed. */
export function parseCertificate(der: Uint8Array): Certificate {
  const certificate = AsnConvert.parse(der, CertificateSchema);
  const tbs = certificate.tbsCertificate;
  // RFC 5280 §4.1.1.2: the outer and inner algorithm identifiers must match.
  if (certificate.signatureAlgorithm.algorithm !== tbs.signature.algorithm) {
    throw new Error('signatureAlgorithm differs from tbsCertificate.signature (RFC 5280 §4.1.1.2)');
  }
  const extensions = (tbs.extensions ?? []).map((extension) => ({
    oid: extension.extnID,
    critical: extension.critical,
    value: new Uint8Array(extension.extnValue.buffer),
  }));
  const basicConstraints = extensionOf(extensions, id_ce_basicConstraints, BasicConstraints);
  const keyUsage = extensionOf(extensions, id_ce_keyUsage, KeyUsage)?.toNumber() ?? null;
  const extendedKeyUsage = extensionOf(extensions, id_ce_extKeyUsage, ExtendedKeyUsage);
  const subjectKeyId = extensionOf(extensions, id_ce_subjectKeyIdentifier, SubjectKeyIdentifier);
  const authorityKeyId = extensionOf(extensions, id_ce_authorityKeyIdentifier, AuthorityKeyIdentifier);
  return {
    der,
    tbs: new Uint8Array(certificate.tbsCertificateRaw ?? derOf(tbs)),
    signatureAlgorithm: certificate.signatureAlgorithm.algorithm,
    signature: new Uint8Array(certificate.signatureValue),
    version: tbs.version + 1,
    serialNumber: new Uint8Array(tbs.serialNumber),
    issuer: derOf(tbs.issuer),
    subject: derOf(tbs.subject),
    issuerText: nameToText(tbs.issuer),
    subjectText: nameToText(tbs.subject),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    spki: derOf(tbs.subjectPublicKeyInfo),
    extensions,
    basicConstraints: basicConstraints && {
      ca: basicConstraints.cA,
      pathLength: basicConstraints.pathLenConstraint ?? null,
    },
    keyUsage:
      keyUsage === null
        ? null
        : {
            digitalSignature: (keyUsage & KeyUsageFlags.digitalSignature) !== 0,
            keyCertSign: (keyUsage & KeyUsageFlags.keyCertSign) !== 0,
          },
    extendedKeyUsage: extendedKeyUsage && Array.from(extendedKeyUsage),
    subjectKeyId: subjectKeyId && new Uint8Array(subjectKeyId.buffer),
    authorityKeyId: authorityKeyId?.keyIdentifier
      ? new Uint8Array(authorityKeyId.keyIdentifier.buffer)
      : null,
    subjectAltNames: subjectAltNamesOf(extensions),
  };
}

/** A short name for messages: the subject, or the first SAN when the subject is empty (Fulcio leaves). */
export function describeCertificate(certificate: Certificate): string {
  if (certificate.subjectText !== '(empty name)') return `"${certificate.subjectText}"`;
  const san = certificate.subjectAltNames[0];
  return san === undefined ? '(no subject)' : `SAN ${san.value}`;
}
