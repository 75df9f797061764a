import { AsnConvert } from '@peculiar/asn1-schema';
import { DirectoryString } from '@peculiar/asn1-x509';

/**
 * Fulcio's certificate extensions under 1.3.6.1.4.1.57264.1 (sigstore/fulcio:docs/oid-info.md).
 * Arcs .1–.6 hold the raw claim bytes; .7 is an OtherName SAN; .8 and later
 * hold a DER UTF8String.
 */
const FULCIO_ARC = '1.3.6.1.4.1.57264.1.';

const NAMES: Record<number, string> = {
  1: 'Issuer (deprecated)',
  2: 'GitHub Workflow Trigger (deprecated)',
  3: 'GitHub Workflow SHA (deprecated)',
  4: 'GitHub Workflow Name (deprecated)',
  5: 'GitHub Workflow Repository (deprecated)',
  6: 'GitHub Workflow Ref (deprecated)',
  7: 'OtherName SAN',
  8: 'Issuer',
  9: 'Build Signer URI',
  10: 'Build Signer Digest',
  11: 'Runner Environment',
  12: 'Source Repository URI',
  13: 'Source Repository Digest',
  14: 'Source Repository Ref',
  15: 'Source Repository Identifier',
  16: 'Source Repository Owner URI',
  17: 'Source Repository Owner Identifier',
  18: 'Build Config URI',
  19: 'Build Config Digest',
  20: 'Build Trigger',
  21: 'Run Invocation URI',
  22: 'Source Repository Visibility At Signing',
  23: 'Deployment Environment',
};

/** A DER directory string's text (Fulcio writes UTF8String), or null when `bytes` is not one. */
function derString(bytes: Uint8Array): string | null {
  try {
    return AsnConvert.parse(bytes, DirectoryString).toString();
  } catch {
    return null;
  }
}

/** Name and printable value of a Fulcio extension; null for OIDs outside the Fulcio arc. */
export function decodeFulcioExtension(
  oid: string,
  value: Uint8Array,
): { oid: string; name: string; value: string } | null {
  if (!oid.startsWith(FULCIO_ARC)) return null;
  const arc = Number(oid.slice(FULCIO_ARC.length));
  const name = NAMES[arc] ?? `Fulcio extension ${oid}`;
  const text =
    arc >= 8 || !Number.isInteger(arc)
      ? (derString(value) ?? new TextDecoder('utf-8', { fatal: false }).decode(value))
      : new TextDecoder('utf-8', { fatal: false }).decode(value);
  return { oid, name, value: text };
}
