// A Rekor v1 LogInfo (GET /api/v1/log, sigstore/rekor:openapi.yaml LogInfo): the active shard's tree head
// and the inactive shards' beside it. The one schema a LogInfo is read with, from a file by the audit and
// from a log by the explorer's client and the monitor.
import { z } from 'zod';
import { HexHash, Uint64Json } from './json-fields';

export const TreeHead = z.object({
  rootHash: HexHash,
  treeSize: Uint64Json,
  // A checkpoint is a few lines; the cap keeps a hostile log from handing over megabytes to parse.
  signedTreeHead: z.string().max(65_536),
  // Trillian tree IDs are positive int64s.
  treeID: z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be a decimal tree ID'),
});
export type TreeHead = z.infer<typeof TreeHead>;

/** Each inactive shard's checkpoint is verified in turn; the cap bounds that work for a hostile log. */
export const LogInfo = TreeHead.extend({ inactiveShards: z.array(TreeHead).max(1000).default([]) });
export type LogInfo = z.infer<typeof LogInfo>;
