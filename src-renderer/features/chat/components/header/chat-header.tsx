import { Button, Group, Menu, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCode, IconDownload } from '@tabler/icons-react';
import { downloadTextFile } from '@/lib/download';
import { describeError } from '@/lib/errors';
import { formatClock } from '@/lib/format';
import { renameChat, setCompare } from '@/features/chat/stores/chat-actions';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { activePath } from '@/features/chat/utils/chat-tree';
import { chatToJson, chatToMarkdown, exportFileName } from '@/features/chat/utils/export-chat';
import { runningTotal } from '@/features/chat/utils/turn-facts';

/** Title (rename by typing), save state, running token total, compare mode, export and Get code. */
export function ChatHeader({ onGetCode }: { onGetCode: () => void }) {
  const title = useChatStore((state) => state.chat?.title ?? '');
  const comparing = useChatStore((state) => state.chat?.compareSettings != null);
  const total = useChatStore((state) => (state.chat ? runningTotal(activePath(state.chat)) : 0));
  const save = useChatStore((state) => state.save);

  const exportAs = (kind: 'json' | 'md') => {
    const chat = useChatStore.getState().chat;
    if (!chat) return;
    if (kind === 'json') downloadTextFile(exportFileName(chat, 'json'), 'application/json', chatToJson(chat));
    else downloadTextFile(exportFileName(chat, 'md'), 'text/markdown', chatToMarkdown(chat));
  };

  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="chat-header">
      <TextInput
        aria-label="Chat title"
        value={title}
        maxLength={200}
        onChange={(event) => renameChat(event.currentTarget.value)}
        variant="unstyled"
        styles={{ input: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600 } }}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <SaveState save={save} />
        <Tooltip label="Tokens of the answers shown (prompt + answer, each turn)">
          <Text size="xs" c="dimmed" data-testid="chat-token-total" style={{ whiteSpace: 'nowrap' }}>
            {total.toLocaleString()} tokens
          </Text>
        </Tooltip>
        <Switch
          size="xs"
          label="Compare"
          checked={comparing}
          onChange={(event) => setCompare(event.currentTarget.checked)}
          aria-label="Compare mode"
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportAs('json')}>Chat as JSON (every branch)</Menu.Item>
            <Menu.Item onClick={() => exportAs('md')}>Conversation as Markdown</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button size="xs" variant="default" leftSection={<IconCode size={14} />} onClick={onGetCode}>
          Get code
        </Button>
      </Group>
    </Group>
  );
}

function SaveState({ save }: { save: ReturnType<typeof useChatStore.getState>['save'] }) {
  if (save.kind === 'failed')
    return (
      <Tooltip
        label={`${describeError(save.error).message} — ${describeError(save.error).hint}`}
        multiline
        w={320}
      >
        <Text size="xs" c="red" data-testid="save-state" data-state="failed" style={{ whiteSpace: 'nowrap' }}>
          Not saved
        </Text>
      </Tooltip>
    );
  return (
    <Text
      size="xs"
      c="dimmed"
      w={48}
      data-testid="save-state"
      data-state={save.kind}
      title={save.kind === 'saved' ? `Saved at ${formatClock(save.at)}` : undefined}
    >
      {save.kind === 'saving' ? 'Saving…' : save.kind === 'saved' ? 'Saved' : ''}
    </Text>
  );
}
