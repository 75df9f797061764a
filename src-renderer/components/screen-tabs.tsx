import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

interface Screen {
  slug: string;
  label: string;
  path: string;
  icon: Icon;
}

/** A page's screens as tabs, one route each: choosing a tab opens its screen's path. */
export function ScreenTabs({
  screens,
  active,
  label,
  testIdPrefix,
}: {
  screens: readonly Screen[];
  /** The slug of the screen shown, or null when the path belongs to no tab. */
  active: string | null;
  label: string;
  testIdPrefix: string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(slug) => {
        const target = screens.find((candidate) => candidate.slug === slug);
        if (target) void navigate(target.path);
      }}
    >
      <Tabs.List aria-label={label}>
        {screens.map(({ slug, label: tabLabel, icon: TabIcon }) => (
          <Tabs.Tab
            key={slug}
            value={slug}
            leftSection={<TabIcon size={16} stroke={1.6} />}
            data-testid={`${testIdPrefix}-${slug}`}
          >
            {tabLabel}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
