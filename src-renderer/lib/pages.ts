import {
  IconActivity,
  IconChartBar,
  IconDatabase,
  IconFiles,
  IconLink,
  IconListCheck,
  IconMessages,
  IconSettings,
  IconTree,
  type Icon,
} from '@tabler/icons-react';

export interface PageEntry {
  slug: string;
  label: string;
  path: string;
  icon: Icon;
  /** Hotkey as Mantine's useHotkeys reads it (physical key, so it works on every layout). */
  hotkey: string;
}

const entries: Array<Omit<PageEntry, 'path' | 'hotkey'>> = [
  { slug: 'log', label: 'Log', icon: IconTree },
  { slug: 'chat', label: 'Chat', icon: IconMessages },
  { slug: 'files', label: 'Files', icon: IconFiles },
  { slug: 'storage', label: 'Storage', icon: IconDatabase },
  { slug: 'urls', label: 'URLs', icon: IconLink },
  { slug: 'analytics', label: 'Analytics', icon: IconChartBar },
  { slug: 'activity', label: 'Activity', icon: IconActivity },
  { slug: 'journal', label: 'Journal', icon: IconListCheck },
  { slug: 'settings', label: 'Settings', icon: IconSettings },
];

/** The console's pages in navigation order; the navbar and the command palette both read this. */
export const PAGES: readonly PageEntry[] = entries.map((entry, index) => ({
  ...entry,
  path: `/${entry.slug}`,
  hotkey: `alt+digit${index + 1}`,
}));
