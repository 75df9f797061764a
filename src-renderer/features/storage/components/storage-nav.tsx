import { NavLink, Stack } from '@mantine/core';
import {
  IconActivity,
  IconChartPie,
  IconDatabase,
  IconSearch,
  IconStar,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { StorageView } from '@/lib/contract';
import { PANELS, PLACES, searchOf, type Panel } from '../utils/storage-location';
import { FolderTree } from './folder-tree';
import { SavedSearches } from './saved-searches';
import { StorePlaces } from './store-places';

const ICONS = { folder: IconDatabase, sharedWithMe: IconUsers, starred: IconStar, trash: IconTrash } as const;
const PANEL_ICONS = { usage: IconChartPie, activity: IconActivity } as const;

/** My Store with its folders as a tree, the shared stores, Shared with me, Starred and Trash, the panels, the saved searches. */
export function StorageNav({ view }: { view: StorageView | Panel }) {
  return (
    <Stack gap={2} w={200} data-testid="storage-nav">
      {PLACES.map((place) => {
        const Icon = ICONS[place.kind];
        const target: StorageView =
          place.kind === 'folder' ? { kind: 'folder', folderId: 'root' } : { kind: place.kind };
        const link = (
          <NavLink
            key={place.kind}
            component={Link}
            to={`/storage${searchOf(target)}`}
            label={place.label}
            leftSection={<Icon size={16} stroke={1.6} />}
            active={
              typeof view === 'object' &&
              view.kind === place.kind &&
              // A shared store's folder is the store's place, not My Store's.
              !(view.kind === 'folder' && view.storeId)
            }
            data-testid={`storage-place-${place.kind}`}
          />
        );
        // My Store's folders follow it as a tree.
        return place.kind === 'folder' ? (
          <Fragment key={place.kind}>
            {link}
            <FolderTree
              currentId={typeof view === 'object' && view.kind === 'folder' ? view.folderId : null}
            />
            <StorePlaces view={typeof view === 'object' ? view : null} />
          </Fragment>
        ) : (
          link
        );
      })}
      {PANELS.map((panel) => {
        const Icon = PANEL_ICONS[panel.view];
        return (
          <NavLink
            key={panel.view}
            component={Link}
            to={`/storage?view=${panel.view}`}
            label={panel.label}
            leftSection={<Icon size={16} stroke={1.6} />}
            active={view === panel.view}
            data-testid={`storage-place-${panel.view}`}
          />
        );
      })}
      {typeof view === 'object' && view.kind === 'search' && (
        <NavLink label="Search results" leftSection={<IconSearch size={16} stroke={1.6} />} active />
      )}
      <SavedSearches activeQ={typeof view === 'object' && view.kind === 'search' ? view.q : null} />
    </Stack>
  );
}
