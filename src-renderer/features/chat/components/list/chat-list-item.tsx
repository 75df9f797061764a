import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import type { ChatSummary } from '@/lib/contract';

interface ChatListItemProps {
  chat: ChatSummary;
  active: boolean;
  /** The message passage a search matched, under the title. */
  snippet?: string | null;
  onOpen: (id: string) => void;
  /** Absent for the new chat that is not saved yet: there is nothing to delete. */
  onDelete?: (chat: ChatSummary) => void;
  /** What the second line says instead of the date and turns (the unsaved new chat's note). */
  note?: string;
}

/** One chat in the list: title, when and how long, a Draft marker while a message waits unsent. */
export function ChatListItem({ chat, active, snippet, onOpen, onDelete, note }: ChatListItemProps) {
  return (
    <Group
      component="li"
      gap={4}
      wrap="nowrap"
      data-testid="chat-list-item"
      data-chat-id={chat.id}
      data-active={active || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <UnstyledButton
        p={6}
        style={{ flex: 1, minWidth: 0 }}
        onClick={() => onOpen(chat.id)}
        aria-current={active ? 'page' : undefined}
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
            {chat.title}
          </Text>
          {chat.hasDraft && (
            <Badge size="xs" variant="light" color="orange" data-testid="chat-draft-marker">
              Draft
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {note ?? `${formatDateTime(chat.updatedAt)} · ${chat.turns} turns`}
        </Text>
        {snippet && (
          <Text size="xs" lineClamp={2} data-testid="chat-search-snippet">
            {snippet}
          </Text>
        )}
      </UnstyledButton>
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={`Delete chat ${chat.title}`}
          onClick={() => onDelete(chat)}
        >
          <IconTrash size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
