// permissions.create/update/delete with the rules of research google.md §3.6: roles and types, the
// fields each type needs, organizer roles only on shared stores, expiry only for users and groups and at
// most a year ahead, allowFileDiscovery only for domain and anyone links, ownership moved only by the owner
// with transferOwnership=true (the old owner keeps writer access), the owner's grant never removed.
// Sharing needs writer access; anyone may remove their own grant. A shared store's members are the grants
// on the store's ID: only its organizers change them, and its items have no owner to share with.
import { driveError, insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, personOf, roleOf, storeRoleOf, type Caller } from './file-access';
import type { FileRecord, PermissionRecord } from './file-record';
import { permissionIdFor } from './permission-resource';
import { sharingRefused, transfer } from './permission-transfer';
import type { StorageState } from './storage-state';

const ROLES = ['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'];
const TYPES = ['user', 'group', 'domain', 'anyone'];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const FILE_ROLES = ['writer', 'commenter', 'reader'];
const STORE_ROLES = ['organizer', 'fileOrganizer', ...FILE_ROLES];

type Body = Record<string, unknown>;

const invalid = (field: string, message: string) =>
  driveError(400, 'invalid', message, { location: `permission.${field}` });

/** Whether the caller may change the file's grants: writers share files, organizers a store's members. */
function maySetGrants(file: FileRecord, caller: Caller, state: StorageState): boolean {
  if (file.driveId !== undefined && file.isRoot) return storeRoleOf(file, caller, state) === 'organizer';
  return atLeast(roleOf(file, caller, state, true), 'writer');
}

/** The permission ID of the file's owner; an item of a shared store has none. */
function ownerPermissionId(file: FileRecord, state: StorageState): string | undefined {
  return file.driveId === undefined ? personOf(file.owner, state).permissionId : undefined;
}

export const permissionNotFound = (id: string) =>
  driveError(404, 'notFound', `Permission not found: ${id}.`, { location: 'permissionId' });

function checkExpiration(value: unknown, type: string, now: number): Answer | undefined {
  if (value === undefined) return undefined;
  if (type !== 'user' && type !== 'group')
    return invalid('expirationTime', 'Expiration dates can only be set on user and group permissions.');
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(at))
    return invalid('expirationTime', 'The expiration time must be an RFC 3339 date-time.');
  if (at <= now) return invalid('expirationTime', 'Expiration dates must be in the future.');
  if (at > now + YEAR_MS)
    return invalid('expirationTime', 'Expiration dates cannot be more than a year in the future.');
  return undefined;
}

/** POST …/permissions: the grant made (or replaced), or the refusal. */
export function createPermission(
  file: FileRecord,
  body: Body,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
  now: number,
): PermissionRecord | Answer {
  if (!maySetGrants(file, caller, state)) return insufficientFilePermissions(file.id);
  const { type, role } = body;
  if (typeof type !== 'string' || !TYPES.includes(type))
    return driveError(
      400,
      'required',
      'The permission type field is required (user, group, domain or anyone).',
      { location: 'permission.type' },
    );
  if (typeof role !== 'string' || !ROLES.includes(role))
    return driveError(
      400,
      'required',
      'The permission role field is required (owner, writer, commenter or reader).',
      { location: 'permission.role' },
    );
  if ((role === 'organizer' || role === 'fileOrganizer') && file.driveId === undefined)
    return sharingRefused(`The ${role} role is only for shared drives.`);
  if (role === 'owner' && file.driveId !== undefined)
    return driveError(
      403,
      'ownerOnTeamDriveItemNotSupported',
      'Items in a shared drive are owned by the shared drive: give a member the organizer role instead.',
    );
  if (body.expirationTime !== undefined && file.driveId !== undefined && file.isRoot)
    return driveError(
      403,
      'expirationDateNotAllowedForSharedDriveMembers',
      'Shared drive memberships cannot expire; share the items themselves with an expiry instead.',
    );
  if ((type === 'user' || type === 'group') && typeof body.emailAddress !== 'string')
    return driveError(400, 'required', 'The permission emailAddress field is required for a user or group.', {
      location: 'permission.emailAddress',
    });
  if (type === 'domain' && typeof body.domain !== 'string')
    return driveError(400, 'required', 'The permission domain field is required for a domain.', {
      location: 'permission.domain',
    });
  if (body.allowFileDiscovery !== undefined && type !== 'domain' && type !== 'anyone')
    return invalid('allowFileDiscovery', 'allowFileDiscovery applies only to domain and anyone permissions.');
  const late = checkExpiration(body.expirationTime, type, now);
  if (late) return late;
  if (role === 'owner') {
    const moved = transfer(file, body, params, caller, state);
    return 'status' in moved
      ? moved
      : {
          id: permissionIdFor({ type: 'user', emailAddress: String(body.emailAddress) }),
          type: 'user',
          role: 'owner',
          emailAddress: String(body.emailAddress),
        };
  }
  const base = {
    type: type as PermissionRecord['type'],
    ...(typeof body.emailAddress === 'string' ? { emailAddress: body.emailAddress } : {}),
    ...(typeof body.domain === 'string' ? { domain: body.domain } : {}),
    ...(typeof body.allowFileDiscovery === 'boolean' ? { allowFileDiscovery: body.allowFileDiscovery } : {}),
  };
  const id = permissionIdFor(base);
  if (id === ownerPermissionId(file, state)) return sharingRefused('The owner already has full access.');
  const permission: PermissionRecord = {
    id,
    ...base,
    role: role as PermissionRecord['role'],
    ...(typeof body.expirationTime === 'string'
      ? { expirationTime: new Date(body.expirationTime).toISOString() }
      : {}),
  };
  state.put({ ...file, permissions: [...file.permissions.filter((kept) => kept.id !== id), permission] });
  return permission;
}

