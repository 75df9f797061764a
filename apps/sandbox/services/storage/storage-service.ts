// File storage: the Drive API v3 surface served under /store/v3 (research: google.md §3). Paths are the
// discovery document's (fixtures/google/drive-v3.json) with "drive/v3" renamed and shared drives served as
// `stores`, as the console's method table has them (scripts/google-api/renames.ts); media uploads also live
// under /upload/store/v3 (simple, multipart, resumable) and /resumable/upload/store/v3. Built so far:
// about.get and the files methods of files-routes.ts over the saved state (storage-state.ts, demo data on a
// fresh folder), uploads (upload-routes.ts) with the bytes in content-store.ts, downloads, exports, revisions
// (revision-routes.ts), the changes feed and watch channels (change-routes.ts), permissions
// (permission-routes.ts), comments and replies (comment-routes.ts), file labels from a fixed catalog of demo
// labels (label-routes.ts, label-catalog.ts: Drive's come from the Labels API, not served here), shared stores (stores-routes.ts: a store's
// ID is the root folder of its tree, its members the grants on that folder, its items reachable only with
// supportsAllDrives=true), and batches of those (batch-route.ts); every other method answers 501 until it
// is built.
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import type { HttpMethod } from '../../http/routing';
import { STORE_V3 } from '../../../../src-main/services/google/generated/store-v3';
import { scopesOf } from '../api-scopes';
import { googleRoutes, type BearerGuard } from '../not-implemented';
import type { OAuthState } from '../oauth/oauth-state';
import type { SandboxService } from '../service';
import { batchRoute } from './batch-route';
import { demoFiles } from './demo-files';
import { demoStore } from './demo-store';
import { recordChanges } from './change-feed';
import { changeRoutes } from './change-routes';
import { commentRoutes } from './comment-routes';
import { ContentStore } from './content-store';
import { filesRoutes } from './files-routes';
import { labelRoutes } from './label-routes';
import type { StorageDeps } from './method-route';
import { permissionRoutes } from './permission-routes';
import { revisionRoutes } from './revision-routes';
import { storesRoutes } from './stores-routes';
import { uploadRoutes } from './upload-routes';
import { UploadSessions } from './upload-sessions';
import { StorageControl } from './storage-control';
import { StorageState } from './storage-state';

const F = '/store/v3/files/{fileId}';

