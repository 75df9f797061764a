// A file's grants as the Permission resource (drive-v3.json "Permission", drive-examples.json
// permissions_list): the owner's own, the file's direct grants and those inherited from the folders above
// it (permissionDetails says which), with the IDs Drive gives them — a user's or group's permission ID,
// "anyoneWithLink"/"anyone" for a link, a number and "k" for a domain. Grants past their expirationTime
// are removed before any method reads them. An item of a shared store has no owner's grant: its store's
// members (the grants on the store's root) are listed as inherited, of permissionType "member".
import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { lineage, personOf } from './file-access';
import type { FileRecord, PermissionRecord } from './file-record';
import type { StorageState } from './storage-state';

export const PERMISSION_FIELDS: ReadonlySet<string> = new Set(
  'kind id type emailAddress domain role view allowFileDiscovery displayName photoLink expirationTime teamDrivePermissionDetails permissionDetails deleted pendingOwner inheritedPermissionsDisabled'.split(
    ' ',
  ),
);
export const DEFAULT_PERMISSION_FIELDS = 'kind,id,type,role';

/** A permission as listed: the grant and the file it is set on. */
export interface Grant {
  permission: PermissionRecord;
  on: FileRecord;
}

/** The permission ID Drive gives a new grant. */
export function permissionIdFor(
  body: Pick<PermissionRecord, 'type' | 'emailAddress' | 'domain' | 'allowFileDiscovery'>,
): string {
  if (body.type === 'anyone') return body.allowFileDiscovery ? 'anyone' : 'anyoneWithLink';
  const account = DEMO_ACCOUNTS.find(
    (candidate) => candidate.email.toLowerCase() === body.emailAddress?.toLowerCase(),
  );
  if (account) return account.sub.slice(-20);
  const digest = createHash('sha256')
    .update(`${body.type}:${(body.emailAddress ?? body.domain ?? '').toLowerCase()}`)
    .digest();
  const digits = [...digest.subarray(0, 20)].map((byte) => String(byte % 10)).join('');
  return body.type === 'domain' ? `${digits}k` : digits;
}

/** The owner's grant, which the file record keeps as its owner. */
function ownerGrant(file: FileRecord, state: StorageState): PermissionRecord {
  const owner = personOf(file.owner, state);
  return { id: owner.permissionId, type: 'user', role: 'owner', emailAddress: owner.email };
}

/** Every grant on the file: the owner's, the file's own, then those of the folders above it. */
export function grantsOf(file: FileRecord, state: StorageState): Grant[] {
  const inStore = file.driveId !== undefined;
  const grants: Grant[] = inStore ? [] : [{ permission: ownerGrant(file, state), on: file }];
  const seen = new Set(grants.map((grant) => grant.permission.id));
  for (const item of lineage(file, state)) {
    const permissions =
      item === file || inStore ? item.permissions : [ownerGrant(item, state), ...item.permissions];
    for (const permission of permissions) {
      if (seen.has(permission.id)) continue;
      seen.add(permission.id);
      grants.push({
        permission:
          item === file
            ? permission
            : { ...permission, role: permission.role === 'owner' ? 'writer' : permission.role },
        on: item,
      });
    }
  }
  return grants;
}

function displayNameOf(permission: PermissionRecord): string | undefined {
  if (permission.type === 'domain') return permission.domain;
  if (permission.type === 'anyone') return undefined;
  const account = DEMO_ACCOUNTS.find(
    (candidate) => candidate.email.toLowerCase() === permission.emailAddress?.toLowerCase(),
  );
  return account?.name ?? permission.emailAddress?.split('@')[0];
}

export function permissionResource(grant: Grant, file: FileRecord): Record<string, unknown> {
  const { permission, on } = grant;
  const person = permission.type === 'user' || permission.type === 'group';
  const displayName = displayNameOf(permission);
  return {
    kind: 'drive#permission',
    id: permission.id,
    type: permission.type,
    role: permission.role,
    ...(permission.emailAddress ? { emailAddress: permission.emailAddress } : {}),
    ...(permission.domain ? { domain: permission.domain } : {}),
    ...(displayName ? { displayName } : {}),
    ...(person ? {} : { allowFileDiscovery: permission.allowFileDiscovery ?? false }),
    ...(permission.expirationTime ? { expirationTime: permission.expirationTime } : {}),
    ...(person ? { deleted: false } : {}),
    ...(permission.type === 'user' ? { pendingOwner: permission.pendingOwner ?? false } : {}),
    permissionDetails: [
      {
        permissionType: on.driveId !== undefined && on.isRoot ? 'member' : 'file',
        role: permission.role,
        inherited: on !== file,
        ...(on !== file ? { inheritedFrom: on.id } : {}),
      },
    ],
  };
}

/** Removes every grant whose expirationTime has passed (each removal is a change: access is lost). */
export function expireGrants(state: StorageState, now: number): void {
  for (const file of state.files.values()) {
    if (!file.permissions.some((permission) => permission.expirationTime)) continue;
    const kept = file.permissions.filter(
      (permission) => !permission.expirationTime || Date.parse(permission.expirationTime) > now,
    );
    if (kept.length !== file.permissions.length) state.put({ ...file, permissions: kept });
  }
}
