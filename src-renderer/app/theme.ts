import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
});

/** Light, dark or auto, remembered across restarts in this profile's local storage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'verity-color-scheme' });
