import type { StorageStore, StorageView } from '@/lib/contract';
import { useStores } from '../api/list-stores';

/** The shared store whose folder `view` shows, once the stores are read; undefined outside a store. */
export function useShownStore(view: StorageView): StorageStore | undefined {
  const stores = useStores();
  const storeId = view.kind === 'folder' ? view.storeId : undefined;
  return storeId ? stores.data?.find((store) => store.id === storeId) : undefined;
}
