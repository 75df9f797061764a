import { SegmentedControl } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { useThemeToggle } from '@/hooks/use-theme-toggle';
import { SettingsSection } from './settings-section';

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

export function ThemeSection() {
  const { colorScheme, setColorScheme } = useThemeToggle();
  return (
    <SettingsSection
      title="Theme"
      description="Auto follows the operating system's light or dark setting. The choice is remembered."
      testId="settings-theme"
    >
      <SegmentedControl
        w="fit-content"
        data={OPTIONS}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data-testid="theme-choice"
      />
    </SettingsSection>
  );
}
