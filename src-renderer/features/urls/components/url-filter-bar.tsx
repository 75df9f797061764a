import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UrlFilter } from '@/lib/contract';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { ERROR_GROUP_LABELS, OWNERSHIP_LABELS, PREFLIGHT_LABELS, QUEUE_STATE_LABELS } from '../utils/labels';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface FilterSelectProps<K extends keyof UrlFilter> {
  name: K;
  label: string;
  labels: Record<string, string>;
}

function FilterSelect<K extends keyof UrlFilter>({ name, label, labels }: FilterSelectProps<K>) {
  const value = useUrlsViewStore((state) => state.filter[name]);
  const setFilter = useUrlsViewStore((state) => state.setFilter);
  return (
    <Select
      label={label}
      placeholder="Any"
      data={choices(labels)}
      value={value ?? null}
      onChange={(next) => setFilter({ [name]: next ?? undefined } as Partial<UrlFilter>)}
      clearable
      w={170}
      data-testid={`urls-filter-${name}`}
    />
  );
}

/** Search (sent once typing pauses) and the filters the list is asked with. */
export function UrlFilterBar() {
  const search = useUrlsViewStore((state) => state.search);
  const setSearch = useUrlsViewStore((state) => state.setSearch);
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Part of a URL"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={280}
        data-testid="urls-search"
      />
      <FilterSelect name="queue" label="Queue" labels={QUEUE_STATE_LABELS} />
      <FilterSelect name="owned" label="Owned" labels={OWNERSHIP_LABELS} />
      <FilterSelect name="preflight" label="Pre-flight" labels={PREFLIGHT_LABELS} />
      <FilterSelect name="errorGroup" label="Error" labels={ERROR_GROUP_LABELS} />
    </Group>
  );
}
