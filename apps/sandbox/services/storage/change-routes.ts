// The changes feed and watch channels as routes: changes.getStartPageToken, changes.list, changes.watch,
// files.watch and channels.stop (change-feed.ts and watch-channels.ts do the work); a driveId must name a
// shared store the caller is a member of.
import type { Route } from '../../http/routing';
import { CHANGES_SHAPE, listChanges, startPageToken } from './change-feed';
import { driveError } from './drive-errors';
import type { Caller } from './file-access';
import { readObject, type Shape } from './method-input';
import { methodRoutes, withBodyAndFile, type StorageDeps } from './method-route';
import { memberStore } from './store-resource';
import { openChannel, stopChannel } from './watch-channels';

const CHANNEL_SHAPE: Shape = {
  known: new Set('kind id resourceId resourceUri token expiration type address payload params'.split(' ')),
};

export function changeRoutes(deps: StorageDeps): Route[] {
  const { state, control, origin } = deps;
  /** A driveId names a store the caller is a member of, or earns the 404 of one that does not exist. */
  const refusedStore = (url: URL, caller: Caller) => {
    const driveId = url.searchParams.get('driveId');
    const found = driveId === null ? undefined : memberStore(driveId, caller, state);
    return found && 'status' in found ? found : undefined;
  };
  return methodRoutes(
    [
      {
        method: 'GET',
        path: '/store/v3/changes/startPageToken',
        name: 'drive.changes.getStartPageToken',
        shape: { known: new Set(['kind', 'startPageToken']) },
        run: ({ url, caller }) => refusedStore(url, caller) ?? startPageToken(state),
      },
      {
        method: 'GET',
        path: '/store/v3/changes',
        name: 'drive.changes.list',
        shape: CHANGES_SHAPE,
        run: ({ url, caller }) => refusedStore(url, caller) ?? listChanges(url.searchParams, caller, state),
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
