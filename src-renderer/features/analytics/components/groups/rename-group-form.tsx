import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { AnalyticsGroup } from '@/features/analytics/api/list-groups';
import { useSaveGroup } from '@/features/analytics/api/save-group';
import { itemTypeLabel } from './group-rules';

/** Renames a group: its title is all the service lets change. */
export function RenameGroupForm({ group, onDone }: { group: AnalyticsGroup; onDone: () => void }) {
  const [title, setTitle] = useState(group.title);
  const save = useSaveGroup();
  const trimmed = title.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '' || trimmed === group.title) return onDone();
        save.mutate({ id: group.id, title: trimmed }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Title"
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-autofocus
            data-testid="group-rename-title"
          />
          <Button
            type="submit"
            disabled={trimmed === ''}
            loading={save.isPending}
            data-testid="group-rename-save"
          >
            Save
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="group-rename-note">
          Only the title can change: the group keeps holding {itemTypeLabel(group.itemType).toLowerCase()}.
        </Text>
        <ErrorAlert title="Could not rename the group" error={save.error} />
      </Stack>
    </form>
  );
}
