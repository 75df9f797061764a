import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemeToggle } from '@/hooks/use-theme-toggle';
import { SHORTCUTS, shortcutLabel } from '@/lib/shortcuts';

export function ThemeToggle() {
  const { shown, next, toggle } = useThemeToggle();
  const Icon = shown === 'dark' ? IconMoon : IconSun;
  const label = `Switch to the ${next} theme (${shortcutLabel(SHORTCUTS.toggleTheme)})`;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" onClick={toggle} aria-label={label} data-testid="theme-toggle">
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
