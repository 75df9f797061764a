import { z } from 'zod';
import { HexHash, HttpUrl, ProfileId, Uint64String } from './common';
import { logEntries } from './log-entries';

const ParsedCheckpoint = z.strictObject({
  origin: z.string(),
  size: Uint64String,
  rootHash: HexHash,
  extensions: z.array(z.string()),
  signatures: z.array(z.strictObject({ name: z.string(), keyHint: z.string().regex(/^[0-9a-f]{8}$/) })),
});
type ParsedCheckpoint = z.infer<typeof ParsedCheckpoint>;

export const ShardInfo = z.strictObject({
  treeID: Uint64String,
  treeSize: Uint64String,
  rootHash: HexHash,
  signedTreeHead: z.string(),
  checkpoint: ParsedCheckpoint.nullable(),
  /** Why the checkpoint text could not be parsed, when it could not. */
  checkpointError: z.string().nullable(),
  /** The checkpoint's signatures checked against the trust store (never against the key the log serves). */
  verification: z.strictObject({
    ok: z.boolean(),
    detail: z.string(),
    signatures: z.array(
      z.strictObject({
        name: z.string(),
        keyHint: z.string(),
        status: z.enum(['verified', 'invalid', 'unknown-key']),
      }),
    ),
  }),
});
export type ShardInfo = z.infer<typeof ShardInfo>;

export const LogInfo = z.strictObject({
  baseUrl: HttpUrl,
  active: ShardInfo,
  inactiveShards: z.array(ShardInfo),
  fetchedAt: z.number(),
});
export type LogInfo = z.infer<typeof LogInfo>;

export const log = {
  getInfo: {
    input: z.strictObject({ profileId: ProfileId.optional() }),
    output: LogInfo,
  },
  ...logEntries,
};
