import { Kbd } from '@mantine/core';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SHORTCUTS, shortcutLabel } from '@/lib/shortcuts';
import { lookupCommands } from './lookup-commands';
import { useConsoleCommands } from './use-console-commands';

/** The mod+K palette: every page and console action, with their shortcuts, and any entry by what was typed. */
export function CommandPalette() {
  const commands = useConsoleCommands();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const lookups = lookupCommands(query, (path) => void navigate(path));

  // Physical keys, so Alt+digit works on layouts where Alt changes the character (macOS).
  useHotkeys(
    commands.flatMap((command): HotkeyItem[] =>
      command.hotkey ? [[command.hotkey, command.run, { usePhysicalKeys: true }]] : [],
    ),
  );

  const groups: SpotlightActionGroupData[] = (['Open', 'Go to', 'Log', 'Actions'] as const).map((group) => ({
    group,
    actions: [...lookups, ...commands]
      .filter((command) => command.group === group)
      .map((command) => {
        const Icon = command.icon;
        return {
          id: command.id,
          label: command.label,
          description: command.description,
          keywords: command.keywords,
          leftSection: <Icon size={18} stroke={1.6} />,
          rightSection: command.hotkey ? <Kbd size="xs">{shortcutLabel(command.hotkey)}</Kbd> : undefined,
          onClick: command.run,
        };
      }),
  }));

  return (
    <Spotlight
      actions={groups}
      query={query}
      onQueryChange={setQuery}
      // Cleared as the palette closes, not when its fade-out ends: reopened during the fade, what the
      // operator types next would otherwise be wiped.
      clearQueryOnClose={false}
      onSpotlightClose={() => setQuery('')}
      // A locked page is put back where it was on close, which would undo the scroll-to-top of an entry
      // the palette just opened.
      lockScroll={false}
      shortcut={SHORTCUTS.palette}
      nothingFound="Nothing matches: type a page or command, a log index, a UUID or entry ID, an artifact hash or an e-mail"
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} />,
        placeholder: `Go to a page or run a command, or open an index, UUID, hash or e-mail (${shortcutLabel(SHORTCUTS.palette)})`,
      }}
    />
  );
}
