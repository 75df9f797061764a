// The one schema of a Sigstore bundle (sigstore/protobuf-specs:protos/sigstore_bundle.proto, proto3 JSON)
// and of the TransparencyLogEntry its tlogEntries hold. A bundle gets two verdicts, and a field that only
// one of them reads must not fail the other: each verdict parses its view of the schema, the fields it owns.
import type { SerializedBundle } from '@sigstore/bundle';
import { z } from 'zod';
import { base64Field, ProtoBytes, ProtoBytesWithText, Uint64Json } from '../tlog/json-fields';

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

const NonEmptyBytes = base64Field(true, 'not base64')
  .transform((v) => v.bytes)
  .refine((bytes) => bytes.length > 0, 'empty');
const Certificate = z.looseObject({ rawBytes: NonEmptyBytes });

const VerificationMaterial = z.looseObject({
  tlogEntries: z.array(z.unknown()).default([]),
  x509CertificateChain: z.looseObject({ certificates: z.array(Certificate).min(1) }).nullish(),
  certificate: Certificate.nullish(),
  publicKey: z.looseObject({ hint: z.string().nullish() }).nullish(),
  timestampVerificationData: z
    .looseObject({
      rfc3161Timestamps: z.array(z.looseObject({ signedTimestamp: NonEmptyBytes })).nullish(),
    })
    .nullish(),
});

const BundleJson = z.looseObject({
  mediaType: z.string(),
  verificationMaterial: VerificationMaterial,
  messageSignature: z
    .looseObject({
      messageDigest: z.looseObject({
        algorithm: z.union([z.string(), z.number()]).nullish(),
        digest: NonEmptyBytes,
      }),
      signature: NonEmptyBytes,
    })
    .nullish(),
  dsseEnvelope: z
    .looseObject({
      payload: NonEmptyBytes,
      payloadType: z.string().min(1),
      signatures: z.array(z.looseObject({ sig: NonEmptyBytes, keyid: z.string().nullish() })),
    })
    .nullish(),
});

/** The log checks' view: the media type and tlogEntries, each entry read with TransparencyLogEntryJson. */
export const BundleTlogView = BundleJson.pick({ mediaType: true }).extend({
  verificationMaterial: VerificationMaterial.pick({ tlogEntries: true }),
});

/** The bundle checks' view: everything but tlogEntries. */
export const BundleContentView = BundleJson.extend({
  verificationMaterial: VerificationMaterial.omit({ tlogEntries: true }),
});
export type BundleContentView = z.infer<typeof BundleContentView>;

/** The canonicalized body of the first log entry, whatever its other fields: what the log-body check compares. */
export function firstLogBody(bundle: unknown): Uint8Array | null {
  const view = BundleTlogView.safeParse(bundle);
  const [first] = view.success ? view.data.verificationMaterial.tlogEntries : [];
  const body = TransparencyLogEntryJson.shape.canonicalizedBody.safeParse(
    (first as { canonicalizedBody?: unknown } | null | undefined)?.canonicalizedBody,
  );
  return body.success ? body.data.bytes : null;
}
