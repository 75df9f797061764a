import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { RunSettings } from '@/lib/contract';
import { useRunPresets } from '@/features/chat/api/list-presets';
import { useRemovePreset } from '@/features/chat/api/remove-preset';
import { useSavePreset } from '@/features/chat/api/save-preset';

interface PresetsMenuProps {
  /** The settings as typed, when valid (only valid settings can be saved). */
  current: RunSettings | null;
  /** Why the settings cannot be saved, when they are not valid. */
  problem: string | null;
  onApply: (settings: RunSettings) => void;
}

/** Saved run settings: use one in this chat, save these settings under a name, delete one. */
export function PresetsMenu({ current, problem, onApply }: PresetsMenuProps) {
  const presets = useRunPresets();
  const remove = useRemovePreset();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-xs" variant="default" leftSection={<IconBookmark size={14} />}>
            Presets
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="presets-menu">
          <Menu.Item onClick={() => setSaving(true)} disabled={current === null} title={problem ?? undefined}>
            Save these settings as a preset…
          </Menu.Item>
          {(presets.data ?? []).length > 0 && <Menu.Label>Use a preset in this chat</Menu.Label>}
          {(presets.data ?? []).map((preset) => (
            <Menu.Item
              key={preset.id}
              onClick={() => onApply(preset.settings)}
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete preset ${preset.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove.mutate(preset.id);
                  }}
                >
                  <IconTrash size={12} />
                </ActionIcon>
              }
            >
              {preset.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {saving && current && <SavePresetModal settings={current} onClose={() => setSaving(false)} />}
    </>
  );
}

function SavePresetModal({ settings, onClose }: { settings: RunSettings; onClose: () => void }) {
  const save = useSavePreset();
  const presets = useRunPresets();
  const [name, setName] = useState('');
  const taken = presets.data?.some((preset) => preset.name === name.trim()) ?? false;
  const submit = () => save.mutate({ name: name.trim(), settings }, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title="Save run settings as a preset">
      <Stack gap="sm">
        <TextInput
          label="Preset name"
          value={name}
          maxLength={100}
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && name.trim()) submit();
          }}
          description={taken ? 'A preset of this name exists: saving replaces it.' : undefined}
        />
        <Text size="xs" c="dimmed">
          Model {settings.model.replace(/^models\//, '')}, with every run setting as it is now (the system
          instruction, functions and safety settings included).
        </Text>
        <ErrorAlert title="The preset was not saved" error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!name.trim()} loading={save.isPending}>
            Save preset
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
