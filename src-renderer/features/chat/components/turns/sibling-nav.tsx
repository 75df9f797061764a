import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { showTurn } from '@/features/chat/stores/chat-actions';
import type { SiblingPosition } from '@/features/chat/utils/chat-tree';

/** ‹ 2/3 › between the versions of a turn (edits of a message, regenerations of an answer). */
export function SiblingNav({ position, count, previousId, nextId }: SiblingPosition) {
  if (count < 2) return null;
  return (
    <Group gap={2} wrap="nowrap" data-testid="sibling-nav">
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label="Previous version"
        disabled={!previousId}
        onClick={() => previousId && showTurn(previousId)}
      >
        <IconChevronLeft size={14} />
      </ActionIcon>
      <Text size="xs" c="dimmed" data-testid="sibling-position">
        {position + 1}/{count}
      </Text>
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label="Next version"
        disabled={!nextId}
        onClick={() => nextId && showTurn(nextId)}
      >
        <IconChevronRight size={14} />
      </ActionIcon>
    </Group>
  );
}
