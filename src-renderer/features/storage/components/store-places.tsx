import { NavLink, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconStack2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageView } from '@/lib/contract';
import { useStores } from '../api/list-stores';
import { folderView, searchOf } from '../utils/storage-location';
import { FolderTree } from './folder-tree';

/**
 * "Shared stores": each store the account is a member of (hidden ones marked), opening at its root folder;
 * the store shown unfolds its folders as a tree.
 */
export function StorePlaces({ view }: { view: StorageView | null }) {
  const stores = useStores();
  const shownStore = view?.kind === 'folder' ? view.storeId : undefined;
  return (
    <NavLink
      label="Shared stores"
      leftSection={<IconStack2 size={16} stroke={1.6} />}
      defaultOpened
      childrenOffset={12}
      data-testid="storage-place-stores"
    >
      <ErrorAlert title="Could not list the shared stores" query={stores} />
      {stores.data?.length === 0 && (
        <Text size="xs" c="dimmed" px="sm" py={4}>
          You are not a member of any shared store.
        </Text>
      )}
      {stores.data?.map((store) => (
        <div key={store.id}>
          <NavLink
            component={Link}
            to={`/storage${searchOf(folderView(store.id, store.id))}`}
            label={store.name}
            description={store.hidden ? 'Hidden' : undefined}
            leftSection={<IconBuildingWarehouse size={16} stroke={1.6} />}
            active={view?.kind === 'folder' && view.folderId === store.id}
            data-testid="storage-store"
            data-name={store.name}
          />
          {shownStore === store.id && (
            <FolderTree storeId={store.id} currentId={view?.kind === 'folder' ? view.folderId : null} />
          )}
        </div>
      ))}
    </NavLink>
  );
}
