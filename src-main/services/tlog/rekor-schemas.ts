import { z } from 'zod';

/** Rekor v1 `LogInfo` as the server sends it (openapi.yaml `LogInfo`); the server is not trusted to be well-formed. */
const Hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a 64-character hex hash');
const TreeId = z.string().regex(/^[0-9]{1,20}$/, 'a decimal tree ID');
const TreeSize = z
  .number()
  .int()
  .min(0)
  .refine(Number.isSafeInteger, 'a tree size JSON can carry exactly (below 2^53)');

export const RekorInactiveShard = z.object({
  rootHash: Hex64,
  treeSize: TreeSize,
  signedTreeHead: z.string().max(65_536),
  treeID: TreeId,
});

export const RekorLogInfo = z.object({
  rootHash: Hex64,
  treeSize: TreeSize,
  signedTreeHead: z.string().max(65_536),
  treeID: TreeId,
  inactiveShards: z.array(RekorInactiveShard).max(1000).optional(),
});
export type RekorLogInfo = z.infer<typeof RekorLogInfo>;
