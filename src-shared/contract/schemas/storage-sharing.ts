// The sharing channels of the Storage page: a file's grants (its own and those inherited from the folders
// above it), adding one, changing a role or expiry, removing one, and giving the file to another owner.
// Each change is journaled; the service's rules (research google.md §3.6) are checked here where the shape
// alone decides, and by the service for the rest (expiry at most a year ahead, who may share).
import { z } from 'zod';
import { ProfileId } from './common';

const Scope = { profileId: ProfileId.optional() };

const FileId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'a file ID (letters, digits, - and _)');
/** Permission IDs are digits (a user or group), digits and `k` (a domain), or `anyone` / `anyoneWithLink`. */
const PermissionId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a permission ID (letters, digits, - and _)');
const Email = z.email('an e-mail address such as grace@example.com').max(320);
const Domain = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, 'a domain such as example.com');
/** An expiry instant (RFC 3339); the service refuses one in the past or more than a year ahead. */
const Expiry = z.iso.datetime({
  offset: true,
  message: 'an RFC 3339 date-time such as 2027-01-31T00:00:00Z',
});

/** The roles a grant on a file in My Store can have (organizer roles belong to shared stores). */
const SHARE_ROLES = ['writer', 'commenter', 'reader'] as const;
const ShareRole = z.enum(SHARE_ROLES);

/** Who a new grant is for; expiry applies to people and groups only. */
const Grantee = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('user'), emailAddress: Email, expirationTime: Expiry.optional() }),
  z.strictObject({ type: z.literal('group'), emailAddress: Email, expirationTime: Expiry.optional() }),
  z.strictObject({ type: z.literal('domain'), domain: Domain }),
  z.strictObject({ type: z.literal('anyone') }),
]);

export const StoragePermission = z.strictObject({
  id: z.string(),
  type: z.enum(['user', 'group', 'domain', 'anyone']),
  role: z.enum(['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader']),
  emailAddress: z.string().nullable(),
  domain: z.string().nullable(),
  displayName: z.string().nullable(),
  expirationTime: z.string().nullable(),
  /** Whether the grant comes from a folder above the file (then it is changed on that folder). */
  inherited: z.boolean(),
  inheritedFrom: z.string().nullable(),
  /** The folder's name, when the caller can read it. */
  inheritedFromName: z.string().nullable(),
});
export type StoragePermission = z.infer<typeof StoragePermission>;

/** What the caller may do with the file's sharing, from its capabilities and ownership. */
const SharingCapabilities = z.strictObject({
  canShare: z.boolean(),
  canTransferOwnership: z.boolean(),
});

const Changed = z.strictObject({ opId: z.string(), permission: StoragePermission.nullable() });

export const storageSharing = {
  /** The file's grants, owner first; only someone who may share the file can read them. */
  permissions: {
    input: z.strictObject({ ...Scope, fileId: FileId }),
    output: z.strictObject({
      fileName: z.string(),
      owners: z.array(z.string()),
      capabilities: SharingCapabilities,
      permissions: z.array(StoragePermission),
    }),
  },
  /** Adds a grant (or replaces the same grantee's); notifies by e-mail unless `notify` is false. */
  share: {
    input: z
      .strictObject({
        ...Scope,
        fileId: FileId,
        grantee: Grantee,
        role: ShareRole,
        notify: z.boolean(),
        message: z.string().trim().min(1).max(2000).optional(),
      })
      .refine((input) => input.notify || input.message === undefined, {
        message: 'A message goes out only with the notification: turn Notify people on, or leave it empty',
        path: ['message'],
      }),
    output: Changed,
  },
  /** Changes a direct grant's role or expiry (`expirationTime: null` removes the expiry). */
  updatePermission: {
    input: z
      .strictObject({
        ...Scope,
        fileId: FileId,
        permissionId: PermissionId,
        role: ShareRole.optional(),
        expirationTime: Expiry.nullable().optional(),
      })
      .refine((input) => input.role !== undefined || input.expirationTime !== undefined, {
        message: 'Name a new role or expiry (null removes the expiry)',
      }),
    output: Changed,
  },
  /** Removes a direct grant; the owner's cannot be removed. */
  unshare: {
    input: z.strictObject({ ...Scope, fileId: FileId, permissionId: PermissionId }),
    output: z.strictObject({ opId: z.string() }),
  },
  /** Makes a user of the service the owner; the old owner keeps writer access. */
  transferOwnership: {
    input: z.strictObject({ ...Scope, fileId: FileId, emailAddress: Email }),
    output: Changed,
  },
};
