// Sigstore TrustedRoot JSON (sigstore/protobuf-specs:protos/sigstore_trustroot.proto, proto3 JSON mapping)
// → the TrustSet the verifiers use. Transparency logs are matched by logID and their validFor window.
import { z } from 'zod';
import { fromBase64, isBase64, toHex } from './encoding';
import { KeyParseError, trustedKeyFromSpki } from './keys';
import type { TrustedAuthority, TrustedLogKey, TrustSet } from './trust-types';

/** Thrown when a TrustedRoot document cannot be used; the message names the field. */
export class TrustedRootError extends Error {
  override readonly name = 'TrustedRootError';
}

const Base64Bytes = z.string().refine(isBase64, 'not standard padded base64');
const Timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not an RFC 3339 timestamp');
const TimeRange = z.object({ start: Timestamp.optional(), end: Timestamp.optional() });

const TransparencyLogInstance = z.object({
  baseUrl: z.string().default(''),
  hashAlgorithm: z.string().optional(),
  publicKey: z.object({
    rawBytes: Base64Bytes,
    keyDetails: z.string(),
    validFor: TimeRange.optional(),
  }),
  logId: z.object({ keyId: Base64Bytes }),
});

const CertificateAuthority = z.object({
  subject: z.object({ organization: z.string().optional(), commonName: z.string().optional() }).optional(),
  uri: z.string().optional(),
  certChain: z.object({ certificates: z.array(z.object({ rawBytes: Base64Bytes })).min(1) }),
  validFor: TimeRange.optional(),
});

const TrustedRootJson = z.object({
  mediaType: z
    .string()
    .refine(
      (s) => s.startsWith('application/vnd.dev.sigstore.trustedroot'),
      'not a Sigstore TrustedRoot media type',
    ),
  tlogs: z.array(TransparencyLogInstance).default([]),
  ctlogs: z.array(TransparencyLogInstance).default([]),
  certificateAuthorities: z.array(CertificateAuthority).default([]),
  timestampAuthorities: z.array(CertificateAuthority).default([]),
});
type TransparencyLogInstance = z.infer<typeof TransparencyLogInstance>;

/** protobuf-specs PublicKeyDetails values a log key can have here; others (RSA, P-521) are skipped. */
const SUPPORTED_KEY_DETAILS = new Set(['PKIX_ECDSA_P256_SHA_256', 'PKIX_ECDSA_P384_SHA_384', 'PKIX_ED25519']);

/**
 * Reads a TrustedRoot. Log keys of types log signatures do not use (RSA CT logs of early staging) are
 * skipped and reported through `onSkip`, so one legacy key does not make the whole root unusable.
 */
