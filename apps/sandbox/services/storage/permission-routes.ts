// The permissions methods as routes: list and get (for those who may share the file), create, update and
// delete (permission-writes.ts), under /store/v3/files/{fileId}/permissions.
import type { Route } from '../../http/routing';
import { driveError, insufficientFilePermissions, invalidValue, type Answer } from './drive-errors';
import { atLeast, roleOf, type Caller } from './file-access';
import type { FileRecord, PermissionRecord } from './file-record';
import { readObject, type Shape } from './method-input';
import { methodRoutes, visibleFile, type StorageDeps } from './method-route';
import {
  DEFAULT_PERMISSION_FIELDS,
  grantsOf,
  PERMISSION_FIELDS,
  permissionResource,
} from './permission-resource';
import {
  createPermission,
  deletePermission,
  permissionNotFound,
  updatePermission,
} from './permission-writes';
import type { StorageState } from './storage-state';

const PERMISSIONS = '/store/v3/files/{fileId}/permissions';
const PERMISSION_SHAPE: Shape = { defaultFields: DEFAULT_PERMISSION_FIELDS, known: PERMISSION_FIELDS };
const LIST_SHAPE: Shape = {
  defaultFields: `kind,nextPageToken,permissions(${DEFAULT_PERMISSION_FIELDS})`,
  known: new Set(['kind', 'nextPageToken', 'permissions']),
  nested: { name: 'permissions', known: PERMISSION_FIELDS },
};

/** The file's grants for a caller who may share it, or the refusal. */
function sharedGrants(file: FileRecord, caller: Caller, state: StorageState) {
  return atLeast(roleOf(file, caller, state, true), 'writer')
    ? grantsOf(file, state)
    : insufficientFilePermissions(file.id);
}

function listPermissions(
  file: FileRecord,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
): Answer {
  const grants = sharedGrants(file, caller, state);
  if (!Array.isArray(grants)) return grants;
  const sizeText = params.get('pageSize') ?? '100';
  const pageSize = Number(sizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    return driveError(
      400,
      'invalid',
      `Invalid value '${sizeText}'. Values must be within the range: [1, 100]`,
      {
        location: 'pageSize',
      },
    );
  const token = params.get('pageToken');
  const start = token === null ? 0 : Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(start) || start < 0 || start > grants.length) return invalidValue('pageToken');
  const end = start + pageSize;
  return {
    status: 200,
    body: {
      kind: 'drive#permissionList',
      ...(end < grants.length ? { nextPageToken: Buffer.from(String(end)).toString('base64url') } : {}),
      permissions: grants.slice(start, end).map((grant) => permissionResource(grant, file)),
    },
  };
}

export function permissionRoutes(deps: StorageDeps): Route[] {
  const { state, control } = deps;
  const answer = (file: FileRecord, made: PermissionRecord | Answer): Answer =>
    'status' in made ? made : { status: 200, body: permissionResource({ permission: made, on: file }, file) };
  return methodRoutes(
    [
      {
        method: 'GET',
        path: PERMISSIONS,
        name: 'drive.permissions.list',
        shape: LIST_SHAPE,
        run: ({ url, params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          return 'status' in file ? file : listPermissions(file, url.searchParams, caller, state);
        },
      },
      {
        method: 'GET',
        path: `${PERMISSIONS}/{permissionId}`,
        name: 'drive.permissions.get',
        shape: PERMISSION_SHAPE,
        run: ({ params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          if ('status' in file) return file;
          const grants = sharedGrants(file, caller, state);
          if (!Array.isArray(grants)) return grants;
          const grant = grants.find((candidate) => candidate.permission.id === params.permissionId);
          return grant
            ? { status: 200, body: permissionResource(grant, file) }
            : permissionNotFound(params.permissionId!);
        },
      },
      {
        method: 'POST',
        path: PERMISSIONS,
        name: 'drive.permissions.create',
        shape: PERMISSION_SHAPE,
        changes: true,
        run: async ({ req, url, params, caller }) => {
          const read = await readObject(req);
          if ('status' in read) return read;
          const file = visibleFile(state, params.fileId!, caller);
          if ('status' in file) return file;
          return answer(
            file,
            createPermission(file, read.fields, url.searchParams, caller, state, control.now()),
          );
        },
      },
      {
        method: 'PATCH',
        path: `${PERMISSIONS}/{permissionId}`,
        name: 'drive.permissions.update',
        shape: PERMISSION_SHAPE,
        changes: true,
        run: async ({ req, url, params, caller }) => {
          const read = await readObject(req);
          if ('status' in read) return read;
          const file = visibleFile(state, params.fileId!, caller);
          if ('status' in file) return file;
          const id = params.permissionId!;
          return answer(
            file,
            updatePermission(file, id, read.fields, url.searchParams, caller, state, control.now()),
          );
        },
      },
      {
        method: 'DELETE',
        path: `${PERMISSIONS}/{permissionId}`,
        name: 'drive.permissions.delete',
        changes: true,
        run: ({ params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          return 'status' in file ? file : deletePermission(file, params.permissionId!, caller, state);
        },
      },
    ],
    deps,
  );
}
