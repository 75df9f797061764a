// What the changes feed and watch channels keep in <data>/storage/state.json (research google.md §3.9).
import { z } from 'zod';

/** One mutation of a file: its number is what page tokens count in. */
export const ChangeRecord = z.object({
  seq: z.number().int().positive(),
  fileId: z.string(),
  time: z.string(),
  /** Who could see the file before or after the change: whose feed shows it. */
  audience: z.array(z.string()),
  /** The shared store the file is in, when it is in one. */
  driveId: z.string().optional(),
});
export type ChangeRecord = z.infer<typeof ChangeRecord>;

/** A watch channel (changes.watch, files.watch): accepted and kept, never called (a desktop has no public
 * address), so a console polls the changes feed instead. */
export const ChannelRecord = z.object({
  id: z.string(),
  resourceId: z.string(),
  resourceUri: z.string(),
  token: z.string().optional(),
  address: z.string(),
  /** Milliseconds since the epoch. */
  expiration: z.number().int(),
  identity: z.string(),
});
export type ChannelRecord = z.infer<typeof ChannelRecord>;
