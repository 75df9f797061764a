import { Kbd } from '@mantine/core';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { SHORTCUTS, shortcutLabel } from '@/lib/shortcuts';
import { useConsoleCommands } from './use-console-commands';

/** The mod+K palette: every page and console action, with their shortcuts. */
export function CommandPalette() {
  const commands = useConsoleCommands();

  // Physical keys, so Alt+digit works on layouts where Alt changes the character (macOS).
  useHotkeys(
    commands.flatMap((command): HotkeyItem[] =>
      command.hotkey ? [[command.hotkey, command.run, { usePhysicalKeys: true }]] : [],
    ),
  );

  const groups: SpotlightActionGroupData[] = (['Go to', 'Log', 'Actions'] as const).map((group) => ({
    group,
    actions: commands
      .filter((command) => command.group === group)
      .map((command) => {
        const Icon = command.icon;
        return {
          id: command.id,
          label: command.label,
          description: command.description,
          leftSection: <Icon size={18} stroke={1.6} />,
          rightSection: command.hotkey ? <Kbd size="xs">{shortcutLabel(command.hotkey)}</Kbd> : undefined,
          onClick: command.run,
        };
      }),
  }));

  return (
    <Spotlight
      actions={groups}
      shortcut={SHORTCUTS.palette}
      nothingFound="No page or command matches"
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} />,
        placeholder: `Go to a page or run a command (${shortcutLabel(SHORTCUTS.palette)})`,
      }}
    />
  );
}
