// X.509 v3 certificates (RFC 5280 §4.1), read only as far as path validation and display need.
import {
  childrenOf,
  DerError,
  isContext,
  isUniversal,
  parseDer,
  readBitString,
  readBoolean,
  readIntegerBytes,
  readNamedBits,
  readOctetString,
  readOid,
  readString,
  readTime,
  readUnsigned,
  sequenceOf,
  TAG,
  type DerNode,
} from './der';
import { NAME_ATTRIBUTE_LABELS, OID } from './oids';

export interface AlgorithmIdentifier {
  oid: string;
  /** The parameters element, when present (absent and NULL both mean "none" for our algorithms). */
  parameters: DerNode | null;
}

export interface CertificateExtension {
  oid: string;
  critical: boolean;
  value: Uint8Array;
}

export interface Certificate {
  der: Uint8Array;
  /** The exact TBSCertificate bytes the issuer signed (RFC 5280 §4.1.1.3). */
  tbs: Uint8Array;
  signatureAlgorithm: AlgorithmIdentifier;
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
  /** KeyUsage bits (RFC 5280 §4.2.1.3), bit 0 = digitalSignature, bit 5 = keyCertSign; null when absent. */
  keyUsage: boolean[] | null;
  extendedKeyUsage: string[] | null;
  subjectKeyId: Uint8Array | null;
  authorityKeyId: Uint8Array | null;
  /** URI, e-mail and DNS names from subjectAltName, for display. */
  subjectAltNames: string[];
  /** The same names with their kind. */
  subjectAltNameEntries: Array<{ type: 'email' | 'dns' | 'uri'; value: string }>;
}

export const KEY_USAGE = { digitalSignature: 0, keyCertSign: 5 } as const;

export function parseAlgorithmIdentifier(node: DerNode | undefined, what: string): AlgorithmIdentifier {
  const [oid, parameters] = sequenceOf(node, what);
  return { oid: readOid(oid, `${what} algorithm`), parameters: parameters ?? null };
}

/** RFC 4514-style text of a Name, most significant RDN first as encoded (e.g. "O=sigstore.dev, CN=sigstore"). */
export function nameToText(name: DerNode): string {
  const parts: string[] = [];
  for (const rdn of sequenceOf(name, 'name')) {
    for (const attribute of sequenceOf(rdn, 'relative distinguished name', TAG.set)) {
      const [type, value] = sequenceOf(attribute, 'name attribute');
      const oid = readOid(type, 'name attribute type');
      const label = NAME_ATTRIBUTE_LABELS[oid] ?? oid;
      parts.push(`${label}=${value ? readString(value) : ''}`);
    }
  }
  return parts.length === 0 ? '(empty name)' : parts.join(', ');
}

function parseExtensions(node: DerNode | undefined): CertificateExtension[] {
  if (node === undefined) return [];
  const [list] = childrenOf(node);
  return sequenceOf(list, 'extensions').map((extension) => {
    const fields = sequenceOf(extension, 'extension');
    const oid = readOid(fields[0], 'extension id');
    const hasCritical = isUniversal(fields[1], TAG.boolean);
    const critical = hasCritical ? readBoolean(fields[1], `extension ${oid} critical flag`) : false;
    const value = readOctetString(fields[hasCritical ? 2 : 1], `extension ${oid} value`);
    return { oid, critical, value };
  });
}

function findExtension(extensions: CertificateExtension[], oid: string): DerNode | null {
  const matches = extensions.filter((extension) => extension.oid === oid);
  if (matches.length > 1) throw new DerError(`extension ${oid} appears more than once (RFC 5280 §4.2)`);
  return matches[0] ? parseDer(matches[0].value) : null;
}

function parseBasicConstraints(node: DerNode | null): Certificate['basicConstraints'] {
  if (node === null) return null;
  const fields = sequenceOf(node, 'basicConstraints');
  let index = 0;
  let ca = false;
  if (isUniversal(fields[index], TAG.boolean)) ca = readBoolean(fields[index++], 'basicConstraints cA');
  const pathLength = fields[index] ? Number(readUnsigned(fields[index], 'pathLenConstraint')) : null;
  return { ca, pathLength };
}

function parseAuthorityKeyId(node: DerNode | null): Uint8Array | null {
  if (node === null) return null;
  // AuthorityKeyIdentifier: keyIdentifier is [0] IMPLICIT OCTET STRING.
  const keyIdentifier = sequenceOf(node, 'authorityKeyIdentifier').find((field) => isContext(field, 0));
  return keyIdentifier ? keyIdentifier.content : null;
}

