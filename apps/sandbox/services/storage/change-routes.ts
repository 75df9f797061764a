// The changes feed and watch channels as routes: changes.getStartPageToken, changes.list, changes.watch,
// files.watch and channels.stop (change-feed.ts and watch-channels.ts do the work).
import type { Route } from '../../http/routing';
import { CHANGES_SHAPE, listChanges, startPageToken } from './change-feed';
import { driveError } from './drive-errors';
import { readObject, type Shape } from './method-input';
import { methodRoutes, withBodyAndFile, type StorageDeps } from './method-route';
import { openChannel, stopChannel } from './watch-channels';

const CHANNEL_SHAPE: Shape = {
  known: new Set('kind id resourceId resourceUri token expiration type address payload params'.split(' ')),
};

export function changeRoutes(deps: StorageDeps): Route[] {
  const { state, control, origin } = deps;
  const sharedStoreNotFound = (driveId: string) =>
    driveError(404, 'notFound', `Shared drive not found: ${driveId}`, { location: 'driveId' });
  return methodRoutes(
    [
      {
        method: 'GET',
        path: '/store/v3/changes/startPageToken',
        name: 'drive.changes.getStartPageToken',
        shape: { known: new Set(['kind', 'startPageToken']) },
        run: ({ url }) => {
          const driveId = url.searchParams.get('driveId');
          return driveId ? sharedStoreNotFound(driveId) : startPageToken(state);
        },
      },
      {
        method: 'GET',
        path: '/store/v3/changes',
        name: 'drive.changes.list',
        shape: CHANGES_SHAPE,
        run: ({ url, caller }) => {
          const driveId = url.searchParams.get('driveId');
          return driveId ? sharedStoreNotFound(driveId) : listChanges(url.searchParams, caller, state);
        },
      },
      {
        method: 'POST',
        path: '/store/v3/changes/watch',
        name: 'drive.changes.watch',
        shape: CHANNEL_SHAPE,
        changes: true,
        run: async ({ req, url, caller }) => {
          const read = await readObject(req);
          if ('status' in read) return read;
          const token = url.searchParams.get('pageToken');
          if (!token)
            return driveError(400, 'required', 'Required parameter: pageToken', { location: 'pageToken' });
          const resourceUri = `${origin}/store/v3/changes?alt=json&pageToken=${encodeURIComponent(token)}`;
          return openChannel(read.fields, { kind: 'changes', resourceUri }, caller, state, control.now());
        },
      },
      {
        method: 'POST',
        path: '/store/v3/files/{fileId}/watch',
        name: 'drive.files.watch',
        shape: CHANNEL_SHAPE,
        changes: true,
        run: (call) =>
          withBodyAndFile(call, state, (body, file) => {
            const { caller } = call;
            const resourceUri = `${origin}/store/v3/files/${file.id}?acknowledgeAbuse=false&supportsAllDrives=false&supportsTeamDrives=false&alt=json`;
            return openChannel(body, { kind: 'file', resourceUri }, caller, state, control.now());
          }),
      },
      {
        method: 'POST',
        path: '/store/v3/channels/stop',
        name: 'drive.channels.stop',
        changes: true,
        run: async ({ req, caller }) => {
          const read = await readObject(req);
          return 'status' in read ? read : stopChannel(read.fields, caller, state);
        },
      },
    ],
    deps,
  );
}
