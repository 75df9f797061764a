import { Button, Group, Modal, Text } from '@mantine/core';
import type { ChatSummary } from '@/lib/contract';

/** Asks once before a chat and all its branches are deleted. */
export function DeleteChatModal({
  chat,
  onCancel,
  onConfirm,
}: {
  chat: ChatSummary | null;
  onCancel: () => void;
  onConfirm: (chat: ChatSummary) => void;
}) {
  return (
    <Modal opened={chat !== null} onClose={onCancel} title="Delete chat" size="sm">
      <Text size="sm">Delete “{chat?.title}” with every branch and its draft? This cannot be undone.</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" size="xs" onClick={() => chat && onConfirm(chat)}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
