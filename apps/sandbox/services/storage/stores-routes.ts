// The shared stores methods (Drive's `drives`, served as /store/v3/stores): create, get, list, update,
// delete, hide and unhide. A store exists only for its members: anyone else gets the 404 of a store that
// does not exist.
import type { Route } from '../../http/routing';
import { invalidValue, type Answer } from './drive-errors';
import { blobsInUse } from './file-content';
import { pageOf } from './list-paging';
import { methodRoutes, type StorageDeps } from './method-route';
import { readObject, type Shape } from './method-input';
import { QueryError } from './query/query-tokens';
import type { Caller } from './file-access';
import type { StorageState } from './storage-state';
import { parseStoreQuery, storeMatches, type StoreQuery } from './store-query';
import type { StoreRecord } from './store-record';
import { DEFAULT_STORE_FIELDS, memberRole, memberStore, STORE_FIELDS, storeResource } from './store-resource';
import { createStore, deleteStore, setHidden, updateStore } from './store-writes';

const STORES = '/store/v3/stores';
const STORE = '/store/v3/stores/{driveId}';
const STORE_SHAPE: Shape = { defaultFields: DEFAULT_STORE_FIELDS, known: STORE_FIELDS };
const LIST_SHAPE: Shape = {
  defaultFields: `kind,nextPageToken,drives(${DEFAULT_STORE_FIELDS})`,
  known: new Set(['kind', 'nextPageToken', 'drives']),
  nested: { name: 'drives', known: STORE_FIELDS },
};

function listStores(params: URLSearchParams, caller: Caller, state: StorageState): Answer {
  let query: StoreQuery | undefined;
  try {
    query = parseStoreQuery(params.get('q') ?? '');
  } catch (error) {
    if (error instanceof QueryError) return invalidValue('q');
    throw error;
  }
  const visible = [...state.stores.values()].flatMap((store) => {
    const role = memberRole(store, caller, state);
    if (!role) return [];
    const view = {
      name: store.name,
      createdTime: Date.parse(store.createdTime),
      hidden: store.hiddenBy.includes(caller.identity),
    };
    return storeMatches(query, view) ? [storeResource(store, role, caller)] : [];
  });
  const page = pageOf(visible, params, 10, 100);
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#driveList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      drives: page.items,
    },
  };
}

export function storesRoutes(deps: StorageDeps): Route[] {
  const { state } = deps;
  const answer = (made: StoreRecord | Answer, caller: Caller): Answer => {
    if ('status' in made) return made;
    const role = memberRole(made, caller, state);
    return { status: 200, body: storeResource(made, role ?? 'reader', caller) };
  };
  const hideRoute = (hidden: boolean) => ({
    method: 'POST' as const,
    path: `${STORE}/${hidden ? 'hide' : 'unhide'}`,
    name: `drive.drives.${hidden ? 'hide' : 'unhide'}`,
    shape: STORE_SHAPE,
    changes: true,
    run: ({ params, caller }: { params: Record<string, string>; caller: Caller }) => {
      const found = memberStore(params.driveId!, caller, state);
      return 'status' in found ? found : answer(setHidden(found.store, caller, hidden, state), caller);
    },
  });
  return methodRoutes(
    [
      {
        method: 'GET',
        path: STORES,
        name: 'drive.drives.list',
        shape: LIST_SHAPE,
        run: ({ url, caller }) => listStores(url.searchParams, caller, state),
      },
      {
        method: 'POST',
        path: STORES,
        name: 'drive.drives.create',
        shape: STORE_SHAPE,
        changes: true,
        run: async ({ req, url, caller, now }) => {
          const read = await readObject(req);
          if ('status' in read) return read;
          return answer(createStore(url.searchParams, read.fields, caller, state, now), caller);
        },
      },
      {
        method: 'GET',
        path: STORE,
        name: 'drive.drives.get',
        shape: STORE_SHAPE,
        run: ({ params, caller }) => {
          const found = memberStore(params.driveId!, caller, state);
          return 'status' in found ? found : answer(found.store, caller);
        },
      },
      {
        method: 'PATCH',
        path: STORE,
        name: 'drive.drives.update',
        shape: STORE_SHAPE,
        changes: true,
        run: async ({ req, params, caller }) => {
          const read = await readObject(req);
          if ('status' in read) return read;
          const found = memberStore(params.driveId!, caller, state);
          if ('status' in found) return found;
          return answer(updateStore(found.store, found.role, read.fields, state), caller);
        },
      },
      {
        method: 'DELETE',
        path: STORE,
        name: 'drive.drives.delete',
        changes: true,
        run: async ({ params, caller }) => {
          const found = memberStore(params.driveId!, caller, state);
          if ('status' in found) return found;
          const deleted = deleteStore(found.store, found.role, state);
          await deps.content.sweep(() => blobsInUse(state));
          return deleted;
        },
      },
      hideRoute(true),
      hideRoute(false),
    ],
    deps,
  );
}
