// The one schema of a Sigstore bundle (sigstore/protobuf-specs:protos/sigstore_bundle.proto, proto3 JSON)
// and of the TransparencyLogEntry its tlogEntries hold. A bundle gets two verdicts, and a field that only
// one of them reads must not fail the other: each such field is read into a Part, parsed or with its
// problem, and the verdict that owns it reports the problem.
import type { SerializedBundle } from '@sigstore/bundle';
import { z } from 'zod';
import { decodeBase64 } from '../tlog/encoding';
import { firstIssue, ProtoBytes, ProtoBytesWithText, Uint64Json } from '../tlog/json-fields';

export type BundleVersion = '0.1' | '0.2' | '0.3';

/** sigstore/sigstore-js:packages/bundle/src/bundle.ts media types; v0.3 has a legacy spelling too. */
export const BUNDLE_MEDIA_TYPES: Readonly<Record<string, BundleVersion>> = {
  'application/vnd.dev.sigstore.bundle+json;version=0.1': '0.1',
  'application/vnd.dev.sigstore.bundle+json;version=0.2': '0.2',
  'application/vnd.dev.sigstore.bundle+json;version=0.3': '0.3',
  'application/vnd.dev.sigstore.bundle.v0.3+json': '0.3',
};

export function bundleVersion(mediaType: unknown): BundleVersion | undefined {
  return typeof mediaType === 'string' && Object.hasOwn(BUNDLE_MEDIA_TYPES, mediaType)
    ? BUNDLE_MEDIA_TYPES[mediaType]
    : undefined;
}

/** Whether a parsed JSON value is a Sigstore bundle (by media type). */
export function isBundleShape(json: unknown): json is Partial<SerializedBundle> {
  return (
    typeof json === 'object' &&
    json !== null &&
    typeof (json as { mediaType?: unknown }).mediaType === 'string' &&
    (json as { mediaType: string }).mediaType.startsWith('application/vnd.dev.sigstore.bundle')
  );
}

/** A field one verdict owns: its value, or its first problem ("path: message"). */
type Part<T> = { ok: true; value: T } | { ok: false; problem: string; value?: undefined };

/** `schema` at `at` (a dotted path), read into a Part: its problems never fail the bundle as a whole. */
function part<T extends z.ZodType>(at: string, schema: T) {
  return z
    .unknown()
    .optional()
    .transform((value): Part<z.output<T>> => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, problem: firstIssue(parsed.error, at) };
    });
}

const Optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** A TransparencyLogEntry (sigstore_rekor.proto): one of a bundle's tlogEntries, or a document of its own. */
export const TransparencyLogEntryJson = z.object({
  logIndex: Uint64Json,
  logId: z.object({ keyId: ProtoBytes }),
  kindVersion: z.object({ kind: z.string(), version: z.string() }),
  integratedTime: Optional(Uint64Json),
  inclusionPromise: Optional(z.object({ signedEntryTimestamp: ProtoBytes })),
  inclusionProof: Optional(
    z.object({
      logIndex: Uint64Json,
      rootHash: ProtoBytes,
      treeSize: Uint64Json,
      hashes: Optional(z.array(ProtoBytes)).transform((hashes) => hashes ?? []),
      checkpoint: Optional(z.object({ envelope: z.string() })),
    }),
  ),
  canonicalizedBody: ProtoBytesWithText,
});
export type TransparencyLogEntryJson = z.infer<typeof TransparencyLogEntryJson>;

/** Whether a parsed JSON value looks like a bare TransparencyLogEntry. */
export function isTransparencyLogEntryShape(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'canonicalizedBody' in json &&
    'logId' in json &&
    'logIndex' in json
  );
}

const Bytes = z.string().transform((value, context) => {
  const bytes = decodeBase64(value, true);
  if (bytes === null) {
    context.issues.push({ code: 'custom', message: 'not base64', input: value });
    return z.NEVER;
  }
  return bytes;
});
const NonEmptyBytes = Bytes.refine((bytes) => bytes.length > 0, 'empty');
const Certificate = z.looseObject({ rawBytes: NonEmptyBytes });

/**
 * What both verdicts need is the media type and a verificationMaterial object; the tlog verdict owns
 * tlogEntries (each entry read with TransparencyLogEntryJson), the bundle verdict owns the rest. The bundle
 * verdict reports the first problem of its parts in this order.
 */
export const BundleJson = z.looseObject({
  mediaType: z.string(),
  verificationMaterial: z.looseObject({
    tlogEntries: part('verificationMaterial.tlogEntries', z.array(z.unknown()).default([])),
    x509CertificateChain: part(
      'verificationMaterial.x509CertificateChain',
      z.looseObject({ certificates: z.array(Certificate).min(1) }).nullish(),
    ),
    certificate: part('verificationMaterial.certificate', Certificate.nullish()),
    publicKey: part(
      'verificationMaterial.publicKey',
      z.looseObject({ hint: z.string().nullish() }).nullish(),
    ),
    timestampVerificationData: part(
      'verificationMaterial.timestampVerificationData',
      z
        .looseObject({
          rfc3161Timestamps: z.array(z.looseObject({ signedTimestamp: NonEmptyBytes })).nullish(),
        })
        .nullish(),
    ),
  }),
  messageSignature: part(
    'messageSignature',
    z
      .looseObject({
        messageDigest: z.looseObject({
          algorithm: z.union([z.string(), z.number()]).nullish(),
          digest: NonEmptyBytes,
        }),
        signature: NonEmptyBytes,
      })
      .nullish(),
  ),
  dsseEnvelope: part(
    'dsseEnvelope',
    z
      .looseObject({
        payload: NonEmptyBytes,
        payloadType: z.string().min(1),
        signatures: z.array(z.looseObject({ sig: NonEmptyBytes, keyid: z.string().nullish() })),
      })
      .nullish(),
  ),
});
export type BundleJson = z.infer<typeof BundleJson>;

/** The canonicalized body of the first log entry, whatever its other fields: what the log-body check compares. */
export function firstLogBody(bundle: BundleJson): Uint8Array | null {
  const [first] = bundle.verificationMaterial.tlogEntries.value ?? [];
  const body = TransparencyLogEntryJson.shape.canonicalizedBody.safeParse(
    (first as { canonicalizedBody?: unknown } | null | undefined)?.canonicalizedBody,
  );
  return body.success ? body.data.bytes : null;
}
