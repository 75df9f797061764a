import { Code, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { searchQuery } from '../utils/search-query';

/** A search box: words search names and contents, an expression in the `q` language goes as typed. */
export function StorageSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) onSearch(searchQuery(typed));
      }}
    >
      <TextInput
        placeholder="Search, or a q expression such as starred = true and name contains 'plan'"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        w={460}
        data-testid="storage-search"
      />
    </form>
  );
}

/** The `q` the listing sent, so a user learns the language and can reuse it in scripts. */
export function SentQuery({ q }: { q: string }) {
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        q sent:
      </Text>
      <Code data-testid="storage-q">{q}</Code>
    </Group>
  );
}
