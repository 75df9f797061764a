import {
  Button,
  Checkbox,
  Code,
  Group,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { buildQuery, EMPTY_CRITERIA, FILE_TYPES, type SearchCriteria } from '../utils/query-builder';

const TYPE_OPTIONS = Object.entries(FILE_TYPES).map(([value, { label }]) => ({ value, label }));
const TRASH_OPTIONS = [
  { value: 'exclude', label: 'Leave out the trash' },
  { value: 'include', label: 'Include the trash' },
  { value: 'only', label: 'Only the trash' },
];

/** A form that writes the `q` a search sends, showing it as it is written. */
export function SearchBuilder({ onSearch }: { onSearch: (q: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [criteria, setCriteria] = useState<SearchCriteria>(EMPTY_CRITERIA);
  const q = buildQuery(criteria);
  const set = <K extends keyof SearchCriteria>(key: K, value: SearchCriteria[K]) =>
    setCriteria((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'fullText' | 'owner' | 'modifiedAfter' | 'modifiedBefore') => ({
    value: criteria[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
  });

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={520} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpened((open) => !open)}
          data-testid="storage-builder-open"
        >
          Search builder
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="storage-builder">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!q) return;
            onSearch(q);
            setOpened(false);
          }}
        >
          <Stack gap="xs">
            <SimpleGrid cols={2} spacing="xs">
              <TextInput label="Name contains" {...text('name')} data-testid="builder-name" />
              <TextInput
                label="Content or name contains"
                {...text('fullText')}
                data-testid="builder-fulltext"
              />
              <Select
                label="Type"
                data={TYPE_OPTIONS}
                value={criteria.type || null}
                onChange={(value) => set('type', (value ?? '') as SearchCriteria['type'])}
                clearable
                // Inside the popover, so picking an option is not a click outside it.
                comboboxProps={{ withinPortal: false }}
                data-testid="builder-type"
              />
              <TextInput label="Owner (e-mail)" {...text('owner')} data-testid="builder-owner" />
              <TextInput type="date" label="Modified on or after" {...text('modifiedAfter')} />
              <TextInput type="date" label="Modified before" {...text('modifiedBefore')} />
              <Select
                label="Trash"
                data={TRASH_OPTIONS}
                value={criteria.trash}
                onChange={(value) => set('trash', (value ?? 'exclude') as SearchCriteria['trash'])}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              <Stack gap={6} justify="flex-end">
                <Checkbox
                  label="Starred"
                  checked={criteria.starred}
                  onChange={(event) => set('starred', event.currentTarget.checked)}
                  data-testid="builder-starred"
                />
                <Checkbox
                  label="Shared with me"
                  checked={criteria.sharedWithMe}
                  onChange={(event) => set('sharedWithMe', event.currentTarget.checked)}
                />
              </Stack>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              The q it sends:
            </Text>
            <Code block data-testid="builder-q">
              {q || '(pick at least one criterion)'}
            </Code>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCriteria(EMPTY_CRITERIA)}>
                Clear
              </Button>
              <Button type="submit" disabled={!q} data-testid="builder-search">
                Search
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
