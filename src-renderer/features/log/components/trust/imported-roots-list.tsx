import { Group, Stack, Text } from '@mantine/core';
import { ConfirmButton } from '@/components/confirm-button';
import type { ImportedRoot } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useRemoveTrusted } from '@/features/log/api/remove-trusted';

/** TrustedRoot documents imported so far; removing one removes the keys and authorities it brought. */
export function ImportedRootsList({ roots }: { roots: ImportedRoot[] }) {
  const remove = useRemoveTrusted();
  if (roots.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No TrustedRoot imported.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {roots.map((root) => (
        <Group key={root.id} justify="space-between" data-testid="trust-root-row">
          <Text size="sm">
            {root.name}{' '}
            <Text span size="xs" c="dimmed">
              imported {formatDateTime(root.importedAt)}
            </Text>
          </Text>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            question={`Remove “${root.name}” and every key and authority it brought?`}
            confirmLabel="Remove"
            onConfirm={() => remove.mutate({ id: root.id, label: `TrustedRoot “${root.name}”` })}
          >
            Remove
          </ConfirmButton>
        </Group>
      ))}
    </Stack>
  );
}
