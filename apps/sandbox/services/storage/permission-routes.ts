// The permissions methods as routes: list and get (for those who may share the file), create, update and
// delete (permission-writes.ts), under /store/v3/files/{fileId}/permissions.
import type { Route } from '../../http/routing';
import { insufficientFilePermissions, type Answer } from './drive-errors';
import { pageOf } from './list-paging';
import { atLeast, roleOf, type Caller } from './file-access';
import type { FileRecord, PermissionRecord } from './file-record';
import { type Shape } from './method-input';
import { methodRoutes, visibleFile, withBodyAndFile, type StorageDeps } from './method-route';
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
  const page = pageOf(grants, params, 100, 100);
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#permissionList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      permissions: page.items.map((grant) => permissionResource(grant, file)),
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
        run: (call) =>
          withBodyAndFile(call, state, (body, file) => {
            const { url, caller } = call;
            return answer(file, createPermission(file, body, url.searchParams, caller, state, control.now()));
          }),
      },
      {
        method: 'PATCH',
        path: `${PERMISSIONS}/{permissionId}`,
        name: 'drive.permissions.update',
        shape: PERMISSION_SHAPE,
        changes: true,
        run: (call) =>
          withBodyAndFile(call, state, (body, file) => {
            const { url, params, caller } = call;
            const id = params.permissionId!;
            return answer(
              file,
              updatePermission(file, id, body, url.searchParams, caller, state, control.now()),
            );
          }),
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
