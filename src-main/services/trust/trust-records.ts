import { z } from 'zod';

/** An imported TrustedRoot document, kept verbatim so it can be exported and re-read. */
export const StoredRoot = z.object({
  id: z.string(),
  name: z.string(),
  importedAt: z.number(),
  json: z.string(),
});
export type StoredRoot = z.infer<typeof StoredRoot>;

/** A log key imported from PEM or pinned on first use. */
export const StoredKey = z.object({
  id: z.string(),
  name: z.string().nullable(),
  pem: z.string(),
  baseUrl: z.string().nullable(),
  source: z.enum(['pem', 'pinned']),
  /** Pinned keys: when, and for which shards (tree IDs) the log served this key. */
  pinnedAt: z.number().nullable(),
  treeIDs: z.array(z.string()).nullable(),
  addedAt: z.number(),
});
export type StoredKey = z.infer<typeof StoredKey>;
