// The storage service's permissions methods the sharing dialog and the journal's Undo and Check send. Writes
// that notify people or move ownership go without retries: a repeat would e-mail twice, or be refused as a
// transfer to the owner it already made.
import type { StoragePermission } from '../../../src-shared/contract/schemas/storage-sharing';
import { VerityError } from '../../../src-shared/contract/result';
import type { Permission, PermissionList, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';

type Client = GoogleClient<typeof STORE_V3>;

const PERMISSION_FIELDS =
  'id,type,role,emailAddress,domain,displayName,expirationTime,permissionDetails(inherited,inheritedFrom)';

/** A grant as the service gave it, before the names of the folders it is inherited from are known. */
export type GrantRead = Omit<StoragePermission, 'inheritedFromName'>;

const TYPES = new Set<string>(['user', 'group', 'domain', 'anyone']);
const ROLES = new Set<string>(['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader']);

function toGrant(permission: Permission | null): GrantRead {
  if (!permission?.id || !TYPES.has(permission.type ?? '') || !ROLES.has(permission.role ?? ''))
    throw new VerityError(
      'BAD_RESPONSE',
      'The storage service answered a permission without its ID, type or role: check the endpoint in Settings → Profiles',
    );
  const inheritedFrom = (permission.permissionDetails ?? []).find(
    (detail) => detail.inherited,
  )?.inheritedFrom;
  return {
    id: permission.id,
    type: permission.type as GrantRead['type'],
    role: permission.role as GrantRead['role'],
    emailAddress: permission.emailAddress ?? null,
    domain: permission.domain ?? null,
    displayName: permission.displayName ?? null,
    expirationTime: permission.expirationTime ?? null,
    inherited: inheritedFrom !== undefined,
    inheritedFrom: inheritedFrom ?? null,
  };
}

/** The new grant's body as the service takes it. */
export interface GrantBody {
  type: string;
  role: string;
  emailAddress?: string;
  domain?: string;
  expirationTime?: string;
}

export function createPermissionCalls(deps: { client: Client; onceClient: Client }) {
  const { client, onceClient } = deps;
  return {
    async list(profileId: string, fileId: string): Promise<GrantRead[]> {
      const grants: GrantRead[] = [];
      for await (const page of client.pages(profileId, 'permissions.list', {
        params: { fileId, pageSize: 100 },
        fields: `permissions(${PERMISSION_FIELDS})`,
      }))
        grants.push(...((page as PermissionList).permissions ?? []).map(toGrant));
      return grants;
    },
    get: async (profileId: string, fileId: string, permissionId: string) =>
      toGrant(
        (await client.call(profileId, 'permissions.get', {
          params: { fileId, permissionId },
          fields: PERMISSION_FIELDS,
        })) as Permission,
      ),
    create: async (
      profileId: string,
      fileId: string,
      body: GrantBody,
      options: { notify: boolean; message?: string; transferOwnership?: boolean },
    ) =>
      toGrant(
        (await onceClient.call(profileId, 'permissions.create', {
          params: {
            fileId,
            sendNotificationEmail: options.notify,
            ...(options.notify && options.message ? { emailMessage: options.message } : {}),
            ...(options.transferOwnership ? { transferOwnership: true } : {}),
          },
          body,
          fields: PERMISSION_FIELDS,
        })) as Permission,
      ),
    /** A new role and/or expiry; `expirationTime: null` removes the expiry. */
    update: async (
      profileId: string,
      fileId: string,
      permissionId: string,
      change: { role?: string; expirationTime?: string | null },
    ) =>
      toGrant(
        (await client.call(profileId, 'permissions.update', {
          params: {
            fileId,
            permissionId,
            ...(change.expirationTime === null ? { removeExpiration: true } : {}),
          },
          body: {
            ...(change.role ? { role: change.role } : {}),
            ...(change.expirationTime ? { expirationTime: change.expirationTime } : {}),
          },
          fields: PERMISSION_FIELDS,
        })) as Permission,
      ),
    remove: async (profileId: string, fileId: string, permissionId: string): Promise<void> => {
      await onceClient.call(profileId, 'permissions.delete', { params: { fileId, permissionId } });
    },
  };
}

export type PermissionCalls = ReturnType<typeof createPermissionCalls>;
