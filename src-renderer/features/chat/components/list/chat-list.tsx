import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconFileImport, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { formatDateTime } from '@/lib/format';
import type { ChatSummary } from '@/lib/contract';
import { useImportChat } from '@/features/chat/api/import-chat';
import { useChatList } from '@/features/chat/api/list-chats';

interface ChatListProps {
  activeId: string | null;
  onOpen: (id: string) => void;
  onCreate: () => void;
  onDelete: (chat: ChatSummary) => void;
  creating: boolean;
}

/** Import chat: a file from Export → Chat as JSON becomes a new chat, opened at once. */
function ImportChat({ onOpen }: { onOpen: (id: string) => void }) {
  const importChat = useImportChat();
  return (
    <>
      <FileButton
        accept="application/json,.json"
        onChange={(file) => {
          if (file) importChat.mutate(file, { onSuccess: onOpen });
        }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={14} />}
            loading={importChat.isPending}
          >
            Import chat
          </Button>
        )}
      </FileButton>
      <ErrorAlert
        title="The chat was not imported"
        error={importChat.error}
        hint="Nothing was imported; the chats here are unchanged."
        testId="import-chat-error"
      />
    </>
  );
}

/** Saved chats, newest first, filtered by title as you type. */
export function ChatList({ activeId, onOpen, onCreate, onDelete, creating }: ChatListProps) {
  const list = useChatList();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list.data ?? []).filter((chat) => !needle || chat.title.toLowerCase().includes(needle));
  }, [list.data, search]);

  return (
    <Stack gap="xs" h="100%" data-testid="chat-list">
      <Button leftSection={<IconPlus size={14} />} size="xs" onClick={onCreate} loading={creating}>
        New chat
      </Button>
      <ImportChat onOpen={onOpen} />
      <TextInput
        size="xs"
        aria-label="Search chats by title"
        placeholder="Search titles"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list.isPending && <Skeleton h={120} />}
      <ErrorAlert title="Chats could not be listed" query={list} />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Chats">
          {shown.map((chat) => (
            <Group
              key={chat.id}
              component="li"
              gap={4}
              wrap="nowrap"
              data-testid="chat-list-item"
              data-active={chat.id === activeId || undefined}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: chat.id === activeId ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <UnstyledButton
                p={6}
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => onOpen(chat.id)}
                aria-current={chat.id === activeId ? 'page' : undefined}
              >
                <Text size="sm" truncate="end">
                  {chat.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(chat.updatedAt)} · {chat.turns} turns
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Delete chat ${chat.title}`}
                onClick={() => onDelete(chat)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {list.isSuccess && shown.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            {search ? 'No chat title matches.' : 'No chats yet.'}
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
}
