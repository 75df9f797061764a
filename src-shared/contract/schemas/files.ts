import { z } from 'zod';
import { HexHash, ProfileId } from './common';

/** A Files API resource name: `files/` and the service's id (lowercase letters, digits, dashes). */
export const GenaiFileName = z
  .string()
  .max(80)
  .regex(/^files\/[a-z0-9-]{1,40}$/, 'a file name such as files/abc-123');

export const GenaiFileState = z.enum(['STATE_UNSPECIFIED', 'PROCESSING', 'ACTIVE', 'FAILED']);
export type GenaiFileState = z.infer<typeof GenaiFileState>;

/** One file of the generation service's Files API, as the service describes it plus what Verity knows locally. */
export const GenaiFile = z.strictObject({
  name: z.string(),
  displayName: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int().min(0),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  expirationTime: z.string().nullable(),
  /** The service's SHA-256 of the bytes (its `sha256Hash`, decoded to lowercase hex); null when it gave none. */
  sha256: HexHash.nullable(),
  /** The SHA-256 Verity computed while uploading it (from the transfer that made it); null when not uploaded here. */
  localSha256: HexHash.nullable(),
  uri: z.string(),
  state: GenaiFileState.or(z.string()),
  /** Why processing failed (state FAILED). */
  error: z.strictObject({ code: z.number().int().nullable(), message: z.string() }).nullable(),
  source: z.string().nullable(),
});
export type GenaiFile = z.infer<typeof GenaiFile>;

const FileRef = z.strictObject({ profileId: ProfileId.optional(), name: GenaiFileName });

export const files = {
  /** One page of the profile's files, newest first as the service lists them. */
  list: {
    input: z.strictObject({
      profileId: ProfileId.optional(),
      pageSize: z.number().int().min(1).max(100).default(100),
      pageToken: z.string().min(1).max(1024).optional(),
    }),
    output: z.strictObject({ files: z.array(GenaiFile), nextPageToken: z.string().nullable() }),
  },
  get: { input: FileRef, output: GenaiFile },
  /** Deletes the file at the service; journaled (kind "delete-file", checkable). */
  remove: { input: FileRef, output: z.strictObject({ name: z.string(), opId: z.string() }) },
};
