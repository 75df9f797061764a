import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatUint64 } from '@/lib/format';
import { entryIndexPath, entryPath } from '@/lib/log-screens';
import { parseLookup, treeIdFromHex, type Lookup } from '@/lib/log-lookup';

function describe(lookup: Lookup): { text: string; error: boolean } {
  switch (lookup.kind) {
    case 'empty':
      return { text: 'A global log index, a 64-hex UUID or an 80-hex entry ID.', error: false };
    case 'index':
      return { text: `Opens the entry at global log index ${formatUint64(lookup.logIndex)}.`, error: false };
    case 'uuid':
      return { text: 'Opens the entry with this UUID, looked up on every shard.', error: false };
    case 'entry-id':
      return {
        text: `Opens this entry on the shard with tree ID ${treeIdFromHex(lookup.treeIdHex)}.`,
        error: false,
      };
    case 'invalid':
      return { text: lookup.reason, error: true };
  }
}

/** Jump straight to an entry: validated as the person types, so it says what it will open. */
export function EntryLookupForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const lookup = parseLookup(text);
  const hint = describe(lookup);
  const canOpen = lookup.kind === 'index' || lookup.kind === 'uuid' || lookup.kind === 'entry-id';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.kind === 'index') void navigate(entryIndexPath(lookup.logIndex));
    else if (lookup.kind === 'uuid' || lookup.kind === 'entry-id') void navigate(entryPath(lookup.entryId));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Title order={4}>Look up an entry</Title>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label="Log index or entry ID"
              placeholder="e.g. 121904262 or 24296fb24b8ad77a…"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={hint.error}
              spellCheck={false}
              autoComplete="off"
              classNames={{ input: 'verity-mono' }}
              data-testid="log-lookup-input"
            />
            <Button
              type="submit"
              disabled={!canOpen}
              rightSection={<IconArrowRight size={16} />}
              data-testid="log-lookup-submit"
            >
              Open
            </Button>
          </Group>
          <Text
            size="xs"
            c={hint.error ? 'red' : 'dimmed'}
            data-testid="log-lookup-hint"
            data-kind={lookup.kind}
          >
            {hint.text}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
