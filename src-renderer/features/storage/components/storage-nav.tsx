import { NavLink, Stack } from '@mantine/core';
import { IconChartPie, IconDatabase, IconSearch, IconStar, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StorageView } from '@/lib/contract';
import { PLACES, searchOf, USAGE_SEARCH } from '../utils/storage-location';

const ICONS = { folder: IconDatabase, sharedWithMe: IconUsers, starred: IconStar, trash: IconTrash } as const;

/** My Store, Shared with me, Starred and Trash; a search is none of them. */
export function StorageNav({ view }: { view: StorageView | 'usage' }) {
  return (
    <Stack gap={2} w={200} data-testid="storage-nav">
      {PLACES.map((place) => {
        const Icon = ICONS[place.kind];
        const target: StorageView =
          place.kind === 'folder' ? { kind: 'folder', folderId: 'root' } : { kind: place.kind };
        return (
          <NavLink
            key={place.kind}
            component={Link}
            to={`/storage${searchOf(target)}`}
            label={place.label}
            leftSection={<Icon size={16} stroke={1.6} />}
            active={view !== 'usage' && view.kind === place.kind}
            data-testid={`storage-place-${place.kind}`}
          />
        );
      })}
      <NavLink
        component={Link}
        to={`/storage${USAGE_SEARCH}`}
        label="Usage"
        leftSection={<IconChartPie size={16} stroke={1.6} />}
        active={view === 'usage'}
        data-testid="storage-place-usage"
      />
      {view !== 'usage' && view.kind === 'search' && (
        <NavLink label="Search results" leftSection={<IconSearch size={16} stroke={1.6} />} active />
      )}
    </Stack>
  );
}
