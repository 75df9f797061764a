import {
  IconCirclePlus,
  IconClipboardCheck,
  IconGitCompare,
  IconHeartRateMonitor,
  IconLayoutDashboard,
  IconSearch,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';

export interface LogScreen {
  /** The path segment under /log ('' for the overview) and the tab's value. */
  slug: string;
  label: string;
  path: string;
  icon: Icon;
  /** One line for the command palette and the tab's tooltip. */
  description: string;
}

/**
 * The screens under the Log navigation item, in tab order. The Log page's
 * tabs and the command palette both read this list, so a new screen shows
 * up in both.
 */
export const LOG_SCREENS: readonly LogScreen[] = [
  {
    slug: 'overview',
    label: 'Overview',
    path: '/log',
    icon: IconLayoutDashboard,
    description: 'Tree state of every shard, checkpoint verification, entry lookup and the newest entries',
  },
  {
    slug: 'search',
    label: 'Search',
    path: '/log/search',
    icon: IconSearch,
    description: 'Find entries by artifact hash (or a local file), email or public key',
  },
  {
    slug: 'consistency',
    label: 'Consistency',
    path: '/log/consistency',
    icon: IconGitCompare,
    description: 'Prove an older tree head is a prefix of the current one, drawn step by step',
  },
  {
    slug: 'trust',
    label: 'Trust',
    path: '/log/trust',
    icon: IconShieldCheck,
    description: "Trusted log keys and roots: import a TrustedRoot or PEM key, check the log's key",
  },
  {
    slug: 'monitor',
    label: 'Monitor',
    path: '/log/monitor',
    icon: IconHeartRateMonitor,
    description: 'Checkpoint history, consistency over time and alerts on fork, rollback or key change',
  },
  {
    slug: 'audit',
    label: 'Audit',
    path: '/log/audit',
    icon: IconClipboardCheck,
    description: 'Verify bundles, entries, checkpoints and proof files offline and export a report',
  },
  {
    slug: 'create',
    label: 'Create',
    path: '/log/create',
    icon: IconCirclePlus,
    description: 'Sign a local file or a DSSE payload with a local key and add it to the log',
  },
];

/** Where an entry page lives, by entry ID (64- or 80-hex) or by global log index. */
export const entryPath = (entryId: string) => `/log/entries/${entryId.toLowerCase()}`;
export const entryIndexPath = (logIndex: string) => `/log/index/${logIndex}`;
