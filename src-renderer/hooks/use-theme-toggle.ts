import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/**
 * Toggling flips what is on screen (light ↔ dark), even when the saved
 * choice is "auto"; Settings offers "auto" to follow the system again.
 * Mantine's color scheme manager persists the choice.
 */
export function useThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const shown = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = shown === 'dark' ? 'light' : 'dark';
  return { colorScheme, setColorScheme, shown, next, toggle: () => setColorScheme(next) } as const;
}
