import { AppShell, Button, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useAppInfo } from '@/hooks/use-app-info';
import { useMonitorEventFeed } from '@/hooks/use-monitor-event-feed';
import { useSandboxNotice } from '@/hooks/use-sandbox-notice';
import { useTransferFeed } from '@/hooks/use-transfer-feed';
import { TransfersDrawer } from '@/features/transfers/components/transfers-drawer';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { CommandPalette } from './command-palette';
import { useAppStateAttribute } from './use-app-state-attribute';

/** The console frame: header, page navigation, the current page and the command palette. */
export function AppLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const appInfo = useAppInfo();
  useAppStateAttribute(appInfo.isSuccess ? 'ready' : appInfo.isError ? 'error' : 'loading');
  // One subscription for the whole console: the header's alert badge must update on any page.
  useMonitorEventFeed();
  useSandboxNotice();
  // Likewise for transfers: progress on every page, and page-streamed uploads going on after a pause.
  useTransferFeed();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 210, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <AppNavbar onNavigate={nav.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <ErrorAlert
          title="Verity is not answering"
          query={appInfo}
          hint="The console could not reach its core. If Verity was restarted, reload this window."
          actions={
            <Button size="xs" variant="subtle" color="red" onClick={() => window.location.reload()}>
              Reload window
            </Button>
          }
          testId="app-info-error"
        />
        <Outlet />
      </AppShell.Main>
      <CommandPalette />
      <TransfersDrawer />
      {/* A page opened is shown from its top (an entry opened from a list far down, say); Back restores. */}
      <ScrollRestoration />
    </AppShell>
  );
}
