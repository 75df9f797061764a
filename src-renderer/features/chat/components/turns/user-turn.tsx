import {
  ActionIcon,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconFile, IconPencil } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { ChatTurn } from '@/lib/contract';
import { editUserTurn } from '@/features/chat/stores/chat-actions';
import { attachmentSrc } from '@/features/chat/utils/attachments';
import type { SiblingPosition } from '@/features/chat/utils/chat-tree';
import { SiblingNav } from './sibling-nav';

export interface UserTurnProps extends SiblingPosition {
  turn: ChatTurn;
}

/** A message you sent: its text, images, files and function responses; editing it starts a new branch. */
export const UserTurn = memo(function UserTurn({ turn, ...siblings }: UserTurnProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const text = turn.parts.flatMap((part) => ('text' in part ? [part.text] : [])).join('\n');

  const save = () => {
    if (editing === null) return;
    const failure = editUserTurn(turn.id, editing);
    setProblem(failure);
    if (!failure) setEditing(null);
  };

  return (
    <Paper
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      data-testid="user-turn"
      data-turn-id={turn.id}
      aria-label="Your message"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600} c="dimmed">
            You
          </Text>
          <Group gap={4} wrap="nowrap">
            <SiblingNav {...siblings} />
            {editing === null && text !== '' && (
              <Tooltip label="Edit (a new version beside this one)">
                <ActionIcon variant="subtle" aria-label="Edit message" onClick={() => setEditing(text)}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {editing === null ? (
          text && (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="user-text"
            >
              {text}
            </Text>
          )
        ) : (
          <Stack gap={4}>
            <Textarea
              aria-label="Edited message"
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={12}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
                if (event.key === 'Escape') setEditing(null);
              }}
            />
            <Group gap="xs">
              <Button size="xs" onClick={save}>
                Save and send
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              {problem && (
                <Text size="xs" c="red">
                  {problem}
                </Text>
              )}
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          {turn.parts.map((part, i) =>
            'inlineData' in part ? (
              <Image
                key={i}
                src={attachmentSrc(part.inlineData)}
                alt={`Attached ${part.inlineData.mimeType}`}
                h={96}
                w="auto"
                radius="sm"
                data-testid="user-image"
              />
            ) : 'fileData' in part ? (
              <Badge
                key={i}
                variant="light"
                leftSection={<IconFile size={12} />}
                title={part.fileData.fileUri}
                style={{ textTransform: 'none' }}
                data-testid="user-file"
              >
                {part.fileData.fileUri.split('/').slice(-2).join('/')} · {part.fileData.mimeType}
              </Badge>
            ) : null,
          )}
        </Group>
        {turn.parts.map((part, i) =>
          'functionResponse' in part ? (
            <Stack key={i} gap={2} data-testid="function-response">
              <Text size="xs" c="dimmed">
                Response from <span className="verity-mono">{part.functionResponse.name}</span>
              </Text>
              <Code block>{JSON.stringify(part.functionResponse.response, null, 2)}</Code>
            </Stack>
          ) : null,
        )}
      </Stack>
    </Paper>
  );
});
