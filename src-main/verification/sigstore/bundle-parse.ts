// Reads a Sigstore bundle, through the bundle checks' view of the one bundle schema (bundle-schema.ts), into
// the pieces the full-bundle checks need, with a precise reason when it is malformed. Structural rules follow
// sigstore/sigstore-js:packages/bundle/src/validate.ts; transparency-log fields are left to the log checks.
import { firstIssue } from '../tlog/json-fields';
import {
  BUNDLE_MEDIA_TYPES,
  BundleContentView,
  bundleVersion,
  firstLogBody,
  type BundleVersion,
} from './bundle-schema';
import { BUNDLE_HASH_ALGORITHMS, digest, type HashName } from './hashes';
import { errorMessage } from './text';
import { parseCertificate, type Certificate } from './x509';

type BundleKey =
  | { kind: 'certificate'; leaf: Certificate; shippedCertificates: number }
  | { kind: 'public-key'; hint: string };

export type BundleContent =
  | { kind: 'message-signature'; signature: Uint8Array; hash: HashName; hashName: string; digest: Uint8Array }
  | { kind: 'dsse'; payloadType: string; payload: Uint8Array; signature: Uint8Array };

export interface ParsedBundle {
  mediaType: string;
  version: BundleVersion;
  key: BundleKey;
  content: BundleContent;
  /** RFC 3161 time-stamps (TimeStampResp DER) from timestampVerificationData. */
  timestamps: Uint8Array[];
  /** The signature bytes; what the RFC 3161 message imprint covers. */
  signatureBytes: Uint8Array;
  /** The canonicalized body of the first log entry (the one the log checks verify), if any. */
  logBody: Uint8Array | null;
}

export type BundleParse = { ok: true; bundle: ParsedBundle } | { ok: false; reason: string };

/** proto3 JSON also allows enum numbers (sigstore_common.proto HashAlgorithm). */
const HASH_ENUM_NUMBERS = [
  'HASH_ALGORITHM_UNSPECIFIED',
  'SHA2_256',
  'SHA2_384',
  'SHA2_512',
  'SHA3_256',
  'SHA3_384',
];

type Material = BundleContentView['verificationMaterial'];

function readKey(material: Material, version: BundleVersion): BundleKey | string {
  const { x509CertificateChain: chain, certificate, publicKey } = material;
  const present = [chain, certificate, publicKey].filter((value) => value != null).length;
  if (present === 0) {
    return 'verificationMaterial has no x509CertificateChain, certificate or publicKey';
  }
  if (present > 1)
    return 'verificationMaterial has more than one of x509CertificateChain, certificate, publicKey';
  // sigstore-js validate.ts (validateNoCertificateChain): v0.3 carries the leaf alone.
  if (chain && version === '0.3')
    return 'a v0.3 bundle carries verificationMaterial.certificate, not x509CertificateChain';
  if (publicKey) return { kind: 'public-key', hint: publicKey.hint ?? '' };
  const field = chain ? 'x509CertificateChain.certificates[0]' : 'certificate';
  const der = chain ? (chain.certificates[0]?.rawBytes as Uint8Array) : (certificate?.rawBytes as Uint8Array);
  try {
    return {
      kind: 'certificate',
      leaf: parseCertificate(der),
      shippedCertificates: chain?.certificates.length ?? 1,
    };
  } catch (error) {
    return `verificationMaterial.${field} is not a DER X.509 certificate: ${errorMessage(error)}`;
  }
}

function readContent(json: BundleContentView): BundleContent | string {
  const { messageSignature, dsseEnvelope } = json;
  if (messageSignature && dsseEnvelope) return 'the bundle has both messageSignature and dsseEnvelope';
  if (dsseEnvelope) {
    // sigstore-js validate.ts: a bundle's envelope has exactly one signature.
    if (dsseEnvelope.signatures.length !== 1) {
      return `dsseEnvelope has ${dsseEnvelope.signatures.length} signatures; a bundle's envelope has exactly one`;
    }
    const [only] = dsseEnvelope.signatures;
    return {
      kind: 'dsse',
      payloadType: dsseEnvelope.payloadType,
      payload: dsseEnvelope.payload,
      signature: only?.sig as Uint8Array,
    };
  }
  if (!messageSignature) return 'the bundle has neither messageSignature nor dsseEnvelope';
  const raw = messageSignature.messageDigest.algorithm ?? 'HASH_ALGORITHM_UNSPECIFIED';
  const hashName = typeof raw === 'number' ? (HASH_ENUM_NUMBERS[raw] ?? String(raw)) : raw;
  const hash = Object.hasOwn(BUNDLE_HASH_ALGORITHMS, hashName) ? BUNDLE_HASH_ALGORITHMS[hashName] : undefined;
  if (hash === undefined) return `messageSignature.messageDigest.algorithm ${hashName} is not a known hash`;
  const expectedLength = digest(hash, new Uint8Array()).length;
  const messageDigest = messageSignature.messageDigest.digest;
  if (messageDigest.length !== expectedLength) {
    return `messageSignature.messageDigest.digest is ${messageDigest.length} bytes; ${hashName} gives ${expectedLength}`;
  }
  return {
    kind: 'message-signature',
    signature: messageSignature.signature,
    hash,
    hashName,
    digest: messageDigest,
  };
}

/** Reads `input` as a Sigstore bundle. Never throws. */
export function parseBundle(input: unknown): BundleParse {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, reason: 'a bundle is a JSON object' };
  }
  const mediaType = (input as { mediaType?: unknown }).mediaType;
  const version = bundleVersion(mediaType);
  if (version === undefined) {
    return {
      ok: false,
      reason: `unknown mediaType ${typeof mediaType === 'string' ? JSON.stringify(mediaType) : `(${typeof mediaType})`} (known: ${Object.keys(BUNDLE_MEDIA_TYPES).join(', ')})`,
    };
  }
  const parsed = BundleContentView.safeParse(input);
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  const material = parsed.data.verificationMaterial;
  const key = readKey(material, version);
  if (typeof key === 'string') return { ok: false, reason: key };
  const content = readContent(parsed.data);
  if (typeof content === 'string') return { ok: false, reason: content };
  const timestamps = (material.timestampVerificationData?.rfc3161Timestamps ?? []).map(
    (timestamp) => timestamp.signedTimestamp,
  );
  return {
    ok: true,
    bundle: {
      mediaType: mediaType as string,
      version,
      key,
      content,
      timestamps,
      signatureBytes: content.signature,
      logBody: firstLogBody(input),
    },
  };
}
