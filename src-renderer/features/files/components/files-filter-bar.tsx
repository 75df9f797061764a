import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useFilesViewStore } from '../stores/files-view-store';

/** Filters the page's files by name and type; the service lists files unfiltered, so this acts on the page shown. */
export function FilesFilterBar({ types }: { types: string[] }) {
  const filter = useFilesViewStore((state) => state.filter);
  const setFilter = useFilesViewStore((state) => state.setFilter);
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label="Name"
        placeholder="Display name or files/…"
        leftSection={<IconSearch size={14} />}
        value={filter.text}
        onChange={(event) => setFilter({ text: event.currentTarget.value })}
        w={260}
        data-testid="files-filter-name"
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={types}
        value={filter.type || null}
        onChange={(value) => setFilter({ type: value ?? '' })}
        clearable
        searchable
        w={220}
        data-testid="files-filter-type"
      />
    </Group>
  );
}
