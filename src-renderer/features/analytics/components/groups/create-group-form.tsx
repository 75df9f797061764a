import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useSaveGroup } from '@/features/analytics/api/save-group';
import { GROUP_ITEM_TYPES, type GroupItemType } from './group-rules';

/** Makes a group: its title, and the one item type it will hold for good. */
export function CreateGroupForm({ onCreated }: { onCreated: (groupId: string) => void }) {
  const [title, setTitle] = useState('');
  const [itemType, setItemType] = useState<GroupItemType>('youtube#video');
  const save = useSaveGroup();
  const trimmed = title.trim();

  function submit() {
    if (trimmed === '') return;
    save.mutate(
      { title: trimmed, itemType },
      {
        onSuccess: (group) => {
          setTitle('');
          onCreated(group.id);
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>New group</Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Title"
              placeholder="Launch videos"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-testid="group-new-title"
            />
            <SegmentedControl
              value={itemType}
              onChange={(value) => setItemType(value as GroupItemType)}
              data={GROUP_ITEM_TYPES.map(({ value, label }) => ({ value, label }))}
              data-testid="group-new-type"
            />
            <Button
              type="submit"
              disabled={trimmed === ''}
              loading={save.isPending}
              data-testid="group-create"
            >
              Create
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            A group holds one item type, chosen now: it cannot change later. Up to 500 items.
          </Text>
          <ErrorAlert title="Could not make the group" error={save.error} />
        </Stack>
      </form>
    </Paper>
  );
}
