import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUndoChange } from '../api/undo-change';

/**
 * A success notice with Undo for a journaled change just made: Undo reverses it through the journal, as the
 * Journal page's Undo does.
 */
export function useUndoNotice() {
  const undo = useUndoChange();
  return (message: string, opId: string) => {
    const id = notifications.show({
      color: 'teal',
      autoClose: 8_000,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{message}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            data-testid="storage-undo-notice"
            onClick={() => {
              notifications.hide(id);
              undo.mutate(opId);
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  };
}