/** The file's own grant by ID, or why it cannot be changed here. */
function directGrant(file: FileRecord, id: string, state: StorageState): PermissionRecord | Answer {
  if (id === ownerPermissionId(file, state))
    return driveError(
      403,
      'cannotModifyOwner',
      'The owner of a file cannot be changed this way; create an owner permission with transferOwnership=true.',
    );
  const permission = file.permissions.find((candidate) => candidate.id === id);
  return permission ?? permissionNotFound(id);
}

/** PATCH …/permissions/{permissionId}: the changed grant, or the refusal. */
export function updatePermission(
  file: FileRecord,
  id: string,
  body: Body,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
  now: number,
): PermissionRecord | Answer {
  if (!maySetGrants(file, caller, state)) return insufficientFilePermissions(file.id);
  if (body.role === 'owner' && file.driveId === undefined) {
    const current = file.permissions.find((candidate) => candidate.id === id);
    if (!current) return permissionNotFound(id);
    const moved = transfer(file, { ...current, ...body }, params, caller, state);
    return 'status' in moved ? moved : { ...current, role: 'owner' };
  }
  const permission = directGrant(file, id, state);
  if ('status' in permission) return permission;
  const other = Object.keys(body).find(
    (name) =>
      !['role', 'expirationTime', 'pendingOwner'].includes(name) && body[name] !== (permission as Body)[name],
  );
  if (other)
    return driveError(
      403,
      'fieldNotWritable',
      `The ${other} field of a permission cannot be changed; delete it and share again.`,
    );
  const roles = file.driveId === undefined ? FILE_ROLES : STORE_ROLES;
  if (body.role !== undefined && (typeof body.role !== 'string' || !roles.includes(body.role)))
    return invalid(
      'role',
      file.driveId === undefined
        ? `Invalid role ${String(body.role)}: use writer, commenter or reader (owner with transferOwnership=true).`
        : `Invalid role ${String(body.role)}: use ${STORE_ROLES.join(', ')}.`,
    );
  const late = checkExpiration(body.expirationTime, permission.type, now);
  if (late) return late;
  if (
    body.pendingOwner !== undefined &&
    (file.owner !== caller.identity || permission.type !== 'user' || permission.role !== 'writer')
  )
    return sharingRefused('Only the owner can ask a writer to become the owner.');
  const next: PermissionRecord = {
    ...permission,
    ...(typeof body.role === 'string' ? { role: body.role as PermissionRecord['role'] } : {}),
    ...(typeof body.expirationTime === 'string'
      ? { expirationTime: new Date(body.expirationTime).toISOString() }
      : {}),
    ...(typeof body.pendingOwner === 'boolean' ? { pendingOwner: body.pendingOwner } : {}),
  };
  if (params.get('removeExpiration') === 'true') delete next.expirationTime;
  state.put({ ...file, permissions: file.permissions.map((kept) => (kept === permission ? next : kept)) });
  return next;
}

/** DELETE …/permissions/{permissionId}: 204, or the refusal (the owner's grant, someone else's without writer access). */
export function deletePermission(file: FileRecord, id: string, caller: Caller, state: StorageState): Answer {
  if (id === ownerPermissionId(file, state))
    return driveError(403, 'cannotRemoveOwner', 'The owner of a file cannot be removed.');
  const permission = file.permissions.find((candidate) => candidate.id === id);
  if (!permission) return permissionNotFound(id);
  const own = permission.emailAddress?.toLowerCase() === caller.email.toLowerCase();
  if (!own && !maySetGrants(file, caller, state)) return insufficientFilePermissions(file.id);
  state.put({ ...file, permissions: file.permissions.filter((kept) => kept !== permission) });
  return { status: 204, body: undefined };
}
