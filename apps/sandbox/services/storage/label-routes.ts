// files.listLabels and files.modifyLabels (drive-v3.json; labels come from label-catalog.ts). Anyone who
// can see a file can list its labels; changing them needs edit access, as changing its other metadata
// does. A change to the labels is a change to the file: its version goes up and the changes feed has it.
import { insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, roleOf, type Caller } from './file-access';
import { LABEL_FIELDS, labelResource } from './file-labels';
import type { FileRecord } from './file-record';
import { modifyLabels } from './label-modify';
import { pageOf } from './list-paging';
import {
  methodRoutes,
  visibleFile,
  withBodyAndFile,
  type MethodSpec,
  type StorageDeps,
} from './method-route';
import type { StorageState } from './storage-state';
import type { Route } from '../../http/routing';

const FILE = '/store/v3/files/{fileId}';
const MAX_RESULTS = 100;

/** GET …/listLabels: the labels on the file, `maxResults` a page, `pageToken` the next page's offset. */
function listLabels(file: FileRecord, params: URLSearchParams, caller: Caller, state: StorageState): Answer {
  const page = pageOf(file.labels ?? [], params, MAX_RESULTS, MAX_RESULTS, 'maxResults');
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#labelList',
      labels: page.items.map((applied) => labelResource(applied, caller, state)),
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    },
  };
}

export function labelRoutes(deps: StorageDeps): Route[] {
  const { state } = deps;
  const specs: MethodSpec[] = [
    {
      method: 'GET',
      path: `${FILE}/listLabels`,
      name: 'drive.files.listLabels',
      shape: {
        known: new Set(['kind', 'labels', 'nextPageToken']),
        nested: { name: 'labels', known: LABEL_FIELDS },
      },
      run: ({ url, params, caller }) => {
        const file = visibleFile(state, params.fileId!, caller);
        return 'status' in file ? file : listLabels(file, url.searchParams, caller, state);
      },
    },
    {
      method: 'POST',
      path: `${FILE}/modifyLabels`,
      name: 'drive.files.modifyLabels',
      shape: {
        known: new Set(['kind', 'modifiedLabels']),
        nested: { name: 'modifiedLabels', known: LABEL_FIELDS },
      },
      changes: true,
      run: (call) =>
        withBodyAndFile(call, state, (body, file) => {
          const { caller } = call;
          if (!atLeast(roleOf(file, caller, state, true), 'writer') || file.isRoot)
            return insufficientFilePermissions(file.id);
          const after = modifyLabels(file.labels ?? [], body);
          if ('status' in after) return after;
          const updated: FileRecord = { ...file, labels: after.labels, version: file.version + 1 };
          if (after.labels.length === 0) delete updated.labels;
          state.put(updated);
          return {
            status: 200,
            body: {
              kind: 'drive#modifyLabelsResponse',
              modifiedLabels: after.modified.map((applied) => labelResource(applied, caller, state)),
            },
          };
        }),
    },
  ];
  return methodRoutes(specs, deps);
}