const METHODS: ReadonlyArray<readonly [HttpMethod, string, string]> = [
  ['GET', '/store/v3/about', 'drive.about.get'],
  ['GET', '/store/v3/apps', 'drive.apps.list'],
  ['GET', '/store/v3/apps/{appId}', 'drive.apps.get'],
  ['GET', '/store/v3/changes', 'drive.changes.list'],
  ['GET', '/store/v3/changes/startPageToken', 'drive.changes.getStartPageToken'],
  ['POST', '/store/v3/changes/watch', 'drive.changes.watch'],
  ['POST', '/store/v3/channels/stop', 'drive.channels.stop'],
  ['GET', '/store/v3/stores', 'drive.drives.list'],
  ['POST', '/store/v3/stores', 'drive.drives.create'],
  ['GET', '/store/v3/stores/{driveId}', 'drive.drives.get'],
  ['PATCH', '/store/v3/stores/{driveId}', 'drive.drives.update'],
  ['DELETE', '/store/v3/stores/{driveId}', 'drive.drives.delete'],
  ['POST', '/store/v3/stores/{driveId}/hide', 'drive.drives.hide'],
  ['POST', '/store/v3/stores/{driveId}/unhide', 'drive.drives.unhide'],
  ['GET', '/store/v3/files', 'drive.files.list'],
  ['POST', '/store/v3/files', 'drive.files.create'],
  ['GET', '/store/v3/files/generateIds', 'drive.files.generateIds'],
  ['GET', '/store/v3/files/generateCseToken', 'drive.files.generateCseToken'],
  ['DELETE', '/store/v3/files/trash', 'drive.files.emptyTrash'],
  ['GET', F, 'drive.files.get'],
  ['PATCH', F, 'drive.files.update'],
  ['DELETE', F, 'drive.files.delete'],
  ['POST', `${F}/copy`, 'drive.files.copy'],
  ['POST', `${F}/download`, 'drive.files.download'],
  ['GET', `${F}/export`, 'drive.files.export'],
  ['GET', `${F}/listLabels`, 'drive.files.listLabels'],
  ['POST', `${F}/modifyLabels`, 'drive.files.modifyLabels'],
  ['POST', `${F}/watch`, 'drive.files.watch'],
  ['GET', `${F}/permissions`, 'drive.permissions.list'],
  ['POST', `${F}/permissions`, 'drive.permissions.create'],
  ['GET', `${F}/permissions/{permissionId}`, 'drive.permissions.get'],
  ['PATCH', `${F}/permissions/{permissionId}`, 'drive.permissions.update'],
  ['DELETE', `${F}/permissions/{permissionId}`, 'drive.permissions.delete'],
  ['GET', `${F}/comments`, 'drive.comments.list'],
  ['POST', `${F}/comments`, 'drive.comments.create'],
  ['GET', `${F}/comments/{commentId}`, 'drive.comments.get'],
  ['PATCH', `${F}/comments/{commentId}`, 'drive.comments.update'],
  ['DELETE', `${F}/comments/{commentId}`, 'drive.comments.delete'],
  ['GET', `${F}/comments/{commentId}/replies`, 'drive.replies.list'],
  ['POST', `${F}/comments/{commentId}/replies`, 'drive.replies.create'],
  ['GET', `${F}/comments/{commentId}/replies/{replyId}`, 'drive.replies.get'],
  ['PATCH', `${F}/comments/{commentId}/replies/{replyId}`, 'drive.replies.update'],
  ['DELETE', `${F}/comments/{commentId}/replies/{replyId}`, 'drive.replies.delete'],
  ['GET', `${F}/revisions`, 'drive.revisions.list'],
  ['GET', `${F}/revisions/{revisionId}`, 'drive.revisions.get'],
  ['PATCH', `${F}/revisions/{revisionId}`, 'drive.revisions.update'],
  ['DELETE', `${F}/revisions/{revisionId}`, 'drive.revisions.delete'],
  ['GET', `${F}/approvals`, 'drive.approvals.list'],
  ['GET', `${F}/approvals/{approvalId}`, 'drive.approvals.get'],
  ['POST', `${F}/approvals:start`, 'drive.approvals.start'],
  ['POST', `${F}/approvals/{approvalId}:approve`, 'drive.approvals.approve'],
  ['POST', `${F}/approvals/{approvalId}:decline`, 'drive.approvals.decline'],
  ['POST', `${F}/approvals/{approvalId}:cancel`, 'drive.approvals.cancel'],
  ['POST', `${F}/approvals/{approvalId}:comment`, 'drive.approvals.comment'],
  ['POST', `${F}/approvals/{approvalId}:reassign`, 'drive.approvals.reassign'],
  ['GET', `${F}/accessproposals`, 'drive.accessproposals.list'],
  ['GET', `${F}/accessproposals/{proposalId}`, 'drive.accessproposals.get'],
  ['POST', `${F}/accessproposals/{proposalId}:resolve`, 'drive.accessproposals.resolve'],
  ['GET', '/store/v3/operations/{name}', 'drive.operations.get'],
  ['GET', '/store/v3/teamdrives', 'drive.teamdrives.list'],
  ['POST', '/store/v3/teamdrives', 'drive.teamdrives.create'],
  ['GET', '/store/v3/teamdrives/{teamDriveId}', 'drive.teamdrives.get'],
  ['PATCH', '/store/v3/teamdrives/{teamDriveId}', 'drive.teamdrives.update'],
  ['DELETE', '/store/v3/teamdrives/{teamDriveId}', 'drive.teamdrives.delete'],
  ['POST', '/upload/store/v3/files', 'drive.files.create'],
  ['PATCH', '/upload/store/v3/files/{fileId}', 'drive.files.update'],
  // Resumable uploads: chunks are PUT to the upload URI (…?uploadType=resumable&upload_id=…).
  ['PUT', '/upload/store/v3/files', 'drive.files.create'],
  ['PUT', '/upload/store/v3/files/{fileId}', 'drive.files.update'],
  // A DELETE there cancels an unfinished session.
  ['DELETE', '/upload/store/v3/files', 'drive.files.create'],
  ['DELETE', '/upload/store/v3/files/{fileId}', 'drive.files.update'],
  ['POST', '/resumable/upload/store/v3/files', 'drive.files.create'],
  ['PATCH', '/resumable/upload/store/v3/files/{fileId}', 'drive.files.update'],
];

export async function openStorageService(
  dataDir: string,
  origin: string,
  oauth: OAuthState,
): Promise<SandboxService> {
  const state = await StorageState.open(dataDir, () => {
    const team = demoStore();
    return { files: [...demoFiles(), ...team.files], stores: [team.store] };
  });
  const guard: BearerGuard = { state: oauth, service: 'drive.googleapis.com', scopesOf: scopesOf(STORE_V3) };
  const control = new StorageControl();
  const deps: StorageDeps = { state, content: await ContentStore.open(dataDir), control, guard, origin };
  const sessions = await UploadSessions.open(dataDir, () => control.now());
  recordChanges(state, () => new Date(control.now()).toISOString());
  const built = [
    ...filesRoutes(deps),
    ...labelRoutes(deps),
    ...uploadRoutes(deps, sessions),
    ...revisionRoutes(deps),
    ...changeRoutes(deps),
    ...permissionRoutes(deps),
    ...commentRoutes(deps),
    ...storesRoutes(deps),
  ];
  // In the table's order, so that a fixed path (files/generateIds) still comes before a template (files/{fileId}).
  const routes = METHODS.flatMap((row) => {
    const route = built.find((candidate) => candidate.method === row[0] && candidate.path === row[1]);
    return route ? [route] : googleRoutes([row], guard);
  });
  return {
    id: 'storage',
    prefixes: ['/store/v3', '/upload/store/v3', '/resumable/upload/store/v3', '/batch/store/v3'],
    errors: GOOGLE_ERRORS,
    routes: [batchRoute(origin), ...routes],
    controlRoutes: control.controlRoutes(),
    now: () => control.now(),
    resetFaults: () => control.reset(),
    close: () => state.idle(),
  };
}
