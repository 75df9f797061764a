import { z } from 'zod';
import { HexHash, HttpUrl, ProfileId, Uint64String } from './common';
import { logEntries } from './log-entries';
import { Alert } from './monitor';
import { TrustedLogInfo } from './trust';

const ParsedCheckpoint = z.strictObject({
  origin: z.string(),
  size: Uint64String,
  rootHash: HexHash,
  extensions: z.array(z.string()),
  signatures: z.array(z.strictObject({ name: z.string(), keyHint: z.string().regex(/^[0-9a-f]{8}$/) })),
});
type ParsedCheckpoint = z.infer<typeof ParsedCheckpoint>;

/** A checkpoint signed only by keys the trust store does not know, for a log it does hold a key for. */
const KeyChange = z.strictObject({
  /** The keys trusted for this log (pinned or imported): the old key. */
  trusted: z.array(TrustedLogInfo),
  /** Key hints on the checkpoint's signature lines. */
  servedKeyHints: z.array(z.string()),
  /** The key the log serves at /publicKey, when it answered. */
  served: z.strictObject({ logId: z.string(), keyHint: z.string(), pem: z.string() }).nullable(),
  /** When Verity first saw the log serve this key (its first key-change alert). */
  firstSeenAt: z.number().nullable(),
});

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
  /** Open alerts about this shard: a correctly signed checkpoint is still not to be trusted. */
  alerts: z.array(Alert),
  keyChange: KeyChange.nullable(),
});
export type ShardInfo = z.infer<typeof ShardInfo>;

export const LogInfo = z.strictObject({
  baseUrl: HttpUrl,
  active: ShardInfo,
  inactiveShards: z.array(ShardInfo),
  /** Every open alert about this log (its base URL), newest first. */
  alerts: z.array(Alert),
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
