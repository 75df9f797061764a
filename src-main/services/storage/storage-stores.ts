// The shared stores the caller is a member of (the service's stores.list, Drive's drives.list), for the
// Storage page's "Shared stores" place: each store's ID (also its root folder's), name, whether the caller
// hid it, and what the caller's role lets them do in it (research google.md §3.4, §3.6).
import type { StorageStore } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import type { Drive, DriveList, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';

const CAPABILITIES = ['canAddChildren', 'canTrashChildren', 'canDeleteChildren', 'canManageMembers'] as const;
const STORE_FIELDS = `id,name,hidden,capabilities(${CAPABILITIES.join(',')})`;

export function toStorageStore(store: Drive): StorageStore {
  if (!store.id || store.name === undefined)
    throw new VerityError(
      'BAD_RESPONSE',
      'The storage service answered a shared store without its ID or name: check the endpoint in Settings → Profiles',
    );
  const capabilities = store.capabilities ?? {};
  return {
    id: store.id,
    name: store.name,
    hidden: store.hidden ?? false,
    capabilities: Object.fromEntries(
      CAPABILITIES.map((name) => [name, capabilities[name] === true]),
    ) as StorageStore['capabilities'],
  };
}

export function createStorageStores(client: GoogleClient<typeof STORE_V3>) {
  return {
    /** Every store the caller is a member of, hidden ones too (the page says which), by name. */
    async list(profileId: string): Promise<{ stores: StorageStore[] }> {
      const stores: StorageStore[] = [];
      for await (const page of client.pages(profileId, 'stores.list', {
        params: { pageSize: 100 },
        fields: `drives(${STORE_FIELDS})`,
      }))
        stores.push(...((page as DriveList).drives ?? []).map(toStorageStore));
      return { stores: stores.sort((a, b) => a.name.localeCompare(b.name)) };
    },

    /** One store, as its member sees it. */
    async get(profileId: string, storeId: string): Promise<StorageStore> {
      return toStorageStore(
        (await client.call(profileId, 'stores.get', {
          params: { driveId: storeId },
          fields: STORE_FIELDS,
        })) as Drive,
      );
    },
  };
}
