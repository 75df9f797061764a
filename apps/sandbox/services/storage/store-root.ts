// A shared store's root folder record: the folder its tree hangs from, with the store's ID and name, whose
// grants are the store's members (its creator the first organizer).
import type { Caller } from './file-access';
import { FOLDER, type FileRecord } from './file-record';
import { permissionIdFor } from './permission-resource';
import type { StoreRecord } from './store-record';

/** The folder the store's tree hangs from, with its creator as its organizer. */
export function storeRoot(
  store: StoreRecord,
  creator: Pick<Caller, 'identity' | 'email'>,
  now: string,
  appClientIds: string[],
): FileRecord {
  return {
    id: store.id,
    name: store.name,
    mimeType: FOLDER,
    parents: [],
    owner: creator.identity,
    isRoot: true,
    driveId: store.id,
    explicitlyTrashed: false,
    starredBy: [],
    viewedBy: {},
    createdTime: now,
    modifiedTime: now,
    lastModifiedBy: creator.identity,
    version: 1,
    properties: {},
    appProperties: {},
    permissions: [
      {
        id: permissionIdFor({ type: 'user', emailAddress: creator.email }),
        type: 'user',
        role: 'organizer',
        emailAddress: creator.email,
      },
    ],
    appClientIds,
  };
}
