import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { plural } from '@/lib/format';

interface DeleteDialogProps {
  /** The names of what is deleted, or null for the whole trash. */
  names: string[] | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation before a permanent delete, saying that it skips the trash and cannot be undone. */
export function DeleteDialog({ names, onConfirm, onClose }: DeleteDialogProps) {
  const what =
    names === null
      ? "everything in My Store's trash"
      : names.length === 1
        ? `"${names[0]}"`
        : plural(names.length, 'item', 'items');
  return (
    <Modal opened onClose={onClose} title="Delete forever?" data-testid="storage-delete-dialog">
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          <Text size="sm">
            This deletes {what} permanently. It does not go to the trash, and neither Verity nor the service
            can bring it back. To keep a way back, move it to the trash instead.
          </Text>
          {names === null && (
            <Text size="sm" mt="xs">
              Shared stores&apos; items in the trash stay: select them and delete them forever, if your role
              in their store allows it.
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} data-testid="storage-delete-confirm">
            Delete forever
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
