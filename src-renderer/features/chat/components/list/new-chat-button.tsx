import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { RunSettings } from '@/lib/contract';
import { useRunPresets } from '@/features/chat/api/list-presets';

/** New chat, and beside it the saved presets to start one from ("New chat from preset"). */
export function NewChat({ onCreate }: { onCreate: (preset?: RunSettings) => void }) {
  const presets = useRunPresets();
  return (
    <Group gap={4} wrap="nowrap">
      <Button leftSection={<IconPlus size={14} />} size="xs" style={{ flex: 1 }} onClick={() => onCreate()}>
        New chat
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon size="md" variant="filled" aria-label="Start a chat from a preset">
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid="new-chat-presets">
          <Menu.Label>New chat from preset</Menu.Label>
          {(presets.data ?? []).length === 0 && (
            <Menu.Item disabled>No presets yet: save one from Run settings → Presets</Menu.Item>
          )}
          {(presets.data ?? []).map((preset) => (
            <Menu.Item key={preset.id} onClick={() => onCreate(preset.settings)}>
              {preset.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