export function loadTrustedRoot(json: unknown, onSkip?: (reason: string) => void): TrustSet {
  const parsed = TrustedRootJson.safeParse(withoutNulls(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length === 0 ? 'the document' : issue.path.join('.');
    throw new TrustedRootError(`not a usable TrustedRoot: ${where}: ${issue.message}`);
  }
  const root = parsed.data;
  const logKeys = (instances: TransparencyLogInstance[], field: string) =>
    instances.flatMap((instance, i) => {
      try {
        return [logKeyOf(instance)];
      } catch (error) {
        if (!(error instanceof KeyParseError || error instanceof TrustedRootError)) throw error;
        onSkip?.(`${field}[${i}] (${instance.baseUrl || 'no baseUrl'}): ${error.message}`);
        return [];
      }
    });
  return {
    tlogs: logKeys(root.tlogs, 'tlogs'),
    ctlogs: logKeys(root.ctlogs, 'ctlogs'),
    certificateAuthorities: root.certificateAuthorities.map(authorityOf),
    timestampAuthorities: root.timestampAuthorities.map(authorityOf),
  };
}

/** proto3 JSON mapping: a field given as null is the field's default, so it reads as absent. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => (field === null ? [] : [[key, withoutNulls(field)]])),
  );
}

function logKeyOf(instance: TransparencyLogInstance): TrustedLogKey {
  const { publicKey } = instance;
  if (!SUPPORTED_KEY_DETAILS.has(publicKey.keyDetails)) {
    throw new TrustedRootError(`key type ${publicKey.keyDetails} is not used for log signatures`);
  }
  const key = trustedKeyFromSpki(fromBase64(publicKey.rawBytes), {
    baseUrl: instance.baseUrl || null,
    source: 'trusted-root',
    logId: fromBase64(instance.logId.keyId),
    ...window(publicKey.validFor),
  });
  const expected =
    publicKey.keyDetails === 'PKIX_ED25519'
      ? 'ed25519'
      : publicKey.keyDetails.includes('P384')
        ? 'ecdsa-p384-sha384'
        : 'ecdsa-p256-sha256';
  if (key.algorithm !== expected) {
    throw new TrustedRootError(`keyDetails says ${publicKey.keyDetails} but the key is ${key.algorithm}`);
  }
  return key;
}

function authorityOf(authority: z.infer<typeof CertificateAuthority>): TrustedAuthority {
  return {
    name:
      authority.subject?.commonName ??
      authority.subject?.organization ??
      authority.uri ??
      'unnamed authority',
    uri: authority.uri ?? null,
    certChain: authority.certChain.certificates.map((certificate) => fromBase64(certificate.rawBytes)),
    ...window(authority.validFor),
  };
}

function window(range: z.infer<typeof TimeRange> | undefined): {
  validFrom: Date | null;
  validTo: Date | null;
} {
  return {
    validFrom: range?.start === undefined ? null : new Date(range.start),
    validTo: range?.end === undefined ? null : new Date(range.end),
  };
}

/** Several trust sources in one set; a log key that appears twice (same logID and key) is kept once. */
export function mergeTrust(...sets: TrustSet[]): TrustSet {
  const unique = (keys: TrustedLogKey[]) => {
    const seen = new Set<string>();
    return keys.filter((key) => {
      const identity = `${key.id}/${toHex(key.spki)}/${key.name ?? ''}`;
      if (seen.has(identity)) return false;
      seen.add(identity);
      return true;
    });
  };
  return {
    tlogs: unique(sets.flatMap((set) => set.tlogs)),
    ctlogs: unique(sets.flatMap((set) => set.ctlogs)),
    certificateAuthorities: sets.flatMap((set) => set.certificateAuthorities),
    timestampAuthorities: sets.flatMap((set) => set.timestampAuthorities),
  };
}

export interface LogKeyQuery {
  logId?: Uint8Array;
  keyHint?: Uint8Array;
  /** Signature-line name: matches a key of that name, or any key without a name. */
  name?: string;
  /** Only keys whose validFor window contains this instant (end inclusive). */
  at?: Date;
  /** Which logs to search: transparency logs (default) or CT logs. */
  pool?: 'tlogs' | 'ctlogs';
}

/** The trusted log keys matching every given criterion. */
export function findLogKeys(trust: TrustSet, query: LogKeyQuery): TrustedLogKey[] {
  const logId = query.logId === undefined ? undefined : toHex(query.logId);
  const hint = query.keyHint === undefined ? undefined : toHex(query.keyHint);
  return trust[query.pool ?? 'tlogs'].filter(
    (key) =>
      (logId === undefined || key.id === logId) &&
      (hint === undefined || toHex(key.keyHint) === hint) &&
      (query.name === undefined || key.name === null || key.name === query.name) &&
      (query.at === undefined || isValidAt(key, query.at)),
  );
}

/** sigstore conformance trust-root-tlog-validity-end-inclusive: start ≤ at ≤ end. */
export function isValidAt(key: Pick<TrustedLogKey, 'validFrom' | 'validTo'>, at: Date): boolean {
  const t = at.getTime();
  return (
    (key.validFrom === null || key.validFrom.getTime() <= t) &&
    (key.validTo === null || t <= key.validTo.getTime())
  );
}

/** "2021-01-12T11:53:27Z → (open)" for details. */
export function describeWindow(key: Pick<TrustedLogKey, 'validFrom' | 'validTo'>): string {
  const show = (d: Date | null) => (d === null ? '(open)' : d.toISOString());
  return `${show(key.validFrom)} → ${show(key.validTo)}`;
}
