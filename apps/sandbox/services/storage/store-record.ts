// What the storage service keeps of each shared store (Drive's Drive resource, research google.md §3 "drives →
// stores"), saved with the file records. The store's tree hangs from a root folder record with the store's
// ID, whose permissions are the store's members; this record holds what only the store has: the request ID
// it was made with, its name, restrictions and who hid it from their own list.
import { z } from 'zod';

export const StoreRestrictions = z.object({
  adminManagedRestrictions: z.boolean(),
  copyRequiresWriterPermission: z.boolean(),
  domainUsersOnly: z.boolean(),
  driveMembersOnly: z.boolean(),
  sharingFoldersRequiresOrganizerPermission: z.boolean(),
});
export type StoreRestrictions = z.infer<typeof StoreRestrictions>;

export const StoreRecord = z.object({
  id: z.string(),
  name: z.string(),
  createdTime: z.string(),
  /** stores.create's idempotency key: the same key again is refused with 409. */
  requestId: z.string(),
  colorRgb: z.string(),
  themeId: z.string().optional(),
  restrictions: StoreRestrictions,
  /** Identities that hid the store from their default list (hidden is per member, as in Drive). */
  hiddenBy: z.array(z.string()),
});
export type StoreRecord = z.infer<typeof StoreRecord>;

export const NO_RESTRICTIONS: StoreRestrictions = {
  adminManagedRestrictions: false,
  copyRequiresWriterPermission: false,
  domainUsersOnly: false,
  driveMembersOnly: false,
  sharingFoldersRequiresOrganizerPermission: false,
};
