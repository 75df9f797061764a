import { Button, Group, Tooltip } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-button';
import type { GenaiFile } from '@/lib/contract';
import { useChatHandoffStore } from '@/stores/chat-handoff-store';
import { useRemoveFile } from '../api/remove-file';
import { chatUseProblem } from '../utils/file-rows';

/** Use in chat (ACTIVE files only, the reason otherwise) and Delete, asked once. */
export function FileActions({ file }: { file: GenaiFile }) {
  const navigate = useNavigate();
  const remove = useRemoveFile();
  const problem = chatUseProblem(file);
  const label = file.displayName ?? file.name;

  const useInChat = () => {
    useChatHandoffStore.getState().hand({
      name: file.name,
      displayName: file.displayName,
      mimeType: file.mimeType,
      uri: file.uri,
      sizeBytes: file.sizeBytes,
    });
    void navigate('/chat');
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={problem ?? 'Open the chat with this file attached to the message'} multiline maw={280}>
        {/* A disabled button takes no hover: the wrapper carries the tooltip with the reason. */}
        <span>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconMessagePlus size={14} />}
            disabled={problem !== null}
            onClick={useInChat}
            data-testid="file-use-in-chat"
          >
            Use in chat
          </Button>
        </span>
      </Tooltip>
      <ConfirmButton
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        loading={remove.isPending && remove.variables === file.name}
        question={`Delete ${label} from the service? Chats that refer to it can no longer send it. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(file.name)}
        data-testid="file-delete"
      >
        Delete
      </ConfirmButton>
    </Group>
  );
}
