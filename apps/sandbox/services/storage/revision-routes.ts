// The revisions methods as routes (file-revisions.ts does the work): list, get (alt=media downloads the
// revision's bytes), update and delete under /store/v3/files/{fileId}/revisions.
import type { Route } from '../../http/routing';
import { blobsInUse } from './file-content';
import { downloadFile } from './file-download';
import {
  DEFAULT_REVISION_FIELDS,
  deleteRevision,
  listRevisions,
  readableRevisions,
  REVISION_FIELDS,
  revisionResource,
  updateRevision,
} from './file-revisions';
import { type Shape } from './method-input';
import { methodRoutes, visibleFile, withBodyAndFile, type StorageDeps } from './method-route';
import { revisionNotFound } from './file-download';

const REVISIONS = '/store/v3/files/{fileId}/revisions';
const REVISION_SHAPE: Shape = { defaultFields: DEFAULT_REVISION_FIELDS, known: REVISION_FIELDS };
const LIST_SHAPE: Shape = {
  defaultFields: `kind,nextPageToken,revisions(${DEFAULT_REVISION_FIELDS})`,
  known: new Set(['kind', 'nextPageToken', 'revisions']),
  nested: { name: 'revisions', known: REVISION_FIELDS },
};

export function revisionRoutes(deps: StorageDeps): Route[] {
  const { state } = deps;
  return methodRoutes(
    [
      {
        method: 'GET',
        path: REVISIONS,
        name: 'drive.revisions.list',
        shape: LIST_SHAPE,
        run: ({ url, params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          return 'status' in file ? file : listRevisions(file, url.searchParams, caller, state);
        },
      },
      {
        method: 'GET',
        path: `${REVISIONS}/{revisionId}`,
        name: 'drive.revisions.get',
        shape: REVISION_SHAPE,
        run: ({ req, url, params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          if ('status' in file) return file;
          const revisions = readableRevisions(file, caller, state);
          if (!Array.isArray(revisions)) return revisions;
          if (url.searchParams.get('alt') === 'media')
            return downloadFile(file, params.revisionId, req.headers.range, deps.content);
          const revision = revisions.find((candidate) => candidate.id === params.revisionId);
          if (!revision) return revisionNotFound(params.revisionId!);
          return { status: 200, body: revisionResource(file, revision, caller, state) };
        },
      },
      {
        method: 'PATCH',
        path: `${REVISIONS}/{revisionId}`,
        name: 'drive.revisions.update',
        shape: REVISION_SHAPE,
        changes: true,
        run: (call) =>
          withBodyAndFile(call, state, (body, file) => {
            const { params, caller } = call;
            const revision = updateRevision(file, params.revisionId!, body, caller, state);
            return 'status' in revision
              ? revision
              : { status: 200, body: revisionResource(file, revision, caller, state) };
          }),
      },
      {
        method: 'DELETE',
        path: `${REVISIONS}/{revisionId}`,
        name: 'drive.revisions.delete',
        changes: true,
        run: async ({ params, caller }) => {
          const file = visibleFile(state, params.fileId!, caller);
          if ('status' in file) return file;
          const answer = deleteRevision(file, params.revisionId!, caller, state);
          if (answer.status === 204) await deps.content.sweep(() => blobsInUse(state));
          return answer;
        },
      },
    ],
    deps,
  );
}