const SAN_TYPES = { 1: 'email', 2: 'dns', 6: 'uri' } as const;

function parseSubjectAltNames(node: DerNode | null): Certificate['subjectAltNameEntries'] {
  if (node === null) return [];
  // GeneralName: rfc822Name [1], dNSName [2], uniformResourceIdentifier [6], all IA5String.
  return sequenceOf(node, 'subjectAltName').flatMap((name) => {
    const tag = ([1, 2, 6] as const).find((t) => isContext(name, t));
    return tag === undefined ? [] : [{ type: SAN_TYPES[tag], value: new TextDecoder().decode(name.content) }];
  });
}

/** Parses a DER certificate. Throws a DerError that says which field is malformed. */
export function parseCertificate(der: Uint8Array): Certificate {
  const [tbsNode, algorithmNode, signatureNode, ...rest] = sequenceOf(parseDer(der), 'certificate');
  if (rest.length > 0) throw new DerError('certificate: unexpected fields after the signature');
  const tbsFields = sequenceOf(tbsNode, 'tbsCertificate');
  let index = 0;
  let version = 1;
  if (isContext(tbsFields[0], 0)) {
    version = Number(readUnsigned(childrenOf(tbsFields[0])[0], 'version')) + 1;
    index++;
  }
  const serialNumber = readIntegerBytes(tbsFields[index++], 'serialNumber');
  const innerAlgorithm = parseAlgorithmIdentifier(tbsFields[index++], 'tbsCertificate signature');
  const issuerNode = tbsFields[index++];
  const [notBefore, notAfter] = sequenceOf(tbsFields[index++], 'validity');
  const subjectNode = tbsFields[index++];
  const spkiNode = tbsFields[index++];
  if (!issuerNode || !subjectNode || !spkiNode) throw new DerError('tbsCertificate: missing fields');
  const extensions = parseExtensions(tbsFields.slice(index).find((field) => isContext(field, 3)));
  const sans = parseSubjectAltNames(findExtension(extensions, OID.subjectAltName));
  const signatureAlgorithm = parseAlgorithmIdentifier(algorithmNode, 'signatureAlgorithm');
  // RFC 5280 §4.1.1.2: the outer and inner algorithm identifiers must match.
  if (signatureAlgorithm.oid !== innerAlgorithm.oid) {
    throw new DerError('signatureAlgorithm differs from tbsCertificate.signature (RFC 5280 §4.1.1.2)');
  }
  const keyUsageNode = findExtension(extensions, OID.keyUsage);
  const ekuNode = findExtension(extensions, OID.extKeyUsage);
  const skiNode = findExtension(extensions, OID.subjectKeyIdentifier);
  return {
    der,
    tbs: (tbsNode as DerNode).raw,
    signatureAlgorithm,
    signature: readBitString(signatureNode, 'signatureValue'),
    version,
    serialNumber,
    issuer: issuerNode.raw,
    subject: subjectNode.raw,
    issuerText: nameToText(issuerNode),
    subjectText: nameToText(subjectNode),
    notBefore: readTime(notBefore, 'notBefore'),
    notAfter: readTime(notAfter, 'notAfter'),
    spki: spkiNode.raw,
    extensions,
    basicConstraints: parseBasicConstraints(findExtension(extensions, OID.basicConstraints)),
    keyUsage: keyUsageNode ? readNamedBits(keyUsageNode, 'keyUsage') : null,
    extendedKeyUsage: ekuNode ? sequenceOf(ekuNode, 'extKeyUsage').map((oid) => readOid(oid)) : null,
    subjectKeyId: skiNode ? readOctetString(skiNode, 'subjectKeyIdentifier') : null,
    authorityKeyId: parseAuthorityKeyId(findExtension(extensions, OID.authorityKeyIdentifier)),
    subjectAltNames: sans.map((san) => san.value),
    subjectAltNameEntries: sans,
  };
}

/** A short name for messages: the subject, or the first SAN when the subject is empty (Fulcio leaves). */
export function describeCertificate(certificate: Certificate): string {
  if (certificate.subjectText !== '(empty name)') return `"${certificate.subjectText}"`;
  const san = certificate.subjectAltNames[0];
  return san === undefined ? '(no subject)' : `SAN ${san}`;
}
