// stores.create, update and delete (research google.md §3.1 "drives → stores"): create is idempotent by its
// required requestId (the same key again is a 409) and makes the caller the store's organizer; only
// organizers rename, restrict or delete a store, and a store is deleted only when no untrashed item is left
// in it (its trashed items go with it).
import { driveError, type Answer } from './drive-errors';
import type { Caller } from './file-access';
import { newStoreId } from './file-record';
import { deleteTree } from './file-removal';
import type { StorageState } from './storage-state';
import type { StoreRole } from './store-access';
import { NO_RESTRICTIONS, type StoreRecord, type StoreRestrictions } from './store-record';
import { storeRoot } from './store-root';

type Body = Record<string, unknown>;
const WRITABLE = new Set(['name', 'colorRgb', 'themeId', 'restrictions']);
const READ_ONLY = new Set([
  'id',
  'kind',
  'createdTime',
  'capabilities',
  'hidden',
  'backgroundImageLink',
  'orgUnitId',
]);
const DEFAULT_COLOR = '#4285f4';

const notOrganizer = (id: string) =>
  driveError(
    403,
    'insufficientFilePermissions',
    `The user does not have sufficient permissions for shared drive ${id}: only its organizers (managers) may change or delete it.`,
  );

/** The body's changes checked: the writable fields of their types; a read-only one is refused. */
function readChanges(body: Body): Partial<StoreRecord> | Answer {
  const readOnly = Object.keys(body).find((name) => READ_ONLY.has(name));
  if (readOnly)
    return driveError(
      403,
      'fieldNotWritable',
      `The ${readOnly} field of a shared drive is not directly writable.`,
    );
  const changes: Partial<StoreRecord> = {};
  if ('name' in body) {
    if (typeof body.name !== 'string' || body.name.trim() === '')
      return driveError(400, 'invalid', 'Invalid value for name: a shared drive needs a non-empty name.', {
        location: 'name',
      });
    changes.name = body.name;
  }
  if ('colorRgb' in body) {
    if (typeof body.colorRgb !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(body.colorRgb))
      return driveError(400, 'invalid', 'Invalid value for colorRgb: expected a colour such as #4285f4.', {
        location: 'colorRgb',
      });
    changes.colorRgb = body.colorRgb.toLowerCase();
  }
  if (typeof body.themeId === 'string') changes.themeId = body.themeId;
  if ('restrictions' in body) {
    const restrictions = body.restrictions as Record<string, unknown> | null;
    if (restrictions === null || typeof restrictions !== 'object' || Array.isArray(restrictions))
      return driveError(400, 'invalid', 'Invalid value for restrictions: expected an object of booleans.', {
        location: 'restrictions',
      });
    for (const [name, value] of Object.entries(restrictions))
      if (!(name in NO_RESTRICTIONS) || typeof value !== 'boolean')
        return driveError(
          400,
          'invalid',
          `Invalid value for restrictions.${name}: expected one of ${Object.keys(NO_RESTRICTIONS).join(', ')} set to true or false.`,
          {
            location: `restrictions.${name}`,
          },
        );
    changes.restrictions = restrictions as Partial<StoreRestrictions> as StoreRestrictions;
  }
  return changes;
}

/** POST /store/v3/stores?requestId=…: the new store (its root folder made too), or the refusal. */
export function createStore(
  params: URLSearchParams,
  body: Body,
  caller: Caller,
  state: StorageState,
  now: string,
): StoreRecord | Answer {
  const requestId = params.get('requestId');
  if (!requestId)
    return driveError(400, 'required', 'Required parameter: requestId', { location: 'requestId' });
  if ([...state.stores.values()].some((store) => store.requestId === requestId))
    return driveError(
      409,
      'teamDriveAlreadyExists',
      `A shared drive with the requestId ${requestId} already exists; send a new requestId to create another one.`,
    );
  const changes = readChanges(body);
  if ('status' in changes) return changes;
  if (changes.name === undefined)
    return driveError(400, 'required', 'A shared drive needs a name.', { location: 'name' });
  const unknown = Object.keys(body).find((name) => !WRITABLE.has(name));
  if (unknown)
    return driveError(400, 'invalid', `Unknown field ${unknown} in a shared drive.`, { location: unknown });
  const store: StoreRecord = {
    id: newStoreId(),
    name: changes.name,
    createdTime: now,
    requestId,
    colorRgb: changes.colorRgb ?? DEFAULT_COLOR,
    ...(changes.themeId ? { themeId: changes.themeId } : {}),
    restrictions: { ...NO_RESTRICTIONS, ...changes.restrictions },
    hiddenBy: [],
  };
  state.stores.set(store.id, store);
  state.put(storeRoot(store, caller, now, [caller.clientId]));
  return store;
}

/** PATCH /store/v3/stores/{driveId}: the changed store, or the refusal. */
export function updateStore(
  store: StoreRecord,
  role: StoreRole,
  body: Body,
  state: StorageState,
): StoreRecord | Answer {
  if (role !== 'organizer') return notOrganizer(store.id);
  const changes = readChanges(body);
  if ('status' in changes) return changes;
  const next: StoreRecord = {
    ...store,
    ...changes,
    restrictions: { ...store.restrictions, ...changes.restrictions },
  };
  state.stores.set(store.id, next);
  const root = state.get(store.id);
  if (root && changes.name !== undefined) state.put({ ...root, name: changes.name });
  return next;
}

/** DELETE /store/v3/stores/{driveId}: 204, or the refusal (not an organizer, untrashed items left). */
export function deleteStore(store: StoreRecord, role: StoreRole, state: StorageState): Answer {
  if (role !== 'organizer') return notOrganizer(store.id);
  const root = state.get(store.id);
  const items = root ? state.childrenOf(root.id) : [];
  if (items.some((item) => !item.explicitlyTrashed))
    return driveError(
      403,
      'cannotDeleteResourceWithChildren',
      `The shared drive ${store.id} cannot be deleted because it contains one or more items; delete or trash them first.`,
    );
  if (root) deleteTree(root, state);
  state.stores.delete(store.id);
  return { status: 204, body: undefined };
}

/** stores.hide / unhide: the store drops out of (or comes back to) the caller's default list. */
export function setHidden(
  store: StoreRecord,
  caller: Caller,
  hidden: boolean,
  state: StorageState,
): StoreRecord {
  const others = store.hiddenBy.filter((who) => who !== caller.identity);
  const next = { ...store, hiddenBy: hidden ? [...others, caller.identity] : others };
  state.stores.set(store.id, next);
  return next;
}
