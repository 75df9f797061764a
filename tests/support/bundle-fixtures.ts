// The full-bundle fixtures: the bundles expected.json lists, their artifacts and trust roots, and helpers to
// tamper with them.
import { createHash } from 'node:crypto';
import type { TrustedAuthority, TrustSet } from '../../src-main/verification/tlog/trust-types';
import { fixtureBytes, fixtureJson } from './tlog-fixtures';

export interface ExpectedFile {
  file: string;
  kind: string;
  trustedRoot: string | null;
  expect: { fullBundle?: string; tlogOverall?: string };
  inputs?: { artifact?: string } | null;
}

export interface BundleJson {
  mediaType: string;
  verificationMaterial: {
    tlogEntries?: { integratedTime?: string; inclusionPromise?: unknown }[];
    timestampVerificationData?: { rfc3161Timestamps?: { signedTimestamp: string }[] } | null;
    certificate?: { rawBytes: string };
    x509CertificateChain?: { certificates: { rawBytes: string }[] };
  };
  messageSignature?: { messageDigest: { algorithm: string; digest: string }; signature: string };
  dsseEnvelope?: { payload: string; payloadType: string; signatures: { sig: string; keyid?: string }[] };
}

export function expectedBundles(): ExpectedFile[] {
  return fixtureJson<{ files: ExpectedFile[] }>('expected.json').files.filter(
    (file) => file.kind === 'bundle',
  );
}

/** The artifacts in the fixture set, by the SHA-256 hex of their contents. */
const ARTIFACT_FILES = [
  'bundles/conformance.a.txt',
  'bundles/sigstore-java.artifact.txt',
  'bundles/conformance.intoto-with-custom-trust-root.artifact',
  'bundles/sigstore-python.bundle.txt.artifact.txt',
  'bundles/sigstore-python.bundle_v3_alt.txt.artifact.txt',
  'bundles/sigstore-python.tsa.bundle.txt.artifact.txt',
];

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The artifact a bundle is about: the one expected.json names, else the fixture artifact whose digest is
 * the bundle's messageDigest or an in-toto subject's SHA-256. Undefined when the fixture set has none.
 */
export function artifactFor(entry: ExpectedFile, bundle: BundleJson): Uint8Array | undefined {
  const named = entry.inputs?.artifact?.split(' ')[0];
  if (named) return fixtureBytes(named);
  const wanted = new Set<string>();
  if (bundle.messageSignature) {
    wanted.add(Buffer.from(bundle.messageSignature.messageDigest.digest, 'base64').toString('hex'));
  }
  if (bundle.dsseEnvelope) {
    const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString('utf8')) as {
      subject?: { digest?: { sha256?: string } }[];
    };
    for (const subject of statement.subject ?? [])
      if (subject.digest?.sha256) wanted.add(subject.digest.sha256);
  }
  for (const file of ARTIFACT_FILES) {
    const bytes = fixtureBytes(file);
    if (wanted.has(sha256Hex(bytes))) return bytes;
  }
  return undefined;
}

/**
 * What the transparency-log checks hand over: the integrated times of entries with a signed entry
 * timestamp (only those bind the time, as in sigstore-js getTLogTimestamp). Rekor v2 entries have none.
 */
export function integratedTimesOf(bundle: BundleJson): Date[] {
  return (bundle.verificationMaterial.tlogEntries ?? [])
    .filter((entry) => entry.inclusionPromise && entry.integratedTime && entry.integratedTime !== '0')
    .map((entry) => new Date(Number(entry.integratedTime) * 1000));
}

interface TrustedRootAuthorityJson {
  subject?: { organization?: string; commonName?: string };
  uri?: string;
  certChain: { certificates: { rawBytes: string }[] };
  validFor?: { start?: string; end?: string };
}

function authorityOf(json: TrustedRootAuthorityJson): TrustedAuthority {
  return {
    name: json.subject?.commonName ?? json.uri ?? 'unnamed',
    uri: json.uri ?? null,
    certChain: json.certChain.certificates.map((c) => new Uint8Array(Buffer.from(c.rawBytes, 'base64'))),
    validFrom: json.validFor?.start ? new Date(json.validFor.start) : null,
    validTo: json.validFor?.end ? new Date(json.validFor.end) : null,
  };
}

/**
 * The certificate and timestamp authorities of a TrustedRoot, as the TrustSet carries them. Log keys
 * are left out: the full-bundle checks do not use them, and their loader belongs to the tlog checks.
 */
export function trustSetFromRoot(path: string): TrustSet {
  const root = fixtureJson<{
    certificateAuthorities?: TrustedRootAuthorityJson[];
    timestampAuthorities?: TrustedRootAuthorityJson[];
  }>(path);
  return {
    tlogs: [],
    ctlogs: [],
    certificateAuthorities: (root.certificateAuthorities ?? []).map(authorityOf),
    timestampAuthorities: (root.timestampAuthorities ?? []).map(authorityOf),
  };
}

export function bundleFixture(path: string): BundleJson {
  return fixtureJson<BundleJson>(path);
}

/** A deep copy, for tampering. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Base64 of `text`'s bytes with one byte flipped at `index` (negative counts from the end). */
export function flipBase64Byte(text: string, index: number): string {
  const bytes = Buffer.from(text, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] as number) ^ 0x01;
  return bytes.toString('base64');
}
