import type { Icon } from '@tabler/icons-react';
import { IconPalette, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useClearActivity } from '@/hooks/use-clear-activity';
import { useThemeToggle } from '@/hooks/use-theme-toggle';
import { LOG_SCREENS } from '@/lib/log-screens';
import { PAGES } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import { SHORTCUTS } from '@/lib/shortcuts';

export interface ConsoleCommand {
  id: string;
  group: 'Open' | 'Go to' | 'Log' | 'Actions';
  label: string;
  description: string;
  /** Extra words the palette's filter matches. */
  keywords?: string[];
  icon: Icon;
  hotkey?: string;
  run: () => void;
}

/** Everything the command palette offers; the same list drives the keyboard shortcuts. */
export function useConsoleCommands(): ConsoleCommand[] {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearActivity = useClearActivity();
  const theme = useThemeToggle();

  const pages: ConsoleCommand[] = PAGES.map((page) => ({
    id: `go-${page.slug}`,
    group: 'Go to',
    label: page.label,
    description: `Open the ${page.label} page`,
    icon: page.icon,
    hotkey: page.hotkey,
    run: () => void navigate(page.path),
  }));

  // The Log page's screens; the overview is already the "Log" page command.
  const logScreens: ConsoleCommand[] = LOG_SCREENS.filter((screen) => screen.slug !== 'overview').map(
    (screen) => ({
      id: `go-log-${screen.slug}`,
      group: 'Log',
      label: `Log: ${screen.label}`,
      description: screen.description,
      icon: screen.icon,
      run: () => void navigate(screen.path),
    }),
  );

  const actions: ConsoleCommand[] = [
    {
      id: 'toggle-theme',
      group: 'Actions',
      label: 'Toggle theme',
      description: `Switch to the ${theme.next} theme`,
      icon: IconPalette,
      hotkey: SHORTCUTS.toggleTheme,
      run: theme.toggle,
    },
    {
      id: 'refresh-log',
      group: 'Actions',
      label: 'Refresh log state',
      description: 'Fetch the tree size, root hash and checkpoint again',
      icon: IconRefresh,
      hotkey: SHORTCUTS.refreshLog,
      run: () => {
        void navigate('/log');
        void queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
      },
    },
    {
      id: 'clear-activity',
      group: 'Actions',
      label: 'Clear activity',
      description: 'Forget every recorded exchange in the inspector',
      icon: IconTrash,
      run: () => clearActivity.mutate(),
    },
  ];

  return [...pages, ...logScreens, ...actions];
}
