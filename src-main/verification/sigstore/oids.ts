// Object identifiers used by certificates (RFC 5280, RFC 5480, RFC 8410, RFC 8017), CMS (RFC 5652)
// and time-stamps (RFC 3161).

export const OID = {
  // Public keys
  ecPublicKey: '1.2.840.10045.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ed25519: '1.3.101.112',
  p256: '1.2.840.10045.3.1.7',
  p384: '1.3.132.0.34',
  p521: '1.3.132.0.35',
  // Signature algorithms
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  ecdsaWithSha512: '1.2.840.10045.4.3.4',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  sha384WithRsa: '1.2.840.113549.1.1.12',
  sha512WithRsa: '1.2.840.113549.1.1.13',
  rsassaPss: '1.2.840.113549.1.1.10',
  // Digests
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  // Certificate extensions (RFC 5280 §4.2.1)
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  // Extended key usages (RFC 5280 §4.2.1.12)
  codeSigning: '1.3.6.1.5.5.7.3.3',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  // CMS and RFC 3161
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentTypeAttribute: '1.2.840.113549.1.9.3',
  messageDigestAttribute: '1.2.840.113549.1.9.4',
  // Name attributes (RFC 5280 §4.1.2.4), for display
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  localityName: '2.5.4.7',
  stateOrProvinceName: '2.5.4.8',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
} as const;

/** Short labels for name attributes, as in RFC 4514 string representations. */
export const NAME_ATTRIBUTE_LABELS: Record<string, string> = {
  [OID.commonName]: 'CN',
  [OID.countryName]: 'C',
  [OID.localityName]: 'L',
  [OID.stateOrProvinceName]: 'ST',
  [OID.organizationName]: 'O',
  [OID.organizationalUnitName]: 'OU',
};
