import { ActionIcon, Button, NavLink, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRemoveSavedSearch } from '../api/remove-saved-search';
import { useSaveSearch } from '../api/save-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { searchOf } from '../utils/storage-location';
import { NameDialog } from './name-dialog';

/** The saved searches under the places: each opens its `q`; the cross forgets it (the files are untouched). */
export function SavedSearches({ activeQ }: { activeQ: string | null }) {
  const searches = useSavedSearches();
  const remove = useRemoveSavedSearch();
  if (!searches.data?.length) return null;
  return (
    <>
      <Text size="xs" c="dimmed" mt="sm" px="sm">
        Saved searches
      </Text>
      {searches.data.map((search) => (
        <NavLink
          key={search.id}
          component={Link}
          to={`/storage${searchOf({ kind: 'search', q: search.q })}`}
          label={search.name}
          title={search.q}
          leftSection={<IconBookmark size={16} stroke={1.6} />}
          active={activeQ === search.q}
          rightSection={
            <ActionIcon
              variant="subtle"
              size="xs"
              color="gray"
              aria-label={`Forget the saved search "${search.name}"`}
              onClick={(event) => {
                event.preventDefault();
                remove.mutate(search.id);
              }}
              data-testid="storage-saved-search-remove"
            >
              <IconX size={12} />
            </ActionIcon>
          }
          data-testid="storage-saved-search"
        />
      ))}
    </>
  );
}

/** Keeps the search shown under a name, for the side panel. */
export function SaveSearch({ q }: { q: string }) {
  const [naming, setNaming] = useState(false);
  const save = useSaveSearch();
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconBookmarkPlus size={14} />}
        onClick={() => setNaming(true)}
        data-testid="storage-save-search"
      >
        Save search
      </Button>
      {naming && (
        <NameDialog
          title="Save this search"
          initial=""
          submitLabel="Save"
          pending={save.isPending}
          error={save.error}
          onSubmit={(name) => save.mutate({ name, q }, { onSuccess: () => setNaming(false) })}
          onClose={() => setNaming(false)}
        />
      )}
    </>
  );
}
