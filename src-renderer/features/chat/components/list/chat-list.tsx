import { Button, FileButton, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { ChatSummary, RunSettings } from '@/lib/contract';
import { useImportChat } from '@/features/chat/api/import-chat';
import { useChatList } from '@/features/chat/api/list-chats';
import { useChatSearch } from '@/features/chat/api/search-chats';
import { ChatListItem } from './chat-list-item';
import { NewChat } from './new-chat-button';

interface ChatListProps {
  activeId: string | null;
  onOpen: (id: string) => void;
  /** A new chat, with a preset's run settings when one is chosen. */
  onCreate: (preset?: RunSettings) => void;
  onDelete: (chat: ChatSummary) => void;
  /** The open chat when it is new and not saved yet. */
  unsaved: Pick<ChatSummary, 'id' | 'title' | 'updatedAt'> | null;
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

/** What the list shows: every chat, or while searching, the chats that match with their passages. */
function useShownChats(search: string) {
  const list = useChatList();
  const [query] = useDebouncedValue(search.trim(), 200);
  const found = useChatSearch(query);
  const shown = useMemo(() => {
    if (query === '') return (list.data ?? []).map((chat) => ({ chat, snippet: null }));
    const byId = new Map((list.data ?? []).map((chat) => [chat.id, chat]));
    return (found.data ?? []).flatMap((match) => {
      const chat = byId.get(match.id);
      return chat ? [{ chat, snippet: match.snippet }] : [];
    });
  }, [list.data, found.data, query]);
  return { list, found, query, shown };
}

/**
 * Saved chats, newest first, searched by title and message text as you type. The open chat, when it is
 * new and unused, heads the list marked as such: it is saved only once something is written in it.
 */
export function ChatList({ activeId, unsaved, onOpen, onCreate, onDelete }: ChatListProps) {
  const [search, setSearch] = useState('');
  const { list, found, query, shown } = useShownChats(search);

  return (
    <Stack gap="xs" h="100%" data-testid="chat-list">
      <NewChat onCreate={onCreate} />
      <ImportChat onOpen={onOpen} />
      <TextInput
        size="xs"
        aria-label="Search chats"
        placeholder="Search titles and messages"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list.isPending && <Skeleton h={120} />}
      <ErrorAlert title="Chats could not be listed" query={list} />
      <ErrorAlert title="Chats could not be searched" query={found} />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Chats">
          {unsaved && query === '' && (
            <ChatListItem
              chat={{ ...unsaved, turns: 0, hasDraft: false }}
              active={unsaved.id === activeId}
              onOpen={onOpen}
              note="New · saved once you write in it"
            />
          )}
          {shown.map(({ chat, snippet }) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              active={chat.id === activeId}
              snippet={snippet}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </Stack>
        {list.isSuccess && shown.length === 0 && !unsaved && query === '' && (
          <Text size="xs" c="dimmed" p="xs">
            No chats yet.
          </Text>
        )}
        {query !== '' && found.isSuccess && shown.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            No chat title or message contains “{query}”.
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
}
