// The built files and about methods of the storage service (method-route.ts makes them routes); uploads
// are in upload-routes.ts. Methods not built yet stay in storage-service.ts's 501 table.
import { aboutOf, ABOUT_FIELDS } from './about';
import { insufficientFilePermissions, type Answer } from './drive-errors';
import { blobsInUse } from './file-content';
import { downloadFile } from './file-download';
import { exportFile } from './file-export';
import { FILE_SHAPE, LIST_SHAPE, readObject } from './method-input';
import { storeRoleOf, type Caller } from './file-access';
import type { FileRecord } from './file-record';
import { copyFile } from './file-copy';
import { generateIds } from './file-ids';
import { deleteTree, emptyTrash } from './file-removal';
import { fileResource } from './file-resource';
import { includedLabels, withLabelInfo } from './file-labels';
import { createFile, updateFile } from './file-writes';
import { listFiles } from './files-list';
import { memberStore } from './store-resource';
import {
  methodRoutes,
  visibleFile,
  withBodyAndFile,
  type MethodSpec,
  type StorageDeps,
} from './method-route';
import type { Route } from '../../http/routing';

const FILES = '/store/v3/files';
const FILE = '/store/v3/files/{fileId}';

export function filesRoutes(deps: StorageDeps): Route[] {
  const { state } = deps;
  const visible = (id: string, caller: Caller) => visibleFile(state, id, caller);
  // `url` names the labels to show in labelInfo (includeLabels).
  const answerFile = (file: FileRecord | Answer, caller: Caller, url: URL): Answer => {
    if ('status' in file) return file;
    const resource = fileResource(file, caller, state);
    return {
      status: 200,
      body: withLabelInfo(resource, file, includedLabels(url.searchParams), caller, state),
    };
  };

  const specs: MethodSpec[] = [
    {
      method: 'GET',
      path: '/store/v3/about',
      name: 'drive.about.get',
      shape: { known: ABOUT_FIELDS },
      run: ({ caller }) => ({ status: 200, body: aboutOf(caller, state, deps.control.settings) }),
    },
    {
      method: 'GET',
      path: `${FILES}/generateIds`,
      name: 'drive.files.generateIds',
      shape: { known: new Set(['kind', 'space', 'ids']) },
      changes: true,
      run: ({ url, caller }) => generateIds(url.searchParams, caller, state),
    },
    {
      method: 'DELETE',
      path: `${FILES}/trash`,
      name: 'drive.files.emptyTrash',
      changes: true,
      run: async ({ url, caller }) => {
        const driveId = url.searchParams.get('driveId');
        if (driveId) {
          const found = memberStore(driveId, caller, state);
          if ('status' in found) return found;
          if (found.role !== 'organizer') return insufficientFilePermissions(driveId);
        }
        emptyTrash(caller, state, driveId ?? undefined);
        await deps.content.sweep(() => blobsInUse(state));
        return { status: 204, body: undefined };
      },
    },
    {
      method: 'GET',
      path: FILES,
      name: 'drive.files.list',
      shape: LIST_SHAPE,
      run: ({ url, caller }) => listFiles(url.searchParams, caller, state),
    },
    {
      method: 'POST',
      path: FILES,
      name: 'drive.files.create',
      shape: FILE_SHAPE,
      changes: true,
      run: async ({ req, url, caller, now }) => {
        const read = await readObject(req);
        return 'status' in read ? read : answerFile(createFile(read.fields, caller, state, now), caller, url);
      },
    },
    {
      method: 'GET',
      path: FILE,
      name: 'drive.files.get',
      shape: FILE_SHAPE,
      run: ({ req, url, params, caller }) => {
        const file = visible(params.fileId!, caller);
        if ('status' in file || url.searchParams.get('alt') !== 'media') return answerFile(file, caller, url);
        return downloadFile(file, file.headRevisionId, req.headers.range, deps.content);
      },
    },
    {
      method: 'GET',
      path: `${FILE}/export`,
      name: 'drive.files.export',
      run: ({ url, params, caller }) => {
        const file = visible(params.fileId!, caller);
        return 'status' in file ? file : exportFile(file, url.searchParams.get('mimeType'), deps.content);
      },
    },
    {
      method: 'PATCH',
      path: FILE,
      name: 'drive.files.update',
      shape: FILE_SHAPE,
      changes: true,
      run: (call) =>
        withBodyAndFile(call, state, (body, file) => {
          const { url, caller, now } = call;
          return answerFile(updateFile(file, body, url.searchParams, caller, state, now), caller, url);
        }),
    },
    {
      method: 'POST',
      path: `${FILE}/copy`,
      name: 'drive.files.copy',
      shape: FILE_SHAPE,
      changes: true,
      run: (call) =>
        withBodyAndFile(call, state, (body, file) => {
          const { url, caller, now } = call;
          return answerFile(copyFile(file, body, caller, state, now), caller, url);
        }),
    },
    {
      method: 'DELETE',
      path: FILE,
      name: 'drive.files.delete',
      changes: true,
      run: async ({ params, caller }) => {
        const file = visible(params.fileId!, caller);
        if ('status' in file) return file;
        const mayDelete =
          file.driveId === undefined
            ? file.owner === caller.identity
            : storeRoleOf(file, caller, state) === 'organizer';
        if (!mayDelete || file.isRoot) return insufficientFilePermissions(file.id);
        deleteTree(file, state);
        await deps.content.sweep(() => blobsInUse(state));
        return { status: 204, body: undefined };
      },
    },
  ];

  return methodRoutes(specs, deps);
}
