import { Badge, Burger, Button, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useAppInfo } from '@/hooks/use-app-info';
import { useActiveProfile } from '@/hooks/use-profiles';
import { TransfersButton } from '@/features/transfers/components/transfers-button';
import { SHORTCUTS, shortcutLabel } from '@/lib/shortcuts';
import { AlertBadge } from './alert-badge';
import { BusyIndicator } from './busy-indicator';
import { ThemeToggle } from './theme-toggle';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const appInfo = useAppInfo();
  const profile = useActiveProfile();
  const shell = appInfo.data?.shell;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Text fw={700} size="lg" data-testid="product-name">
          Verity
        </Text>
        {profile && (
          <Tooltip label="Active profile: every call goes to its endpoints" withArrow>
            <Badge variant="light" data-testid="active-profile-badge">
              {profile.name}
            </Badge>
          </Tooltip>
        )}
        {shell && (
          <Tooltip
            label={`Verity ${appInfo.data?.version ?? ''} on ${appInfo.data?.platform ?? ''}`}
            withArrow
          >
            <Badge variant="outline" color="gray" data-testid="shell-badge">
              {shell === 'electron' ? 'desktop' : 'headless'}
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <BusyIndicator />
        <AlertBadge />
        <TransfersButton />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          rightSection={<Kbd size="xs">{shortcutLabel(SHORTCUTS.palette)}</Kbd>}
          onClick={() => spotlight.open()}
          data-testid="command-palette-button"
        >
          Commands
        </Button>
        <ThemeToggle />
      </Group>
    </Group>
  );
}
