/** Whether the platform's "mod" key is ⌘, as Mantine's hotkeys treat it. */
function isApplePlatform(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad/i.test(platform);
}

/** "mod+K" as a person on this platform reads it: ⌘K or Ctrl+K. */
export function shortcutLabel(hotkey: string): string {
  const apple = isApplePlatform();
  return hotkey
    .split('+')
    .map((part) => {
      const key = part.trim().toLowerCase();
      if (key === 'mod') return apple ? '⌘' : 'Ctrl';
      if (key === 'alt') return apple ? '⌥' : 'Alt';
      if (key === 'shift') return apple ? '⇧' : 'Shift';
      return key.replace(/^digit/, '').toUpperCase();
    })
    .join(apple ? '' : '+');
}

/** The console's own shortcuts, shown in the command palette next to their commands. */
export const SHORTCUTS = {
  palette: 'mod+K',
  toggleTheme: 'mod+J',
  refreshLog: 'alt+R',
} as const;
