import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFilter, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import { formatUint64 } from '@/lib/format';
import { useGroupItems } from '@/features/analytics/api/list-group-items';
import type { AnalyticsGroup } from '@/features/analytics/api/list-groups';
import { useRemoveGroup } from '@/features/analytics/api/remove-group';
import { AddItemsForm } from './add-items-form';
import { GroupItemsTable } from './group-items-table';
import { GroupReport } from './group-report';
import { itemTypeLabel, MAX_GROUP_ITEMS } from './group-rules';
import { RenameGroupForm } from './rename-group-form';

/** The report builder's address with this group as its filter. */
function reportFilterPath(groupId: string): string {
  return `/analytics/reports?filters=${encodeURIComponent(`group==${groupId}`)}`;
}

/** One group: its figures for the last 28 days, its items, and renaming, deleting or filtering by it. */
export function GroupDetail({ group, onClose }: { group: AnalyticsGroup; onClose: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const items = useGroupItems(group.id);
  const remove = useRemoveGroup();
  const navigate = useNavigate();
  const noun = itemTypeLabel(group.itemType).toLowerCase();

  return (
    <Stack gap="md" data-testid="group-detail" data-group-id={group.id}>
      <Anchor component="button" type="button" size="sm" onClick={onClose} data-testid="group-back">
        <Group gap={4}>
          <IconArrowLeft size={14} /> All groups
        </Group>
      </Anchor>
      <Paper withBorder p="md" radius="md">
        {renaming ? (
          <RenameGroupForm group={group} onDone={() => setRenaming(false)} />
        ) : (
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={3} data-testid="group-title">
                {group.title}
              </Title>
              <Group gap="xs">
                <Badge variant="light">{itemTypeLabel(group.itemType)}</Badge>
                <Text size="sm" c="dimmed" data-testid="group-count">
                  {formatUint64(group.itemCount)} of {MAX_GROUP_ITEMS} items
                </Text>
              </Group>
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconFilter size={16} />}
                onClick={() => void navigate(reportFilterPath(group.id))}
                data-testid="group-use-filter"
              >
                Use as a report filter
              </Button>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setRenaming(true)}
                data-testid="group-rename"
              >
                Rename
              </Button>
              <ConfirmButton
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                question={`Delete "${group.title}"? This cannot be undone: the service keeps nothing of a deleted group. Its ${noun} themselves are not touched.`}
                confirmLabel="Delete group"
                loading={remove.isPending}
                onConfirm={() => remove.mutate(group, { onSuccess: onClose })}
                data-testid="group-delete"
              >
                Delete
              </ConfirmButton>
            </Group>
          </Group>
        )}
      </Paper>
      <GroupReport groupId={group.id} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>Items</Text>
          <ErrorAlert title="Could not list the group's items" query={items} />
          {items.isPending && <Skeleton height={80} />}
          {items.data && <GroupItemsTable items={items.data} />}
          {items.data && <AddItemsForm group={group} existing={items.data.map((item) => item.resourceId)} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
